import { randomBytes } from 'node:crypto';
import type { Sql } from '../../../db/db.ts';
import { PartnerCancelRefusedError, type PartnerOrder, type PartnerOrderRequest } from '../fulfilmentProvider.ts';
import { localShipment } from './localShipment.ts';

/**
 * The local provider's production line: an order waits on-hold, goes in-production, then is
 * fulfilled with a carrier, tracking number and link (then in transit, delivered), each step `stepMs` long (LOCAL_FULFILMENT_STEP_MS; short in e2e).
 * Orders live in memory, or in the database when one is given (several instances share them).
 */
interface LocalOrder {
  id: string;
  externalId: string;
  createdAt: number;
  canceled: boolean;
}

export interface LocalOrderStore {
  /** inserts unless the external id exists; returns the stored order either way */
  insert(o: LocalOrder): Promise<LocalOrder>;
  get(id: string): Promise<LocalOrder | undefined>;
  cancel(id: string): Promise<void>;
}

function memoryStore(): LocalOrderStore {
  const orders = new Map<string, LocalOrder>();
  const byExternal = new Map<string, string>();
  return {
    async insert(o) {
      const existing = byExternal.get(o.externalId);
      if (existing) return orders.get(existing)!;
      orders.set(o.id, o);
      byExternal.set(o.externalId, o.id);
      return o;
    },
    get: async (id) => orders.get(id),
    async cancel(id) {
      const o = orders.get(id);
      if (o) o.canceled = true;
    },
  };
}

type Row = { id: string; external_id: string; created_ms: number; canceled: boolean };
const columns = `id, external_id, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms, canceled`;
const fromRow = (r: Row): LocalOrder => ({ id: r.id, externalId: r.external_id, createdAt: Number(r.created_ms), canceled: r.canceled });

export function databaseOrderStore(db: Sql): LocalOrderStore {
  return {
    async insert(o) {
      await db.query(
        'INSERT INTO local_provider_orders (id, external_id, created_at, canceled) VALUES ($1, $2, to_timestamp($3 / 1000.0), false) ON CONFLICT (external_id) DO NOTHING',
        [o.id, o.externalId, o.createdAt],
      );
      const [row] = await db.query<Row>(`SELECT ${columns} FROM local_provider_orders WHERE external_id = $1`, [o.externalId]);
      return fromRow(row!);
    },
    async get(id) {
      const [row] = await db.query<Row>(`SELECT ${columns} FROM local_provider_orders WHERE id = $1`, [id]);
      return row ? fromRow(row) : undefined;
    },
    async cancel(id) {
      await db.query('UPDATE local_provider_orders SET canceled = true WHERE id = $1', [id]);
    },
  };
}

/**
 * The store's own tracking page for an order submitted as `store-order-N` (the only external ids
 * the store sends); null for any other id.
 */
export function localTrackingPage(externalId: string): string | null {
  const m = /^store-order-(\d+)$/.exec(externalId);
  return m ? `/orders/${m[1]}/tracking` : null;
}

export function createLocalFulfilment(stepMs: number, now: () => number = Date.now, store: LocalOrderStore = memoryStore()) {
  const view = (o: LocalOrder): PartnerOrder => {
    const elapsed = now() - o.createdAt;
    const status = o.canceled ? 'canceled' : elapsed < stepMs ? 'on-hold' : elapsed < 2 * stepMs ? 'in-production' : 'fulfilled';
    const shipment = o.canceled ? null : localShipment(o.id, o.createdAt, elapsed, stepMs, localTrackingPage(o.externalId));
    return { id: o.id, externalId: o.externalId, status, trackingUrl: shipment?.trackingUrl ?? null, shipment };
  };
  const find = async (id: string) => {
    const o = await store.get(id);
    if (!o) throw new Error(`local order ${id} not found`);
    return o;
  };

  return {
    async submitOrder(req: PartnerOrderRequest): Promise<PartnerOrder> {
      const o: LocalOrder = { id: randomBytes(12).toString('hex'), externalId: req.externalId, createdAt: now(), canceled: false };
      return view(await store.insert(o));
    },
    async getOrder(id: string) {
      return view(await find(id));
    },
    async cancelOrder(id: string) {
      const o = await find(id);
      const current = view(o).status;
      if (current !== 'on-hold' && current !== 'canceled') throw new PartnerCancelRefusedError(`cannot cancel an order that is ${current}`);
      await store.cancel(id);
      return view({ ...o, canceled: true });
    },
  };
}
