import { request } from 'node:http';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { benchDatabases } from './growth/databases.ts';
import { growCatalogue } from './growth/seed.ts';
import { budgeted, info, type Figure, type Section } from './results.ts';
import { median, round } from './stats.ts';
import { startTestApp, testConfig } from '../../api/test/helpers/testApp.ts';

/** #40's budgets for the files crawlers and Merchant Center read whole. */
const FIRST_BYTE_MS = 200;
const WHOLE_MS = 3000;
const HEAP_MB = 50;

interface Fetched {
  firstByteMs: number;
  wholeMs: number;
  bytes: number;
  /** most heap in use while the reply streamed, above the heap before it (after a GC when --expose-gc) */
  heapGrowthMb: number;
  status: number;
  /** a stored copy's validator; none on a live stream */
  etag?: string;
}

/**
 * A full garbage collection, without starting node with --expose-gc: V8 lets garbage pile up in the
 * old generation as it likes, so "heap in use" without one measures its laziness, not what the
 * stream holds.
 */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * One GET over a real socket, as a crawler reads it (gzip asked, as Googlebot does), the heap sampled
 * every 10 ms (`live`: every 100 ms after a full GC, what the stream really holds; slower, so
 * its times are not used).
 */
function fetchWhole(base: string, path: string, live?: () => void): Promise<Fetched> {
  const heap = () => {
    live?.();
    return process.memoryUsage().heapUsed;
  };
  const heapBefore = heap();
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    heapPeak = Math.max(heapPeak, heap());
  }, live ? 100 : 10);
  const t0 = performance.now();
  return new Promise<Fetched>((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let firstByteMs = Number.NaN;
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - t0;
        bytes += chunk.length;
      });
      res.on('end', () => {
        clearInterval(sampler);
        resolve({ firstByteMs, wholeMs: performance.now() - t0, bytes, heapGrowthMb: (heapPeak - heapBefore) / 1e6, status: res.statusCode ?? 0, etag: res.headers.etag });
      });
      res.on('error', reject);
    });
    req.setTimeout(120_000, () => req.destroy(new Error(`${path}: no end within 120 s`)));
    req.on('error', (err) => {
      clearInterval(sampler);
      reject(err);
    });
    req.end();
  });
}

/**
 * The sitemap's first product file (50,000 URLs) and the product feed (every variant: 200,000 items)
 * for the growth bench's catalogue, streamed by the real routes from a listening in-process server on
 * each database: the first request ever (streamed live, reported), then, once the stored compressed copy
 * answers (it carries an ETag), time to the first byte and to the last (medians of `runs`), then one more run with
 * a full GC before each heap sample (every 100 ms): the live heap's growth, budgeted; the heap in use
 * without forced GCs is reported beside it. BENCH_ONLY=found runs it alone.
 */
export async function runFoundBench(opts: { size: number; runs: number; postgresUrl: string | null }): Promise<Omit<Section, 'seconds'>> {
  const { databases, skipped } = await benchDatabases(opts.postgresUrl);
  const figures: Figure[] = skipped.map((s) => info('database skipped', s));
  const record = (f: Figure) => {
    console.log(`[bench] found: ${f.name} ${f.value} ${f.unit}${f.note ? ` (${f.note})` : ''}`);
    figures.push(f);
  };
  const k = `${Math.round(opts.size / 1000)}k`;
  const gc = collector();
  for (const database of databases) {
    const db = await database.open();
    const config = testConfig({ publicUrl: 'https://shop.example' });
    const t = await startTestApp({ name: database.name, open: async () => db }, { config }, { seed: false, workers: false });
    try {
      await growCatalogue(db, opts.size);
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      for (const [label, path] of [['sitemap products-1.xml', '/sitemaps/products-1.xml'], ['feed products.xml', '/feeds/products.xml']] as const) {
        // the first request ever streams live and starts the stored copy's build; then ask until it is there
        const first = await fetchWhole(base, path);
        const at0 = `${database.name} ${k}: ${label}`;
        record(info(`${at0}, first request (streamed live)`, round(first.wholeMs / 1000, 2), 's', `load average ${round(loadavg()[0]!, 1)}`));
        const t0 = performance.now();
        while (!(await fetchWhole(base, path)).etag) {
          if (performance.now() - t0 > 120_000) throw new Error(`${path}: no stored copy within 120 s`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        record(info(`${at0}, stored copy ready after the first request`, round((performance.now() - t0) / 1000, 1), 's'));
        const runs: Fetched[] = [];
        for (let i = 0; i < opts.runs; i++) runs.push(await fetchWhole(base, path));
        if (runs.some((r) => !r.etag)) throw new Error(`${path}: a run was not the stored copy`);
        if (runs.some((r) => r.status !== 200)) throw new Error(`${path} answered ${runs.map((r) => r.status).join(', ')}`);
        const at = `${database.name} ${k}: ${label}`;
        const size = `${round(median(runs.map((r) => r.bytes)) / 1e6, 1)} MB gzip; load average ${round(loadavg()[0]!, 1)}`;
        record(budgeted(`${at}, first byte`, round(median(runs.map((r) => r.firstByteMs)), 1), 'ms', 'max', FIRST_BYTE_MS));
        record(budgeted(`${at}, whole file`, round(median(runs.map((r) => r.wholeMs)) / 1000, 2), 's', 'max', WHOLE_MS / 1000, size));
        const live = await fetchWhole(base, path, gc);
        record(budgeted(`${at}, heap growth`, round(live.heapGrowthMb, 1), 'MB', 'max', HEAP_MB, 'live heap: a full GC before each sample, every 100 ms'));
        record(info(`${at}, heap in use without forced GC`, round(Math.max(...runs.map((r) => r.heapGrowthMb)), 1), 'MB', "above the heap before the request, garbage included: V8's choice of when to collect"));
      }
    } finally {
      await t.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  }
  return { id: 'found', title: `Sitemap and product feed (${k} products, streamed over HTTP in-process)`, status: 'ok', reason: skipped.join('; ') || undefined, figures };
}
