import { fork, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { budgeted, info, type Figure, type Section } from './results.ts';
import type { ProbeTimes } from './beside/shopperProbe.ts';

/**
 * Issue #42: shoppers beside a backup and a full catalogue sync, on the default store (embedded
 * PGlite on disk) with the growth catalogue (100k products), served by a listening store. A probe
 * (in a process of its own, beside/shopperProbe.ts, not the bench runner's 1 GB heap) asks
 * /api/health every 100 ms, a cached page ('/') every 100 ms, an uncached product page every 100 ms
 * (a different product each time), while 6 writers each save and unsave a product to a guest's
 * wishlist as fast as it is acknowledged. Measured idle, during BENCH_BESIDE_BACKUPS backups (3,
 * their answers pooled) and during a full sync; once with PGlite on the HTTP thread as before
 * (PGLITE_THREAD=0, the backup then a REPEATABLE READ transaction) and once as the store runs now.
 * The store as it runs now is measured over the whole sync, its last phases (listings rebuilt
 * beside, the swap, ANALYZE) included, up to BENCH_BESIDE_SYNC_LIMIT_S (1,500 by default); the
 * before column over its first BENCH_BESIDE_SYNC_WINDOW_S seconds (120 by default: on the HTTP
 * thread it runs for many minutes). Runs alone with BENCH_ONLY=beside.
 */
const BUDGET = { health: 100, cached: 100, product: 500, write: 1000, hold: 1000 } as const;
const IDLE_MS = 10_000;
const WARM_MS = 20_000;
const SYNC_WINDOW_MS = Number(process.env.BENCH_BESIDE_SYNC_WINDOW_S ?? 120) * 1000;
const SYNC_LIMIT_MS = Number(process.env.BENCH_BESIDE_SYNC_LIMIT_S ?? 1500) * 1000;
// backups are repeatable and short: their probes pool several (one stall in one backup is a few of
// ~400 answers; one backup alone made the p99 swing 41–109 ms on this machine); a sync runs once
const BACKUPS = Math.max(1, Number(process.env.BENCH_BESIDE_BACKUPS ?? 3));

type Phase = 'idle' | 'backup' | 'sync';
type Probe = ProbeTimes;
interface PhaseResult extends Probe {
  phase: Phase;
  ms: number;
  holdMs?: number | null;
  /** the sync was still running when its window ended */
  unfinished?: boolean;
  error?: string;
  load1m: number;
  /** each run's length (ms) when the phase ran more than once (backups) and its probes were pooled */
  runsMs?: number[];
  /** each run's cached page p99 (ms), pooled runs */
  runsCachedP99?: number[];
  /** the store's HTTP thread: how late its event loop ran (p99, max; ms) */
  loop?: { p99: number; max: number; gcLongest: number; gcMajor: number };
}

const entry = join(import.meta.dirname, 'beside', 'besideStore.ts');

function startChild(dataDir: string, port: number, env: Record<string, string>): { child: ChildProcess; call: (op: string) => Promise<{ ms: number; value: Record<string, unknown> }>; ready: Promise<void> } {
  const child = fork(entry, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', DEMO_ORDERS: '0', ...env },
  });
  let next = 1;
  const waiting = new Map<number, (m: { ok: boolean; ms: number; value?: Record<string, unknown>; error?: string }) => void>();
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (m: { ready?: boolean; id?: number; ok: boolean; ms: number; value?: Record<string, unknown>; error?: string }) => {
      if (m.ready) resolve();
      else if (m.id) waiting.get(m.id)?.(m);
    });
    child.once('exit', (code) => {
      reject(new Error(`the bench store exited (${code})`));
      for (const w of waiting.values()) w({ ok: false, ms: 0, error: `the bench store exited (${code})` });
    });
  });
  ready.catch(() => {}); // the seeding run exits without being ready; the others await it
  const call = (op: string) =>
    new Promise<{ ms: number; value: Record<string, unknown> }>((resolve, reject) => {
      const id = next++;
      waiting.set(id, (m) => (m.ok ? resolve({ ms: m.ms, value: m.value ?? {} }) : reject(new Error(m.error))));
      if (!child.connected) return reject(new Error('the bench store is gone'));
      child.send({ id, op });
    });
  return { child, call, ready };
}

const probeEntry = join(import.meta.dirname, 'beside', 'shopperProbe.ts');

