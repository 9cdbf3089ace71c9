import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { startTestApp, testConfig } from '../../../api/test/helpers/testApp.ts';
import { catalogCacheBudget } from '../../../api/src/config.ts';
import { envCatalogCache, withCacheTtl } from './cacheTtl.ts';
import { budgeted, info, type Figure, type Section } from '../results.ts';
import { median, percentile, repeat, round } from '../stats.ts';
import { benchDatabases, type BenchDatabase } from './databases.ts';
import { growCatalogue } from './seed.ts';
import { capturing, explain } from './capture.ts';
import { sampleWithin } from '../sampling.ts';
import type { Db } from '../../../api/src/db/db.ts';

const LISTING = '/api/shop-products';
const PAGE_SIZE = 20;
const searchTerms = ['hoodie', 'vintage mug', 'hodie', 'ocean phone case'];

interface Inject {
  inject(opts: { method: 'GET' | 'POST'; url: string; payload?: unknown }): Promise<{ statusCode: number; body: string }>;
}

interface Load {
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  failed: number;
  pages: number;
}

interface SizePoint {
  size: number;
  /** listing under 50 concurrent connections over HTTP, as served and from the database (largest size only) */
  load?: { served: Load; database: Load };
  seedMs: number;
  listingsMs: number;
  deepPage: number;
  page1P50: number;
  deepP50: number;
  ratio: number;
  searchP50?: number;
  searchP95?: number;
  searchSamples: number;
  /** the slowest statement of one search / deep-page request, with its plan (largest size only) */
  plans?: Record<string, { ms: number; statements: number; totalMs: number; text: string; plan: string[] }>;
}

/** Per measurement: enough samples for a percentile, never more than this many seconds. */
const MEASURE_BUDGET_MS = 15_000;

async function timed(app: Inject, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<number> {
  const t = performance.now();
  const res = await app.inject({ method, url, payload });
  const ms = performance.now() - t;
  if (res.statusCode !== 200) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  return ms;
}

/** Listing page 1 against page 500 (or the last page when the catalogue is smaller), and search. */
async function measure(app: Inject, size: number, samples: number, searchAvailable: boolean) {
  const totalPages = Math.ceil(size / PAGE_SIZE);
  const deepPage = Math.min(500, totalPages);
  // Warm-up (JIT, plans, caches), then alternate so load from others hits both pages alike.
  for (let i = 0; i < 10; i++) await timed(app, 'GET', `${LISTING}?page=${i % 2 ? deepPage : 1}`);
  const first: number[] = [];
  const deep: number[] = [];
  await sampleWithin(samples, MEASURE_BUDGET_MS, async () => {
    first.push(await timed(app, 'GET', `${LISTING}?page=1`));
    deep.push(await timed(app, 'GET', `${LISTING}?page=${deepPage}`));
    return 0;
  });
  let search: number[] = [];
  if (searchAvailable) {
    await timed(app, 'POST', '/api/search-products', { searchTerm: 'hoodie' });
    search = await sampleWithin(samples * 2, MEASURE_BUDGET_MS, (i) => timed(app, 'POST', '/api/search-products', { searchTerm: searchTerms[i % searchTerms.length] }));
  }
  const page1P50 = percentile(first, 50);
  const deepP50 = percentile(deep, 50);
  return {
    deepPage,
    page1P50,
    deepP50,
    ratio: deepP50 / page1P50,
    searchP50: search.length ? percentile(search, 50) : undefined,
    searchP95: search.length ? percentile(search, 95) : undefined,
    searchSamples: search.length,
  };
}

/** Runs one request with the statements captured and explains the slowest. */
async function slowestPlan(app: Inject, db: Db, cap: ReturnType<typeof capturing>, method: 'GET' | 'POST', url: string, payload?: unknown) {
  cap.start();
  await app.inject({ method, url, payload });
  const queries = cap.stop().sort((a, b) => b.ms - a.ms);
  const q = queries[0];
  if (!q) return undefined;
  return {
    ms: round(q.ms, 2),
    statements: queries.length,
    totalMs: round(queries.reduce((n, x) => n + x.ms, 0), 2),
    text: q.text.replace(/\s+/g, ' ').trim(),
    plan: await explain(db, q).catch((e: Error) => [`EXPLAIN failed: ${e.message}`]),
  };
}

/** `runs` measurements at one size; each figure is the median over them. */
async function measureRuns(app: Inject, size: number, samples: number, searchAvailable: boolean, runs: number) {
  const all = await repeat(runs, () => measure(app, size, samples, searchAvailable));
  const med = (pick: (m: (typeof all)[number]) => number | undefined) => {
    const values = all.map(pick).filter((v): v is number => v !== undefined);
    return values.length ? median(values) : undefined;
  };
  return {
    deepPage: all[0].deepPage,
    page1P50: med((m) => m.page1P50)!,
    deepP50: med((m) => m.deepP50)!,
    ratio: med((m) => m.ratio)!,
    searchP50: med((m) => m.searchP50),
    searchP95: med((m) => m.searchP95),
    searchSamples: all.reduce((n, m) => n + m.searchSamples, 0),
  };
}

/**
 * The listing as shoppers load it at this size: over HTTP, `connections` at once, each connection
 * walking the first 500 pages in a scrambled order; bounded to `seconds`. `cached`: as served (the
 * catalogue cache on, its default TTL: each page's first request reads the database); otherwise
 * every reply is the database's work (this section's TTL of 0).
 */
async function listingUnderLoad(base: string, size: number, connections: number, seconds: number, cached: boolean): Promise<Load> {
  const pages = Math.min(500, Math.ceil(size / PAGE_SIZE));
  // Each connection walks the pages in its own scrambled order. The load generator runs in a worker
  // thread: this server is in the bench's own process, and a client on the same event loop would
  // be measured as server time.
  const r = await withCacheTtl(cached ? undefined : '0', () =>
    autocannon({
      url: base,
      connections,
      duration: seconds,
      workers: 1,
      requests: Array.from({ length: pages }, (_, i) => ({ method: 'GET' as const, path: `${LISTING}?page=${1 + ((i * 7919) % pages)}` })),
    }),
  );
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, requests: r.requests.total, failed: r.non2xx + r.errors + r.timeouts, pages };
}

