import { randomBytes } from 'node:crypto';
import type { PartnerOrder, PartnerOrderRequest } from '../printProvider.ts';

/**
 * The local provider's production line: an order waits on-hold, goes in-production, then is
 * fulfilled with a tracking link, each step `stepMs` long (LOCAL_FULFILMENT_STEP_MS; short in e2e).
 * Orders live in memory: the local provider is the single-process default.
 */
interface LocalOrder {
  id: string;
  externalId: string;
  createdAt: number;
  canceled: boolean;
}

export function createLocalFulfilment(stepMs: number, now: () => number = Date.now) {
  const orders = new Map<string, LocalOrder>();
  const byExternal = new Map<string, string>();

  const view = (o: LocalOrder): PartnerOrder => {
    const elapsed = now() - o.createdAt;
    const status = o.canceled ? 'canceled' : elapsed < stepMs ? 'on-hold' : elapsed < 2 * stepMs ? 'in-production' : 'fulfilled';
    return { id: o.id, externalId: o.externalId, status, trackingUrl: status === 'fulfilled' ? `/delivery-information?tracking=LP${o.id.slice(0, 12).toUpperCase()}` : null };
  };
  const find = (id: string) => {
    const o = orders.get(id);
    if (!o) throw new Error(`local order ${id} not found`);
    return o;
  };

  return {
    async submitOrder(req: PartnerOrderRequest): Promise<PartnerOrder> {
      const existing = byExternal.get(req.externalId);
      if (existing) return view(find(existing));
      const o: LocalOrder = { id: randomBytes(12).toString('hex'), externalId: req.externalId, createdAt: now(), canceled: false };
      orders.set(o.id, o);
      byExternal.set(o.externalId, o.id);
      return view(o);
    },
    async getOrder(id: string) {
      return view(find(id));
    },
    async cancelOrder(id: string) {
      const o = find(id);
      const current = view(o).status;
      if (current !== 'on-hold' && current !== 'canceled') throw new Error(`cannot cancel an order that is ${current}`);
      o.canceled = true;
      return view(o);
    },
  };
}