/** The shoppers' process (beside/shopperProbe.ts): `measure` runs the probe and the writers until `until` settles. */
async function shoppers() {
  const child = fork(probeEntry, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the shoppers' process exited (${code})`)));
  });
  return {
    async measure(base: string, paths: string[], until: Promise<unknown>): Promise<Probe> {
      child.send({ op: 'start', base, paths });
      await until.catch(() => {});
      const answered = new Promise<ProbeTimes>((resolve) => child.once('message', (m: ProbeTimes) => resolve(m)));
      child.send({ op: 'stop' });
      return answered;
    },
    stop: () => void child.kill('SIGKILL'),
  };
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
/** The largest value; a whole sync's writes (200,000 and more) overflow the stack as Math.max's arguments. */
const longest = (xs: number[]) => xs.reduce((m, x) => (x > m ? x : m), -Infinity);
const r0 = (n: number) => (Number.isFinite(n) ? Math.round(n) : NaN);

export async function runOne(label: string, seedDir: string, port: number, env: Record<string, string>, syncWindowMs: number): Promise<PhaseResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-beside-${label}-`));
  cpSync(seedDir, dataDir, { recursive: true });
  const store = startChild(dataDir, port, env);
  const base = `http://127.0.0.1:${port}`;
  const results: PhaseResult[] = [];
  const probe = await shoppers();
  const warm = (url: string) => fetch(url).then((r) => r.arrayBuffer()).catch(() => null);
  try {
    await store.ready;
    const paths = (await store.call('paths')).value.paths as string[];
    // warm: the cached page is cached, the render thread has its code
    for (let k = 0; k < 3; k++) await warm(`${base}/`);
    await warm(`${base}${paths[0]}`);
    // the store's own start-up work (the payment page's check over HTTP, render warm-up, the job
    // queue) would land in 'idle': the same probe runs unmeasured until it is done
    await probe.measure(base, paths, new Promise((r) => setTimeout(r, WARM_MS)));
    const phases: Phase[] = ['idle', ...Array<Phase>(BACKUPS).fill('backup'), 'sync'];
    for (const phase of phases) {
      await store.call('loop');
      const t0 = performance.now();
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)).then(() => ({ ms, value: { unfinished: phase !== 'idle' } as Record<string, unknown> }));
      // a sync of 100k products on the HTTP thread can run for many minutes: its first minutes are measured, then the store is stopped
      const work = phase === 'idle' ? sleep(IDLE_MS) : phase === 'sync' ? Promise.race([store.call(phase), sleep(syncWindowMs)]) : store.call(phase);
      const seen = await probe.measure(base, paths, work);
      const loop = (await store.call('loop').catch(() => null))?.value as PhaseResult['loop'] | undefined;
      const res = await work.then(
        (w) => ({ ms: w.ms, holdMs: (w.value.holdMs as number | null | undefined) ?? undefined, unfinished: w.value.unfinished === true }),
        (err: Error) => ({ ms: performance.now() - t0, error: err.message }),
      );
      results.push({ phase, ...seen, ...res, load1m: Math.round(loadavg()[0] * 10) / 10, loop });
      console.log(`[bench] beside ${label} ${phase}: ${Math.round(res.ms)} ms, health p99 ${r0(pct(seen.health, 99))}, cached p99 ${r0(pct(seen.cached, 99))}, product p99 ${r0(pct(seen.product, 99))}, longest write ${r0(longest(seen.writes))} ms (${seen.writes.length} writes), store's event loop late p99 ${r0(loop?.p99 ?? NaN)} max ${r0(loop?.max ?? NaN)} ms (longest GC ${r0(loop?.gcLongest ?? NaN)} ms, ${loop?.gcMajor ?? NaN} major), shoppers' event loop late p99 ${r0(seen.probeLate.p99)} max ${r0(seen.probeLate.max)} ms, load ${loadavg()[0].toFixed(1)}`);
      await new Promise((r) => setTimeout(r, 2000));
    }
    if (!results.some((r) => r.unfinished)) await store.call('stop').catch(() => {});
  } finally {
    probe.stop();
    store.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
  return pooled(results);
}

/** One result per phase: a phase run several times (backups) pools its probes' answers. */
function pooled(results: PhaseResult[]): PhaseResult[] {
  const out: PhaseResult[] = [];
  for (const r of results) {
    const same = out.find((o) => o.phase === r.phase);
    if (!same) {
      out.push({ ...r, health: [...r.health], cached: [...r.cached], product: [...r.product], writes: [...r.writes], runsMs: [r.ms], runsCachedP99: [r0(pct(r.cached, 99))] });
      continue;
    }
    for (const k of ['health', 'cached', 'product', 'writes'] as const) for (const v of r[k]) same[k].push(v);
    same.failures += r.failures;
    same.probeLate = { p99: Math.max(same.probeLate.p99, r.probeLate.p99), max: Math.max(same.probeLate.max, r.probeLate.max) };
    same.runsMs!.push(r.ms);
    same.runsCachedP99!.push(r0(pct(r.cached, 99)));
    same.ms = Math.max(same.ms, r.ms);
    same.holdMs = Math.max(same.holdMs ?? 0, r.holdMs ?? 0);
    same.error ??= r.error;
    same.load1m = Math.max(same.load1m, r.load1m);
    if (r.loop && same.loop) same.loop = { p99: Math.max(same.loop.p99, r.loop.p99), max: Math.max(same.loop.max, r.loop.max), gcLongest: Math.max(same.loop.gcLongest, r.loop.gcLongest), gcMajor: same.loop.gcMajor + r.loop.gcMajor };
  }
  return out;
}

