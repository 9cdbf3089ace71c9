import { budgeted, info, type Figure, type Section } from './results.ts';
import { startStore, type StoreServer } from './server.ts';
import { withPostgresStore } from './postgresStore.ts';
import { percentile, round } from './stats.ts';
import { storeHeapMb, storeRssMb, warmUp } from './renderFlood.ts';

const CRAWL_CONNECTIONS = 16;
const MAX_HEAP_MB = 512;
/**
 * The store runs the crawl inside the budget's heap: V8 lets its heap grow while there is room, so
 * an uncapped store read 530–760 MB "in use" on this crawl, most of it garbage not yet collected
 * (capped at 400 MB, the same crawl ran as fast with a peak of 316 MB). Capped, a store whose live
 * data did not fit would fail pages or crash: that is what the budget must catch.
 */
// old space only: the young generation (≈ 32 MB) comes on top, inside the budget
const HEAP_CAP = { NODE_OPTIONS: `--max-old-space-size=${MAX_HEAP_MB - 32}` };
const BUDGET_RPS = { pglite: 100, postgres: 200 } as const;

/** Every product's page URL, from the all-products listing (its replies leave product details cold). */
async function productUrls(baseUrl: string): Promise<string[]> {
  const urls: string[] = [];
  for (let page = 1, pages = 1; page <= pages && page <= 1_000; page++) {
    const body = (await (await fetch(`${baseUrl}/api/shop-products?page=${page}`)).json()) as {
      data?: { productId?: string; id?: string; category?: string }[];
      pagination?: { totalPages?: number };
    };
    pages = body.pagination?.totalPages ?? 1;
    for (const p of body.data ?? []) urls.push(`/${p.category}/x/${p.productId ?? p.id}`);
  }
  return [...new Set(urls)];
}

/**
 * One crawl of every product page with a cold cache, `CRAWL_CONNECTIONS` at a time (keep-alive
 * fetch, gzip, body read). The store's resident memory is sampled every 200 ms throughout.
 */
async function crawl(store: StoreServer) {
  // the frame and the remotes warm (not any product): a fresh store's first renders load code
  await warmUp(store.baseUrl, ['/', '/shop/hoodies']);
  const urls = await productUrls(store.baseUrl);
  const latencies: number[] = [];
  let bad = 0;
  let failed = 0;
  let next = 0;
  let peakRss = storeRssMb(store);
  let peakHeap = await storeHeapMb(store.baseUrl);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, storeRssMb(store));
    void storeHeapMb(store.baseUrl).then((mb) => (peakHeap = Math.max(peakHeap, mb)));
  }, 500);
  const t0 = performance.now();
  try {
    await Promise.all(
      Array.from({ length: CRAWL_CONNECTIONS }, async () => {
        while (next < urls.length) {
          const url = urls[next++]!;
          const t = performance.now();
          const res = await fetch(store.baseUrl + url, { headers: { 'accept-encoding': 'gzip' }, signal: AbortSignal.timeout(30_000) }).catch(() => null);
          await res?.arrayBuffer().catch(() => null);
          latencies.push(performance.now() - t);
          if (!res || res.status !== 200) failed++;
          if (!res || res.status !== 200 || res.headers.get('x-store-render')) bad++;
        }
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - t0) / 1000;
  peakRss = Math.max(peakRss, storeRssMb(store));
  peakHeap = Math.max(peakHeap, await storeHeapMb(store.baseUrl));
  return { pages: urls.length, seconds, rps: urls.length / seconds, p99: percentile(latencies, 99), notRendered: bad, failed, peakRss, peakHeap };
}

function figuresOf(database: 'pglite' | 'postgres', r: Awaited<ReturnType<typeof crawl>>): Figure[] {
  const label = database === 'pglite' ? 'PGlite' : 'PostgreSQL';
  // A page left to the browser (past the render bound) is cheap and not what a crawler came for:
  // only server-rendered pages count towards the budget.
  const rendered = (r.pages - r.notRendered) / r.seconds;
  return [
    budgeted(`${label}: cold crawl of ${r.pages} product pages, server-rendered pages per second`, round(rendered, 0), 'req/s', 'min', BUDGET_RPS[database], `issue #24 (was 17 PGlite / 38 PostgreSQL); all replies ${round(r.rps, 0)} req/s, p99 ${round(r.p99, 0)} ms, ${round(r.seconds, 1)} s`),
    budgeted(`${label}: store's peak heap during the crawl`, round(r.peakHeap, 0), 'MB', 'max', MAX_HEAP_MB, `V8 heap in use, sampled every 500 ms from /metrics, the store run with ${HEAP_CAP.NODE_OPTIONS}; peak resident memory ${round(r.peakRss, 0)} MB (PGlite's memory is outside the heap)`),
    budgeted(`${label}: pages that failed (no answer or not 200) with the heap capped`, r.failed, 'pages', 'max', 0),
    info(`${label}: pages not server-rendered (non-200, or client-rendered past the render bound)`, r.notRendered, 'pages'),
  ];
}

/** (b) Cold crawl of every product page on a fresh store, on PGlite and (when given) PostgreSQL. */
export async function runColdCrawl(ports: { pglite: number; postgres: number }, postgresUrl: string | null): Promise<Omit<Section, 'seconds'>> {
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  const store = await startStore(ports.pglite, HEAP_CAP);
  try {
    details.pglite = await crawl(store);
    figures.push(...figuresOf('pglite', details.pglite as Awaited<ReturnType<typeof crawl>>));
  } finally {
    await store.stop();
    store.dispose();
  }
  if (postgresUrl) {
    details.postgres = await withPostgresStore(ports.postgres, postgresUrl, crawl, HEAP_CAP);
    figures.push(...figuresOf('postgres', details.postgres as Awaited<ReturnType<typeof crawl>>));
  }
  return { id: 'cold-crawl', title: `Cold crawl of every product page (${CRAWL_CONNECTIONS} connections, fresh store)`, status: 'ok', figures, details };
}
