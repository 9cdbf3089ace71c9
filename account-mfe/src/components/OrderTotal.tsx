import { formatCents } from '@store/shared/rules';

/** An order's total, and "Refunded" beside it when the money went back (issue #41 item 3). */
export function OrderTotal({ cents, refunded }: { cents: number; refunded: string | null }) {
  return (
    <>
      {formatCents(cents)}
      {refunded && (
        <>
          {' '}
          <span className="ord-refunded" data-testid="order-refunded">
            {refunded}
          </span>
        </>
      )}
    </>
  );
}
