import { request } from 'node:http';
import autocannon from 'autocannon';
import { budgeted, info, type Figure, type Section } from './results.ts';
import { startStore } from './server.ts';
import { median, repeat, round } from './stats.ts';
import { firstProduct } from './throughput.ts';

/** The ratio under which issue #12 asks for reused anonymous HTML; the store reuses it (pageCache). */
const MIN_RATIO = 0.3;

interface PageSample {
  rps: number;
  p99: number;
  /** measured for the URL as shoppers request it (not for the unique-URL run) */
  ttfbMs: number | null;
  non2xx: number;
}

/** Time to the reply's first byte (status line and headers), median of `times` requests one after another. */
async function timeToFirstByte(url: string, times = 15): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    samples.push(
      await new Promise<number>((resolve, reject) => {
        const t0 = performance.now();
        const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const ms = performance.now() - t0;
          res.resume();
          res.on('end', () => resolve(ms));
        });
        req.on('error', reject);
        req.end();
      }),
    );
  }
  return median(samples);
}

/**
 * `unique`: every request carries its own query string, so none is served from the page cache —
 * the price of a render. Otherwise the same URL over and over, as shoppers landing on it see it.
 */
async function load(url: string, connections: number, durationSec: number, unique: boolean): Promise<PageSample> {
  const r = await autocannon({
    url: unique ? `${url}${url.includes('?') ? '&' : '?'}bench=[<id>]` : url,
    idReplacement: unique,
    connections,
    duration: durationSec,
    headers: { 'accept-encoding': 'gzip' },
  });
  return { rps: r.requests.average, p99: r.latency.p99, ttfbMs: unique ? null : await timeToFirstByte(url), non2xx: r.non2xx + r.errors };
}

/**
 * Section: what server rendering costs. The listing and a product page as `npm start` serves them
 * (server-rendered, reused for a few seconds), the same pages rendered on every request, and the
 * store with SERVER_RENDER=off serving the static index.html — in one run, the ratio against it.
 */
export async function runServerCost(baseUrl: string, port: number, opts: { runs: number; connections: number; durationSec: number }): Promise<Omit<Section, 'seconds'>> {
  const product = await firstProduct(baseUrl);
  const pages = [
    { id: 'listing', label: 'listing /shop/hoodies', path: '/shop/hoodies' },
    ...(product ? [{ id: 'product', label: 'product page', path: `/${product.category}/x/${product.id}` }] : []),
  ];
  const staticStore = await startStore(port, { SERVER_RENDER: 'off' });
  const figures: Figure[] = [];
  try {
    const rounds = await repeat(opts.runs, async () => {
      const out: Record<string, { cached: PageSample; rendered: PageSample; static: PageSample }> = {};
      for (const p of pages) {
        out[p.id] = {
          static: await load(staticStore.baseUrl + p.path, opts.connections, opts.durationSec, false),
          cached: await load(baseUrl + p.path, opts.connections, opts.durationSec, false),
          rendered: await load(baseUrl + p.path, opts.connections, opts.durationSec, true),
        };
      }
      return out;
    });
    for (const p of pages) {
      const pick = (k: 'cached' | 'rendered' | 'static', f: keyof PageSample) => median(rounds.map((r) => r[p.id]![k][f] ?? Number.NaN));
      const ratio = median(rounds.map((r) => r[p.id]!.cached.rps / r[p.id]!.static.rps));
      const renderRatio = median(rounds.map((r) => r[p.id]!.rendered.rps / r[p.id]!.static.rps));
      figures.push(
        info(`${p.label}: static index.html req/s`, round(pick('static', 'rps'), 0), 'req/s', `SERVER_RENDER=off; time to first byte ${round(pick('static', 'ttfbMs'), 1)} ms`),
        info(`${p.label}: server-rendered req/s`, round(pick('cached', 'rps'), 0), 'req/s', `as served (HTML reused up to PAGE_CACHE_TTL_MS); time to first byte ${round(pick('cached', 'ttfbMs'), 1)} ms, p99 ${pick('cached', 'p99')} ms`),
        budgeted(`${p.label}: server-rendered ÷ static req/s`, round(ratio, 2), '', 'min', MIN_RATIO, 'issue #12: under 0.3, reuse anonymous HTML (the store does)'),
        info(`${p.label}: rendered on every request req/s`, round(pick('rendered', 'rps'), 0), 'req/s', `a unique URL per request, no reuse: ${round(renderRatio, 3)} × static; p99 ${pick('rendered', 'p99')} ms`),
      );
      const bad = rounds.reduce((n, r) => n + r[p.id]!.cached.non2xx + r[p.id]!.rendered.non2xx + r[p.id]!.static.non2xx, 0);
      if (bad) figures.push(info(`${p.label}: non-2xx or errors`, bad, 'responses'));
    }
    return { id: 'server-cost', title: `Server rendering's cost (autocannon, ${opts.connections} connections, ${opts.durationSec} s per figure, gzip)`, status: 'ok', figures, details: { rounds } };
  } finally {
    await staticStore.stop();
    staticStore.dispose();
  }
}
