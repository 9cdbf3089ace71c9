import { openPglite } from '../../../api/src/db/pglite.ts';
import { openPostgres } from '../../../api/src/db/postgres.ts';
import type { Sql } from '../../../api/src/db/db.ts';

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

/** What was really ordered and charged, read from the store's database. */
async function ledgerOf(db: Sql): Promise<LedgerCheck> {
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
}

/**
 * Reads the store's embedded database after the server stopped (PGlite is single-process, so the
 * harness can only open it then).
 */
export async function readLedger(pgdata: string): Promise<LedgerCheck> {
  const db = await openPglite(pgdata);
  try {
    return await ledgerOf(db);
  } finally {
    await db.close();
  }
}

/** The same check on a PostgreSQL server (several instances share it; it can be read while they run). */
export async function readPostgresLedger(url: string): Promise<LedgerCheck> {
  const db = await openPostgres(url, { max: 1 });
  try {
    return await ledgerOf(db);
  } finally {
    await db.close();
  }
}
