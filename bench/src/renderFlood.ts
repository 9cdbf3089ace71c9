import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { budgeted, info, type Figure, type Section } from './results.ts';
import { metricsToken, startStore, waitForStoreFront, type StoreServer } from './server.ts';
import { median, repeat, round } from './stats.ts';
import { firstProduct } from './throughput.ts';

/** Issue #24's budgets for render flooding. */
const FRESH_RPS = 400;
const FRESH_P99_MS = 150;
const FLOOD_RATIO = 0.5;
const HEALTH_P99_MS = 50;

export interface LoadSample {
  rps: number;
  p99: number;
  total: number;
  non2xx: number;
  /** CPU ms the store used per reply in this run (when it was measured) */
  cpuMsPerReply?: number;
}

/** autocannon on one URL; `[<id>]` in it becomes a fresh id per request. */
export async function hammer(url: string, connections: number, durationSec: number, store?: StoreServer): Promise<LoadSample> {
  const cpu0 = store ? storeCpuMs(store) : Number.NaN;
  const r = await autocannon({ url, idReplacement: url.includes('[<id>]'), connections, duration: durationSec, headers: { 'accept-encoding': 'gzip' } });
  const cpuMsPerReply = store && r.requests.total ? (storeCpuMs(store) - cpu0) / r.requests.total : undefined;
  return { rps: r.requests.average, p99: r.latency.p99, total: r.requests.total, non2xx: r.non2xx + r.errors + r.timeouts, cpuMsPerReply };
}

/**
 * CPU time (ms) the store's processes have used so far, from /proc: on a shared machine the CPU a
 * request costs is steadier than the requests per second the store got the cores for.
 */
export function storeCpuMs(store: StoreServer): number {
  try {
    const pids = execFileSync('ps', ['-o', 'pid=', '-g', String(store.pgid)], { encoding: 'utf8' }).split('\n').map((l) => l.trim()).filter(Boolean);
    let ticks = 0;
    for (const pid of pids) {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    }
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return Number.NaN;
  }
}

/**
 * The API process's V8 heap in use (MB), from its Prometheus metrics (prom-client's
 * nodejs_heap_size_used_bytes, plus its render threads' store_render_threads_heap_used_bytes), with the bench's metrics token. NaN when they cannot be read: a
 * heap budget then fails, it never passes unread.
 */
