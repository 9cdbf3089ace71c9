import { fork } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * Issue #42, the sync's half of the 'beside' section, pinned down: a listening store (besideStore.ts)
 * on a copy of a seeded data directory runs a forced full sync while a probe (health, cached '/', a
 * product page, 6 wishlist writers) records every request, and the database thread reports each
 * statement or transaction that held the one connection longer than PGLITE_SLOW_MS. Prints the
 * holds, the slowest writes with the holds around them, and every failed request by probe and status.
 *
 *   node --import tsx src/beside/besideStore.ts  (with BESIDE_SEED=1 DATA_DIR=<seed>: seeds once)
 *   SEED_DIR=<seed> PORT=8190 node --import tsx src/beside/syncProbe.ts
 *
 * Env: SEED_DIR (required), PORT (8190), BESIDE_SIZE (100000), WINDOW_S (the sync's first seconds
 * measured, 600), PGLITE_SLOW_MS (250), WRITERS (6).
 */
const seedDir = process.env.SEED_DIR;
if (!seedDir) throw new Error('SEED_DIR: a data directory seeded by besideStore.ts with BESIDE_SEED=1');
const port = Number(process.env.PORT ?? 8190);
const windowMs = Number(process.env.WINDOW_S ?? 600) * 1000;
const writers = Number(process.env.WRITERS ?? 6);
const base = `http://127.0.0.1:${port}`;

type Kind = 'health' | 'cached' | 'product' | 'write';
interface Seen {
  kind: Kind;
  at: number;
  ms: number;
  status: number | string;
}
interface Hold {
  at: number;
  ms: number;
  kind: string;
  sql?: string;
  statements?: number;
}

const dataDir = mkdtempSync(join(tmpdir(), 'sync-probe-'));
cpSync(seedDir, dataDir, { recursive: true });
const t0 = performance.now();
const now = () => performance.now() - t0;
const child = fork(join(import.meta.dirname, 'besideStore.ts'), [], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', DEMO_ORDERS: '0', PGLITE_SLOW_MS: process.env.PGLITE_SLOW_MS ?? '250', BESIDE_PHASES: '1' },
});
const holds: Hold[] = [];
const phases: { at: number; phase: string }[] = [];
const errors: string[] = [];
createInterface({ input: child.stdout! }).on('line', (line) => {
  try {
    const j = JSON.parse(line) as Record<string, unknown>;
    if (j.msg === 'slow embedded database hold') holds.push({ at: now(), ms: j.ms as number, kind: j.kind as string, sql: j.sql as string | undefined, statements: j.statements as number | undefined });
    else if (j.msg === 'sync phase') phases.push({ at: now(), phase: j.phase as string });
    else if ((j.level as number) >= 50) errors.push(line.slice(0, 300));
  } catch {
    // not a log line
  }
});

let next = 1;
const waiting = new Map<number, (m: { ok: boolean; value?: Record<string, unknown>; error?: string }) => void>();
child.on('message', (m: { ready?: boolean; id?: number; ok: boolean; value?: Record<string, unknown>; error?: string }) => {
  if (m.id) waiting.get(m.id)?.(m);
});
const ready = new Promise<void>((resolve, reject) => {
  child.on('message', (m: { ready?: boolean }) => m.ready && resolve());
  child.once('exit', (code) => reject(new Error(`store exited ${code}`)));
});
const call = (op: string) =>
  new Promise<Record<string, unknown>>((resolve, reject) => {
    const id = next++;
    waiting.set(id, (m) => (m.ok ? resolve(m.value ?? {}) : reject(new Error(m.error))));
    child.send({ id, op });
  });

const seen: Seen[] = [];
async function timed(kind: Kind, url: string, init?: RequestInit) {
  const at = now();
  let status: number | string;
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000), ...init });
    await res.arrayBuffer();
    status = res.status;
  } catch (err) {
    status = (err as Error).name;
  }
  seen.push({ kind, at, ms: now() - at, status });
}

