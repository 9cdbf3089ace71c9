import type { AdminOrderRow } from '@store/shared/types';
import { centsToDollars as dollars } from '@store/shared/rules';
import { csvRows } from './csv.ts';

/** The orders list as a spreadsheet: amounts in dollars with two decimals (a spreadsheet sums them), times in ISO UTC. */
export function ordersCsv(rows: AdminOrderRow[]): string {
  return csvRows(
    ['order', 'placed_at', 'shopper', 'email', 'status', 'payment', 'fulfilment', 'total', 'refunded'],
    rows.map((o) => [
      String(o.orderId),
      new Date(o.createdAt).toISOString(),
      o.shopperName,
      o.email,
      o.status,
      o.paymentStatus,
      o.partnerStatus ?? 'not-sent',
      dollars(o.totalCents),
      dollars(o.refundedCents),
    ]),
  );
}
