import autocannon from 'autocannon';
import { routeMissing } from './availability.ts';
import { budgeted, info, type Figure, type Section } from './results.ts';
import { median, repeat, round } from './stats.ts';

export interface Target {
  id: string;
  label: string;
  path: string;
  method: 'GET' | 'POST';
  body?: string;
  /** p99 budget in ms, where the issue sets one */
  p99BudgetMs?: number;
}

export interface Sample {
  rps: number;
  p50: number;
  p99: number;
  /** requests completed in the window */
  total: number;
  /** mean reply size (body and headers), from the bytes autocannon read */
  bytesPerReply: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Requests still queued when autocannon stops would load the next route's window: wait until the
 * server answers the bare route promptly again (bounded).
 */
async function settle(baseUrl: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const t = performance.now();
    const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) }).then((r) => r.ok, () => false);
    if (ok && performance.now() - t < 50) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function cannon(baseUrl: string, t: Target, connections: number, durationSec: number): Promise<Sample> {
  const r = await autocannon({
    url: baseUrl + t.path,
    method: t.method,
    body: t.body,
    headers: t.body ? { 'content-type': 'application/json' } : undefined,
    connections,
    duration: durationSec,
  });
  await settle(baseUrl);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total, bytesPerReply: r.requests.total ? r.throughput.total / r.requests.total : 0, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts };
}

export async function firstProduct(baseUrl: string): Promise<{ id: string; category: string } | null> {
  const res = await fetch(`${baseUrl}/api/hoodies?page=1`);
  const body = (await res.json().catch(() => null)) as { data?: { id?: string; productId?: string; category?: string }[] } | null;
  const p = body?.data?.[0];
  const id = p?.productId ?? p?.id;
  return id && p?.category ? { id: String(id), category: p.category } : null;
}

/**
 * Section 3: autocannon against one running store, the bare JSON route first and then each
 * catalogue route, `runs` rounds; each round gives a ratio against that round's bare route.
 */
export async function runThroughput(baseUrl: string, opts: { runs: number; connections: number; durationSec: number; database: string }): Promise<Omit<Section, 'seconds'>> {
  const product = await firstProduct(baseUrl);
  const targets: Target[] = [
    { id: 'listing', label: 'category listing /api/hoodies?page=1', path: '/api/hoodies?page=1', method: 'GET', p99BudgetMs: 25 },
    ...(product ? [{ id: 'detail', label: 'product detail', path: `/api/product-details/${encodeURIComponent(product.id)}/${encodeURIComponent(product.category)}`, method: 'GET' as const }] : []),
    { id: 'search', label: "search 'hoodie'", path: '/api/search-products', method: 'POST', body: JSON.stringify({ searchTerm: 'hoodie' }) },
  ];
  const figures: Figure[] = [];
  const available: Target[] = [];
  for (const t of targets) {
    const res = await fetch(baseUrl + t.path, { method: t.method, body: t.body, headers: t.body ? { 'content-type': 'application/json' } : {} });
    if (await routeMissing(res)) figures.push(info(`${t.label}`, 'not available yet', '', `${t.method} ${t.path.split('?')[0]} has no route`));
    else if (!res.ok) figures.push(info(`${t.label}`, `HTTP ${res.status}`, '', 'the route answers with an error; not measured'));
    else available.push(t);
  }
  if (!product) figures.push(info('product detail', 'not measured', '', 'no product in /api/hoodies to ask for'));

  const health: Target = { id: 'health', label: 'bare JSON /api/health', path: '/api/health', method: 'GET' };
  const rounds = await repeat(opts.runs, async () => {
    await settle(baseUrl);
    const base = await cannon(baseUrl, health, opts.connections, opts.durationSec);
    const routes: Record<string, Sample> = {};
    for (const t of available) routes[t.id] = await cannon(baseUrl, t, opts.connections, opts.durationSec);
    return { base, routes };
  });

  const baseRps = median(rounds.map((r) => r.base.rps));
  figures.push(
    info('bare JSON /api/health req/s', round(baseRps, 0), 'req/s', 'GET /api/health (one count(*) on products)'),
    info('bare JSON /api/health p50 / p99', `${median(rounds.map((r) => r.base.p50))} / ${median(rounds.map((r) => r.base.p99))}`, 'ms'),
  );
  for (const t of available) {
    const samples = rounds.map((r) => r.routes[t.id]);
    const ratio = median(rounds.map((r) => r.routes[t.id].rps / r.base.rps));
    const p99 = median(samples.map((s) => s.p99));
    const bad = samples.reduce((n, s) => n + s.non2xx + s.errors, 0);
    const completed = samples.map((s) => s.total);
    figures.push(
      info(`${t.label} req/s`, round(median(samples.map((s) => s.rps)), 0), 'req/s', `${completed.join(' / ')} requests completed per window, ≈ ${round(median(samples.map((s) => s.bytesPerReply)) / 1024, 1)} KB per reply${samples.some((s) => s.timeouts) ? `, ${samples.reduce((n, s) => n + s.timeouts, 0)} timeouts` : ''}`),
      budgeted(`${t.label} req/s ÷ bare route`, round(ratio, 2), '', 'min', 0.5),
      info(`${t.label} p50`, median(samples.map((s) => s.p50)), 'ms'),
      t.p99BudgetMs !== undefined ? budgeted(`${t.label} p99`, p99, 'ms', 'max', t.p99BudgetMs) : info(`${t.label} p99`, p99, 'ms'),
    );
    if (bad) figures.push(info(`${t.label} non-2xx or errors`, bad, 'responses'));
  }
  for (const f of figures) f.name = `${opts.database}: ${f.name}`;
  return {
    id: opts.database === 'pglite' ? 'throughput' : `throughput-${opts.database}`,
    title: `API throughput on ${opts.database === 'pglite' ? 'embedded PGlite (the default store)' : 'PostgreSQL'} (autocannon, ${opts.connections} connections, ${opts.durationSec} s per route)`,
    status: 'ok',
    figures,
    details: { rounds },
  };
}
