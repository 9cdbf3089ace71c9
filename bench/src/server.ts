import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';

export interface StoreServer {
  baseUrl: string;
  port: number;
  /** the store's process group (its API process is in it) */
  pgid: number;
  dataDir: string;
  /** stops the server; the data directory stays until `dispose` so a section can read the database */
  stop(): Promise<void>;
  dispose(): void;
}

/**
 * The bearer token the bench's stores take for /metrics (never public, #24 item 5): the sections
 * read the store's heap from it. One per harness run unless METRICS_TOKEN is given.
 */
export const metricsToken = process.env.METRICS_TOKEN || randomBytes(16).toString('hex');

const running = new Set<ChildProcess>();
// A crash or Ctrl-C of the harness must not leave a store listening (each runs in its own group).
const killAll = () => {
  for (const child of running) if (child.pid) try { process.kill(-child.pid, 'SIGKILL'); } catch { /* already gone */ }
};
process.once('exit', killAll);
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.once(sig, () => { killAll(); process.exit(130); });

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`store exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`store not ready at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * The built store (shell + remotes + API) as `npm start` serves it, on a loopback port with a fresh
 * embedded database, in its own process group so that stopping it stops the API child too.
 */
export async function startStore(port: number, extraEnv: Record<string, string> = {}): Promise<StoreServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-store-${port}-`));
  const output: string[] = [];
  const child = spawn(process.execPath, [join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SKIP_BUILD: '1', LOG_LEVEL: 'warn', DATABASE_URL: '', DEMO_ORDERS: '0', METRICS_TOKEN: metricsToken, ...extraEnv },
  });
  running.add(child);
  const keep = (b: Buffer) => {
    output.push(b.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ }
    const timer = setTimeout(() => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ } }, 10_000);
    await exited;
    clearTimeout(timer);
    running.delete(child);
  };
  try {
    await waitForHealth(`${baseUrl}/api/health`, child, 120_000);
  } catch (err) {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${(err as Error).message}\n--- store output ---\n${output.join('').slice(-2000)}`);
  }
  return { baseUrl, port, pgid: child.pid!, dataDir, stop, dispose: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** Runs fn against a fresh store and always stops and removes it. */
export async function withStore<T>(port: number, fn: (s: StoreServer) => Promise<T>): Promise<T> {
  const store = await startStore(port);
  try {
    return await fn(store);
  } finally {
    await store.stop();
    store.dispose();
  }
}

/**
 * The page '/' is served from shell/dist; while someone rebuilds the shell it answers 503 for a
 * moment. Waits (bounded) for the built store front, else says why the browser sections cannot run.
 */
export async function waitForStoreFront(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(5000) }).catch((e: Error) => e);
    if (!(res instanceof Error) && res.ok) return;
    last = res instanceof Error ? res.message : `HTTP ${res.status}: ${(await res.text()).slice(0, 120)}`;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the store front at ${baseUrl}/ is not ready (${last}); build it with npm run build`);
}