function groupBy<T>(xs: T[], key: (x: T) => string): [string, T[]][] {
  const m = new Map<string, T[]>();
  for (const x of xs) m.set(key(x), [...(m.get(key(x)) ?? []), x]);
  return [...m];
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * xs.length) - 1)] ?? NaN;

try {
  await ready;
  const paths = (await call('paths')).paths as string[];
  for (let k = 0; k < 3; k++) await timed('cached', `${base}/`);
  let done = false;
  const sync = (async () => {
    await new Promise((r) => setTimeout(r, 5000));
    const s = now();
    await Promise.race([call('sync'), new Promise((r) => setTimeout(r, windowMs))]);
    return { start: s, end: now() };
  })();
  void sync.finally(() => (done = true));
  const every = (ms: number, fn: () => Promise<void>) =>
    (async () => {
      while (!done) {
        const s = performance.now();
        await fn();
        await new Promise((r) => setTimeout(r, Math.max(0, ms - (performance.now() - s))));
      }
    })();
  let i = 0;
  const writer = async (w: number) => {
    const guest = `guest_sync-probe-${w}-${Date.now()}`;
    while (!done) {
      const id = paths[(i++ * 7 + w) % paths.length]!.split('/').pop()!;
      await timed('write', `${base}/api/favourites-cart/add-remove`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-guest-uid': guest }, body: JSON.stringify({ type: 'favorite', product_id: id }) });
    }
  };
  await Promise.all([
    every(100, () => timed('health', `${base}/api/health`)),
    every(100, () => timed('cached', `${base}/`)),
    every(100, () => timed('product', `${base}${paths[i++ % paths.length]}`)),
    ...Array.from({ length: writers }, (_, w) => writer(w)),
  ]);
  const { start, end } = await sync;
  const during = seen.filter((s) => s.at >= start && s.at <= end);
  console.log(`sync: ${((end - start) / 1000).toFixed(1)} s; phases: ${phases.map((p) => `${p.phase}@${((p.at - start) / 1000).toFixed(1)}s`).join(', ')}`);
  for (const kind of ['health', 'cached', 'product', 'write'] as Kind[]) {
    const ok = during.filter((s) => s.kind === kind && typeof s.status === 'number' && s.status < 400).map((s) => s.ms);
    const failed = during.filter((s) => s.kind === kind && !(typeof s.status === 'number' && s.status < 400));
    const byStatus = groupBy(failed, (s) => String(s.status)).map(([st, xs]) => `${st}×${xs.length}`);
    console.log(`${kind}: ${ok.length} ok, p50 ${Math.round(pct(ok, 50))} p99 ${Math.round(pct(ok, 99))} max ${Math.round(ok.reduce((a, b) => Math.max(a, b), 0))} ms; failed ${failed.length} ${byStatus.join(' ')}`);
  }
  console.log(`holds ≥ ${process.env.PGLITE_SLOW_MS ?? 250} ms during the sync:`);
  const bySql = groupBy(holds.filter((h) => h.at >= start && h.at <= end + 1000), (h) => h.sql ?? `transaction of ${h.statements} statements`);
  const longest = (hs: Hold[]) => hs.reduce((a, h) => Math.max(a, h.ms), 0);
  for (const [sql, hs] of bySql.sort((a, b) => longest(b[1]) - longest(a[1]))) console.log(`  ${hs.length}× max ${longest(hs)} ms  ${sql}`);
  console.log('slowest writes, with the holds reported while they waited:');
  for (const w of during.filter((s) => s.kind === 'write').sort((a, b) => b.ms - a.ms).slice(0, 8)) {
    const around = holds.filter((h) => h.at >= w.at && h.at <= w.at + w.ms + 50).map((h) => `${h.ms} ms ${h.sql ?? `tx(${h.statements})`}`);
    console.log(`  ${Math.round(w.ms)} ms at ${((w.at - start) / 1000).toFixed(1)}s: ${around.join(' | ') || '-'}`);
  }
  if (errors.length) console.log(`store errors (${errors.length}):\n${errors.slice(0, 10).join('\n')}`);
} finally {
  child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