async function growOne(database: BenchDatabase, sizes: number[], samples: number, runs: number): Promise<{ points: SizePoint[]; searchAvailable: boolean }> {
  const raw = await database.open();
  const cap = capturing(raw);
  const test = await startTestApp({ name: database.name, open: async () => cap.db }, { config: testConfig({ catalogCache: catalogCacheBudget(process.env) }), catalog: envCatalogCache() }, { seed: false });
  try {
    const probe = await test.app.inject({ method: 'POST', url: '/api/search-products', payload: { searchTerm: 'hoodie' } });
    const searchAvailable = !(probe.statusCode === 404 && probe.body.includes('No route for'));
    const points: SizePoint[] = [];
    const ordered = [...sizes].sort((a, b) => a - b);
    for (const size of ordered) {
      const seeded = await growCatalogue(raw, size);
      const m = await measureRuns(test.app, size, samples, searchAvailable, runs);
      const point: SizePoint = { size, seedMs: seeded.seedMs, listingsMs: seeded.listingsMs, ...m };
      if (size === ordered[ordered.length - 1]) {
        const base = await test.app.listen({ port: 0, host: '127.0.0.1' });
        point.load = { served: await listingUnderLoad(base, size, 50, 5, true), database: await listingUnderLoad(base, size, 50, 5, false) };
        point.plans = {};
        const listing = await slowestPlan(test.app, raw, cap, 'GET', `${LISTING}?page=${m.deepPage}`);
        if (listing) point.plans[`listing page ${m.deepPage}`] = listing;
        const [product] = await raw.query<{ id: string; category: string }>('SELECT id, category FROM products ORDER BY id LIMIT 1');
        if (product) {
          const detail = await slowestPlan(test.app, raw, cap, 'GET', `/api/product-details/${encodeURIComponent(product.id)}/${encodeURIComponent(product.category)}`);
          if (detail) point.plans['product detail'] = detail;
        }
        if (searchAvailable) {
          const search = await slowestPlan(test.app, raw, cap, 'POST', '/api/search-products', { searchTerm: 'hoodie' });
          if (search) point.plans["search 'hoodie'"] = search;
        }
      }
      points.push(point);
    }
    return { points, searchAvailable };
  } finally {
    await test.close();
    rmSync(test.deps.config.dataDir, { recursive: true, force: true });
  }
}

const k = (n: number) => (n >= 1000 ? `${n / 1000}k` : String(n));