export async function storeHeapMb(baseUrl: string): Promise<number> {
  const text = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` }, signal: AbortSignal.timeout(5_000) })
    .then((r) => (r.ok ? r.text() : ''))
    .catch(() => '');
  const m = /^nodejs_heap_size_used_bytes (\d+(?:\.\d+)?(?:e\+?\d+)?)$/m.exec(text);
  // the render threads' heaps are the store's too (#24): each thread has its own
  const threads = /^store_render_threads_heap_used_bytes (\d+(?:\.\d+)?(?:e\+?\d+)?)$/m.exec(text);
  return m ? (Number(m[1]) + Number(threads?.[1] ?? 0)) / 1024 / 1024 : Number.NaN;
}

/** The store's processes' resident memory (MB): the API process's heap plus PGlite's memory and code. */
export function storeRssMb(store: StoreServer): number {
  try {
    const out = execFileSync('ps', ['-o', 'rss=', '-g', String(store.pgid)], { encoding: 'utf8' });
    return Math.max(0, ...out.split('\n').map((l) => Number(l.trim()) || 0)) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Each page fetched one at a time until they answer quickly: remotes loaded, code compiled, caches filled. */
export async function warmUp(baseUrl: string, paths: string[]) {
  await waitForStoreFront(baseUrl);
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    for (const path of paths) await fetch(`${baseUrl}${path}${path.includes('?') ? '&' : '?'}warm=${i}`).then((r) => r.arrayBuffer());
    if (i >= 5 && performance.now() - t < 100 * paths.length) return;
  }
}

async function pagePaths(baseUrl: string) {
  const product = await firstProduct(baseUrl);
  if (!product) throw new Error('no product in /api/hoodies');
  return [
    { id: 'listing', label: 'listing /shop/hoodies', path: '/shop/hoodies' },
    { id: 'product', label: 'product page', path: `/${product.category}/x/${product.id}` },
  ];
}

/**
 * (a) Fresh render cost: every request rendered, none reused — a store with its page cache off
 * (PAGE_CACHE_TTL_MS=0) and no render bound, each URL unique. The catalogue's data cache stays on,
 * as served: this is the price of the render, not of the database.
 */
export async function runFreshRender(port: number, opts: { runs: number; connections: number; durationSec: number }): Promise<Omit<Section, 'seconds'>> {
  const store = await startStore(port, { PAGE_CACHE_TTL_MS: '0', RENDER_CONCURRENCY: '100000' });
  try {
    const pages = await pagePaths(store.baseUrl);
    await warmUp(store.baseUrl, pages.map((p) => p.path));
    // One round under the same load first, not counted: one request at a time leaves most of the
    // render to the optimising compiler's first minutes (the first loaded round ran up to a fifth slower
    // than the next ones here), and the budget is the price of a render in a running store.
    for (const p of pages) await hammer(`${store.baseUrl}${p.path}?utm_id=[<id>]`, opts.connections, opts.durationSec);
    const rounds = await repeat(opts.runs, async () => {
      const out: Record<string, LoadSample> = {};
      for (const p of pages) out[p.id] = await hammer(`${store.baseUrl}${p.path}?utm_id=[<id>]`, opts.connections, opts.durationSec, store);
      return out;
    });
    const figures: Figure[] = [];
    for (const p of pages) {
      const rps = median(rounds.map((r) => r[p.id]!.rps));
      const p99 = median(rounds.map((r) => r[p.id]!.p99));
      figures.push(
        budgeted(`${p.label}: rendered on every request`, round(rps, 0), 'req/s', 'min', FRESH_RPS, 'issue #24 (was 73 listing / 78 product)'),
        budgeted(`${p.label}: rendered on every request, p99`, round(p99, 0), 'ms', 'max', FRESH_P99_MS, 'issue #24 (was 941 / 808 ms)'),
      );
      const cpu = median(rounds.map((r) => r[p.id]!.cpuMsPerReply ?? Number.NaN));
      figures.push(info(`${p.label}: CPU per render`, round(cpu, 2), 'ms', `the store's own CPU time ÷ replies: ${round(1000 / cpu, 0)} renders/s per core it gets (steadier than req/s on a shared machine)`));
      const bad = rounds.reduce((n, r) => n + r[p.id]!.non2xx, 0);
      if (bad) figures.push(info(`${p.label}: non-2xx or errors`, bad, 'responses'));
    }
    return { id: 'fresh-render', title: `Fresh render cost (page cache off, unique URL per request, ${opts.connections} connections, ${opts.durationSec} s)`, status: 'ok', figures, details: { rounds } };
  } finally {
    await store.stop();
    store.dispose();
  }
}

/**
 * (c) Flooding: 50 connections with a unique tracking parameter per request against the same pages
 * plain, as served (page cache and render bound on); /api/health timed from 2 more connections
 * during each flood; then a known product under a new title slug each time (one cached page), and
 * unknown product URLs and made-up category slugs, reported: they cannot use the cache at all.
 */
