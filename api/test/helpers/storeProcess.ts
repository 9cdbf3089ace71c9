import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';

// `npm start`'s launcher as a person runs it, for the tests that stop it by a signal or kill it
// (shutdownSignals, backupCrash).

const root = join(import.meta.dirname, '..', '..', '..');

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface StoreProcess {
  launcher: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `npm start`'s launcher (scripts/start.mjs) on `dataDir`, in its own process group as a terminal
 * runs it (so `process.kill(-launcher.pid)` reaches the whole group), on free ports; resolves once
 * the store says it is ready. `env` adds to (or overrides) the test's environment.
 */
export async function startStore(dataDir: string, env: Record<string, string> = {}): Promise<StoreProcess> {
  const [port, gatewayPort] = [await freePort(), await freePort()];
  const launcher = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SKIP_BUILD: '1', DATA_DIR: dataDir, PORT: String(port), SANDBOX_GATEWAY_PORT: String(gatewayPort), DEMO_ORDERS: '0', RENDER_THREADS: '0', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
  });
  let text = '';
  launcher.stdout!.on('data', (b: Buffer) => (text += b.toString()));
  launcher.stderr!.on('data', (b: Buffer) => (text += b.toString()));
  const exited = once(launcher, 'exit').then(([code, signal]) => ({ code: code as number | null, signal: signal as NodeJS.Signals | null }));
  const deadline = Date.now() + 180_000;
  while (!/Store ready on/.test(text)) {
    if (launcher.exitCode !== null || Date.now() > deadline) throw new Error(`the store did not start:\n${text}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { launcher, port, output: () => text, exited };
}

/** Kills the store's whole process group if it still runs (a failed expectation must not leave it running). */
export function killStore(store: StoreProcess): void {
  if (store.launcher.exitCode === null) process.kill(-store.launcher.pid!, 'SIGKILL');
}