/** Section 4: how listing and search cost grow from 1k to 100k products, on PGlite and PostgreSQL. */
export async function runGrowth(opts: { sizes: number[]; samples: number; runs: number; postgresUrl: string | null }): Promise<Omit<Section, 'seconds'>> {
  // Measure the queries themselves: the API's catalogue read cache would answer repeats from memory.
  return withCacheTtl('0', () => growAll(opts));
}

async function growAll(opts: { sizes: number[]; samples: number; runs: number; postgresUrl: string | null }): Promise<Omit<Section, 'seconds'>> {
  const { databases, skipped } = await benchDatabases(opts.postgresUrl);
  const figures: Figure[] = skipped.map((s) => info('database skipped', s));
  const details: Record<string, SizePoint[] | string> = {};
  const largest = Math.max(...opts.sizes);
  for (const database of databases) {
    let result: Awaited<ReturnType<typeof growOne>>;
    try {
      result = await growOne(database, opts.sizes, opts.samples, opts.runs);
    } catch (err) {
      figures.push(info(`${database.name}: error`, (err as Error).message.slice(0, 300)));
      details[database.name] = `error: ${(err as Error).message}`;
      continue;
    }
    details[database.name] = result.points;
    for (const p of result.points) {
      const at = `${database.name} ${k(p.size)}`;
      figures.push(
        info(`${at}: seed + listing rebuild`, round((p.seedMs + p.listingsMs) / 1000, 1), 's', `insert ${round(p.seedMs / 1000, 1)} s, listings ${round(p.listingsMs / 1000, 1)} s`),
        info(`${at}: listing page 1 p50`, round(p.page1P50, 2), 'ms'),
        info(`${at}: listing page ${p.deepPage} p50`, round(p.deepP50, 2), 'ms'),
        budgeted(`${at}: page ${p.deepPage} ÷ page 1`, round(p.ratio, 2), '×', 'max', 1.2, p.deepPage < 500 ? `only ${p.deepPage} pages at this size` : undefined),
      );
      if (p.load) {
        const { served, database } = p.load;
        const about = (l: Load) => `${l.requests} requests over ${l.pages} different pages, ${round(l.rps, 0)} req/s, p50 ${l.p50} ms`;
        figures.push(
          budgeted(`${at}: listing p99 at 50 connections, as served`, served.p99, 'ms', 'max', 25, `${about(served)}; catalogue cache on: each page's first request reads the database`),
          info(`${at}: listing p99 at 50 connections, every reply from the database`, database.p99, 'ms', `${about(database)}; cache off. At 50 connections a reply waits for those ahead of it: p50 ≈ 50 ÷ req/s`),
          budgeted(`${at}: listing under load, failed requests`, served.failed + database.failed, '', 'max', 0),
        );
      }
      if (p.searchP95 !== undefined) {
        const label = `${at}: search p95`;
        const slow = p.plans?.["search 'hoodie'"];
        const note = `p50 ${round(p.searchP50 ?? Number.NaN, 2)} ms, ${p.searchSamples} searches${slow ? `; slowest statement ${slow.ms} ms, plan: ${slow.plan.slice(0, 3).map((l) => l.trim()).join(' / ')}` : ''}`;
        figures.push(p.size >= 100_000 ? budgeted(label, round(p.searchP95, 2), 'ms', 'max', 30, note) : info(label, round(p.searchP95, 2), 'ms', note));
      }
    }
    if (!result.searchAvailable) figures.push(info(`${database.name}: search`, 'not available yet', '', 'POST /api/search-products has no route'));
    if (result.points.length > 1) {
      const [a, b] = [result.points[0], result.points[result.points.length - 1]];
      figures.push(info(`${database.name}: listing page 1 growth ${k(a.size)} → ${k(b.size)}`, round(b.page1P50 / a.page1P50, 2), '×'));
      if (a.searchP95 !== undefined && b.searchP95 !== undefined) figures.push(info(`${database.name}: search p95 growth ${k(a.size)} → ${k(b.size)}`, round(b.searchP95 / a.searchP95, 2), '×'));
    }
  }
  if (largest < 100_000) figures.push(info('search p95 budget (≤ 30 ms at 100k)', 'not checked', '', `largest size this run: ${k(largest)} (quick mode)`));
  return { id: 'growth', title: 'Growth (in-process app.inject on a seeded throw-away database)', status: 'ok', figures, details };
}