export async function runFlooding(store: StoreServer, opts: { runs: number; connections: number; durationSec: number }): Promise<Omit<Section, 'seconds'>> {
  const pages = await pagePaths(store.baseUrl);
  await warmUp(store.baseUrl, pages.map((p) => p.path));
  const product = pages[1]!.path.split('/')[1];
  const rounds = await repeat(opts.runs, async () => {
    const out: Record<string, { plain: LoadSample; flood: LoadSample; health: LoadSample }> = {};
    for (const p of pages) {
      const plain = await hammer(store.baseUrl + p.path, opts.connections, opts.durationSec);
      const [flood, health] = await Promise.all([
        hammer(`${store.baseUrl}${p.path}?utm_source=[<id>]&gclid=[<id>]`, opts.connections, opts.durationSec),
        hammer(`${store.baseUrl}/api/health`, 2, opts.durationSec),
      ]);
      out[p.id] = { plain, flood, health };
    }
    // a known product under a new title slug each time: one cached page, whatever the slug
    const [slugs, slugsHealth] = await Promise.all([
      hammer(store.baseUrl + pages[1]!.path.replace('/x/', '/[<id>]/'), opts.connections, opts.durationSec),
      hammer(`${store.baseUrl}/api/health`, 2, opts.durationSec),
    ]);
    out.slugs = { plain: out.product!.plain, flood: slugs, health: slugsHealth };
    const [flood, health] = await Promise.all([
      hammer(`${store.baseUrl}/${product}/x/no-such-[<id>]`, opts.connections, opts.durationSec),
      hammer(`${store.baseUrl}/api/health`, 2, opts.durationSec),
    ]);
    out.unknown = { plain: flood, flood, health };
    const [categories, categoriesHealth] = await Promise.all([
      hammer(`${store.baseUrl}/shop/no-such-[<id>]`, opts.connections, opts.durationSec),
      hammer(`${store.baseUrl}/api/health`, 2, opts.durationSec),
    ]);
    out.categories = { plain: categories, flood: categories, health: categoriesHealth };
    return out;
  });
  const figures: Figure[] = [];
  for (const p of pages) {
    const ratio = median(rounds.map((r) => r[p.id]!.flood.rps / r[p.id]!.plain.rps));
    figures.push(
      budgeted(`${p.label}: unique tracking parameters ÷ plain URL req/s`, round(ratio, 2), '', 'min', FLOOD_RATIO, `plain ${round(median(rounds.map((r) => r[p.id]!.plain.rps)), 0)} req/s, flooded ${round(median(rounds.map((r) => r[p.id]!.flood.rps)), 0)} req/s (was 223 → 9)`),
      budgeted(`${p.label} flood: /api/health p99`, median(rounds.map((r) => r[p.id]!.health.p99)), 'ms', 'max', HEALTH_P99_MS, 'issue #24 (was 205 ms median)'),
    );
  }
  figures.push(
    budgeted('product page under a new title slug per request ÷ plain URL req/s', round(median(rounds.map((r) => r.slugs!.flood.rps / r.slugs!.plain.rps)), 2), '', 'min', FLOOD_RATIO, `flooded ${round(median(rounds.map((r) => r.slugs!.flood.rps)), 0)} req/s: the slug is no part of the cached page's URL`),
    budgeted('product page slug flood: /api/health p99', median(rounds.map((r) => r.slugs!.health.p99)), 'ms', 'max', HEALTH_P99_MS),
    info('made-up category slugs (404 with the general list), unique per request: req/s', round(median(rounds.map((r) => r.categories!.flood.rps)), 0), 'req/s', 'each a render (within the render bound), kept only in the 404 budget'),
    info('made-up category slugs flood: /api/health p99', median(rounds.map((r) => r.categories!.health.p99)), 'ms'),
    info('unknown product URLs (404), unique per request: req/s', round(median(rounds.map((r) => r.unknown!.flood.rps)), 0), 'req/s', 'past the render bound they go out client-rendered'),
    info('unknown product URLs flood: /api/health p99', median(rounds.map((r) => r.unknown!.health.p99)), 'ms'),
    info('store heap after the floods', round(await storeHeapMb(store.baseUrl), 0), 'MB', `V8 heap in use; resident memory ${round(storeRssMb(store), 0)} MB (issue: heap 1.3 GB after 3,000 unknown products)`),
  );
  return { id: 'flooding', title: `Render flooding (${opts.connections} connections of unique URLs, /api/health from 2 more, ${opts.durationSec} s)`, status: 'ok', figures, details: { rounds } };
}
