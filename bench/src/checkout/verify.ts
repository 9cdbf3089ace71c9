import { openPglite } from '../../../api/src/db/pglite.ts';

export interface LedgerCheck {
  orders: number;
  paidOrders: number;
  paymentRows: number;
  /** orders with more than one paid payment row, or a paid row whose claim was retried */
  ordersChargedTwice: number;
  retriedClaims: number;
  orderIds: number[];
  paidOrderIds: number[];
}

/**
 * Reads the store's embedded database after the server stopped (PGlite is single-process, so the
 * harness can only open it then): what was really ordered and charged.
 */
export async function readLedger(pgdata: string): Promise<LedgerCheck> {
  const db = await openPglite(pgdata);
  try {
    const orders = await db.query<{ id: number }>('SELECT id::int AS id FROM orders');
    const payments = await db.query<{ order_id: number; status: string; attempts: number }>('SELECT order_id::int AS order_id, status, attempts FROM payments');
    const paidPerOrder = new Map<number, number>();
    for (const p of payments) if (p.status === 'paid') paidPerOrder.set(p.order_id, (paidPerOrder.get(p.order_id) ?? 0) + 1);
    return {
      orders: orders.length,
      paidOrders: paidPerOrder.size,
      paymentRows: payments.length,
      ordersChargedTwice: [...paidPerOrder.values()].filter((n) => n > 1).length,
      retriedClaims: payments.filter((p) => p.attempts > 1).length,
      orderIds: orders.map((o) => o.id),
      paidOrderIds: [...paidPerOrder.keys()],
    };
  } finally {
    await db.close();
  }
}
