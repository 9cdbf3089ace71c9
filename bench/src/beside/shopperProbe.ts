import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * The shoppers of the `beside` section, in a process of their own (forked by besideShoppers.ts): a
 * probe asks /api/health, the cached page '/' and an uncached product page every 100 ms each, while
 * 6 writers save and unsave a product to a guest's wishlist as fast as each is acknowledged. Its own
 * small process, so the bench runner's heap (1 GB: every section's code) and its collector are not
 * timed as the store's; how late this process's own event loop ran is sent back with the answers.
 *
 * Messages: { op: 'start', base, paths } starts; { op: 'stop' } answers the times (ms) seen since.
 */
export interface ProbeTimes {
  health: number[];
  cached: number[];
  product: number[];
  writes: number[];
  failures: number;
  /** this process's event loop: how late it ran (p99, max; ms) */
  probeLate: { p99: number; max: number };
}

async function timed(url: string, init?: RequestInit): Promise<number | null> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000), ...init });
    await res.arrayBuffer();
    return res.status < 400 ? performance.now() - t0 : null;
  } catch {
    return null;
  }
}

function run(base: string, productPaths: string[]) {
  const out = { health: [] as number[], cached: [] as number[], product: [] as number[], writes: [] as number[], failures: 0 };
  const late = monitorEventLoopDelay({ resolution: 10 });
  late.enable();
  let done = false;
  const every = (ms: number, fn: () => Promise<void>) =>
    (async () => {
      while (!done) {
        const t0 = performance.now();
        await fn();
        await new Promise((r) => setTimeout(r, Math.max(0, ms - (performance.now() - t0))));
      }
    })();
  const keep = (list: number[]) => (v: number | null) => void (v === null ? out.failures++ : list.push(v));
  let i = Math.floor(Math.random() * productPaths.length);
  const writer = async (w: number) => {
    const guest = `guest_bench-beside-${w}-${Date.now()}`;
    while (!done) {
      const id = productPaths.length ? productPaths[(i++ * 7 + w) % productPaths.length]!.split('/').pop()! : 'bench-0000001';
      const ms = await timed(`${base}/api/favourites-cart/add-remove`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-guest-uid': guest }, body: JSON.stringify({ type: 'favorite', product_id: id }) });
      keep(out.writes)(ms);
    }
  };
  const all = Promise.all([
    every(100, async () => keep(out.health)(await timed(`${base}/api/health`))),
    every(100, async () => keep(out.cached)(await timed(`${base}/`))),
    every(100, async () => keep(out.product)(await timed(`${base}${productPaths[i++ % productPaths.length]}`))),
    ...Array.from({ length: 6 }, (_, w) => writer(w)),
  ]);
  return async (): Promise<ProbeTimes> => {
    done = true;
    await all;
    late.disable();
    return { ...out, probeLate: { p99: late.percentile(99) / 1e6, max: late.max / 1e6 } };
  };
}

let stop: (() => Promise<ProbeTimes>) | null = null;
process.on('message', (msg: { op: 'start'; base: string; paths: string[] } | { op: 'stop' }) => {
  if (msg.op === 'start') stop = run(msg.base, msg.paths);
  else if (stop) {
    const finish = stop;
    stop = null;
    void finish().then((times) => process.send!(times));
  }
});
process.send!({ ready: true });
