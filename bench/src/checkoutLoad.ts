import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { routeMissing } from './availability.ts';
import { budgeted, info, NotAvailable, type Figure, type Section } from './results.ts';
import { startStore } from './server.ts';
import { median, percentile, repeat, round } from './stats.ts';
import { runShopper, type Goods, type ShopperOutcome } from './checkout/shopper.ts';
import { readLedger, type LedgerCheck } from './checkout/verify.ts';

// Spec §7 paths (shipping: the checkout area's /api/shipping/calculate, the spec leaves it open).
const flowRoutes = ['/api/auth/signup', '/api/favourites-cart/add-remove', '/api/shipping/calculate', '/api/biling-details/add', '/api/place-order', '/api/order/details', '/api/payment/card'];

export async function missingRoutes(baseUrl: string): Promise<string[]> {
  const missing: string[] = [];
  for (const path of flowRoutes) {
    const res = await fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    if (await routeMissing(res)) missing.push(`POST ${path}`);
  }
  return missing;
}

interface VariantRow {
  id: number;
  is_available?: boolean;
  is_enabled?: boolean;
}

interface ListItem {
  id?: string;
  productId?: string;
  category: string;
  variants?: VariantRow[] | string;
}

/** Sellable products to spread the shoppers over (first page of the general listing). */
export async function goodsOnSale(baseUrl: string): Promise<Goods[]> {
  const res = await fetch(`${baseUrl}/api/shop-products?page=1`);
  const body = (await res.json()) as { data?: ListItem[] };
  return (body.data ?? []).flatMap((p) => {
    const variants: VariantRow[] = typeof p.variants === 'string' ? (JSON.parse(p.variants) as VariantRow[]) : (p.variants ?? []);
    const v = variants.find((x) => x.is_available !== false && x.is_enabled !== false);
    const id = p.productId ?? p.id;
    return v && id ? [{ productId: String(id), variantId: Number(v.id), category: p.category }] : [];
  });
}

export interface Round {
  shoppers: number;
  wallMs: number;
  outcomes: ShopperOutcome[];
}

/**
 * Section 5: N shoppers at once, each placing and paying one order through the HTTP API, the
 * payment sent twice concurrently. Afterwards the store's own database is checked: every order a
 * shopper was told about exists, every acknowledged payment is recorded once, nothing is charged twice.
 */
/** `runs` rounds of N shoppers at once against `baseUrl`, each placing and paying one order. */
export async function shopperRounds(baseUrl: string, opts: { shoppers: number; runs: number }): Promise<Round[]> {
  const missing = await missingRoutes(baseUrl);
  if (missing.length) throw new NotAvailable(`not available yet: ${missing.join(', ')} answer "No route"`);
  const goods = await goodsOnSale(baseUrl);
  if (!goods.length) throw new Error('no sellable product in /api/shop-products');
  const runId = randomBytes(4).toString('hex');
  return repeat(opts.runs, async (r) => {
    const t0 = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: opts.shoppers }, (_, i) => runShopper(baseUrl, `${runId}r${r}`, i, goods[i % goods.length])),
    );
    return { shoppers: opts.shoppers, wallMs: performance.now() - t0, outcomes };
  });
}

/** What the shoppers were told against what the database holds: lost orders, lost payments, double charges. */
export function checkoutFigures(rounds: Round[], ledger: LedgerCheck, shoppers: number): { figures: Figure[]; failuresByStep: Record<string, number> } {
  const all = rounds.flatMap((r) => r.outcomes);
  const paid = all.filter((o) => o.result === 'paid');
  const unclean = all.filter((o) => o.result === 'failed-unclean');
  const clean = all.filter((o) => o.result === 'failed-clean');
  const toldOrders = new Set(all.flatMap((o) => (o.orderId !== undefined ? [o.orderId] : [])));
  const dbOrders = new Set(ledger.orderIds);
  const dbPaid = new Set(ledger.paidOrderIds);
  const lostOrders = [...toldOrders].filter((id) => !dbOrders.has(id)).length;
  const lostPayments = paid.filter((o) => o.orderId === undefined || !dbPaid.has(o.orderId)).length;
  // Two successful pay replies with different transaction ids would be two charges at the gateway.
  const doubleCharged = all.filter((o) => o.transactionIds.length > 1).length + ledger.ordersChargedTwice;
  const failuresByStep: Record<string, number> = {};
  for (const o of [...clean, ...unclean]) failuresByStep[`${o.step}: ${o.message?.slice(0, 120)}`] = (failuresByStep[`${o.step}: ${o.message?.slice(0, 120)}`] ?? 0) + 1;

  const figures: Figure[] = [
    info('shoppers per round × rounds', `${shoppers} × ${rounds.length}`),
    info('paid', paid.length, 'orders'),
    info('failed cleanly (4xx envelope)', clean.length, 'shoppers'),
    budgeted('failed uncleanly (5xx, no answer, timeout)', unclean.length, '', 'max', 0, unclean[0] ? `e.g. ${unclean[0].step}: ${unclean[0].message}` : undefined),
    budgeted('double charges', doubleCharged, '', 'max', 0, `payments rows ${ledger.paymentRows}, claims retried ${ledger.retriedClaims}`),
    budgeted('lost orders (acknowledged, not in the database)', lostOrders, '', 'max', 0, `database orders ${ledger.orders}, acknowledged ${toldOrders.size}`),
    budgeted('lost payments (acknowledged paid, not paid in the database)', lostPayments, '', 'max', 0),
    info('throughput', round(median(rounds.map((r) => r.outcomes.filter((o) => o.result === 'paid').length / (r.wallMs / 1000))), 2), 'paid orders/s'),
    info('round wall time', round(median(rounds.map((r) => r.wallMs / 1000)), 1), 's'),
    info('shopper journey p50 / p95', `${round(percentile(all.map((o) => o.ms), 50), 0)} / ${round(percentile(all.map((o) => o.ms), 95), 0)}`, 'ms'),
  ];
  return { figures, failuresByStep };
}

/**
 * Section 5: N shoppers at once, each placing and paying one order through the HTTP API, the
 * payment sent twice concurrently. Afterwards the store's own database is checked: every order a
 * shopper was told about exists, every acknowledged payment is recorded once, nothing is charged twice.
 */
export async function runCheckoutLoad(port: number, opts: { shoppers: number; runs: number }): Promise<Omit<Section, 'seconds'>> {
  const store = await startStore(port);
  let rounds: Round[];
  try {
    rounds = await shopperRounds(store.baseUrl, opts);
  } finally {
    await store.stop();
  }
  let ledger;
  try {
    ledger = await readLedger(join(store.dataDir, 'pgdata'));
  } finally {
    store.dispose();
  }
  const { figures, failuresByStep } = checkoutFigures(rounds, ledger, opts.shoppers);
  return {
    id: 'checkout',
    title: 'Checkout under load (sandbox gateway, real HTTP API)',
    status: 'ok',
    figures,
    details: { failuresByStep, ledger: { ...ledger, orderIds: undefined, paidOrderIds: undefined } },
  };
}