export async function runBesideBench(opts: { size: number; port: number }): Promise<Omit<Section, 'seconds'>> {
  const seedDir = mkdtempSync(join(tmpdir(), 'bench-beside-seed-'));
  const figures: Figure[] = [];
  const k = `${Math.round(opts.size / 1000)}k`;
  try {
    const t0 = performance.now();
    const seeding = startChild(seedDir, opts.port, { BESIDE_SEED: '1', BESIDE_SIZE: String(opts.size) });
    await new Promise<void>((resolve, reject) => seeding.child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding exited ${code}`)))));
    figures.push(info(`data directory seeded with ${k} products`, Math.round((performance.now() - t0) / 100) / 10, 's'));
    const before = await runOne('before', seedDir, opts.port, { PGLITE_THREAD: '0', BESIDE_SIZE: String(opts.size) }, SYNC_WINDOW_MS);
    const after = await runOne('after', seedDir, opts.port, { BESIDE_SIZE: String(opts.size) }, SYNC_LIMIT_MS);
    for (const phase of ['idle', 'backup', 'sync'] as Phase[]) {
      const b = before.find((x) => x.phase === phase)!;
      const a = after.find((x) => x.phase === phase)!;
      const was = (xs: number[], p: number) => `before (PGlite on the HTTP thread): ${r0(pct(xs, p))} ms`;
      const load = `load ${a.load1m} (before ${b.load1m})`;
      const length = (x: PhaseResult) =>
        (x.runsMs?.length ?? 1) > 1 ? `${x.runsMs!.length} backups of ${(Math.min(...x.runsMs!) / 1000).toFixed(1)}–${(Math.max(...x.runsMs!) / 1000).toFixed(1)} s` : `${x.unfinished ? 'first ' : ''}${(x.ms / 1000).toFixed(1)} s`;
      const during = phase === 'idle' ? 'idle' : `during the ${phase} (${length(a)}; before ${length(b)})`;
      if (a.error || b.error) figures.push(info(`${during}: the ${phase} failed`, a.error ?? b.error ?? '', ''));
      figures.push(budgeted(`${during}: /api/health p99`, r0(pct(a.health, 99)), 'ms', 'max', BUDGET.health, `${was(b.health, 99)}; max ${r0(longest(a.health))} ms; ${load}`));
      const late = a.loop ? `; the store's event loop late p99 ${r0(a.loop.p99)} ms, max ${r0(a.loop.max)} ms (longest GC ${r0(a.loop.gcLongest)} ms), the shoppers' own ${r0(a.probeLate.p99)} ms, max ${r0(a.probeLate.max)} ms` : '';
      const each = (a.runsCachedP99?.length ?? 1) > 1 ? `; each backup alone ${a.runsCachedP99!.join(', ')} ms` : '';
      figures.push(budgeted(`${during}: cached page '/' p99`, r0(pct(a.cached, 99)), 'ms', 'max', BUDGET.cached, `${was(b.cached, 99)}${each}${late}; ${load}`));
      figures.push(budgeted(`${during}: uncached product page p99`, r0(pct(a.product, 99)), 'ms', 'max', BUDGET.product, `${was(b.product, 99)}; ${a.product.length} pages; ${load}`));
      figures.push(budgeted(`${during}: longest acknowledged write`, r0(longest(a.writes)), 'ms', 'max', BUDGET.write, `${was(b.writes, 100)}; ${a.writes.length} writes by 6 writers (before ${b.writes.length}); ${a.failures} failed requests (before ${b.failures})`));
      if (phase === 'backup') figures.push(budgeted(`backup's hold on the database`, r0(a.holdMs ?? NaN), 'ms', 'max', BUDGET.hold, `the longest of the backups; before: the whole backup (${(b.ms / 1000).toFixed(1)} s) in one transaction`));
    }
    return {
      id: 'beside',
      title: `Shoppers beside a backup and a full sync (PGlite on disk, ${k} products, listening store; before = PGlite on the HTTP thread)`,
      status: 'ok',
      figures,
      details: Object.fromEntries([['before', before], ['after', after]].map(([k, rs]) => [k as string, (rs as PhaseResult[]).map(({ health, cached, product, writes, ...rest }) => ({ ...rest, requests: { health: health.length, cached: cached.length, product: product.length, writes: writes.length } }))])),
    };
  } finally {
    rmSync(seedDir, { recursive: true, force: true });
  }
}
