import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue #39 item 12: however a person or a supervisor stops `npm start` (Ctrl-C reaches the whole
// process group, sometimes twice; a supervisor signals the launcher; a closed terminal sends SIGHUP),
// the server drains and closes the embedded database cleanly. An unclean close shows on the next
// start: PGlite replays its log and the sequences jump ahead (PostgreSQL logs 32 values at a time).

const root = join(import.meta.dirname, '..', '..');

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

interface Running {
  launcher: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `npm start`'s launcher (scripts/start.mjs) in its own process group, as a terminal runs it. */
async function start(dataDir: string): Promise<Running> {
  const [port, gatewayPort] = [await freePort(), await freePort()];
  const launcher = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SKIP_BUILD: '1', DATA_DIR: dataDir, PORT: String(port), SANDBOX_GATEWAY_PORT: String(gatewayPort), DEMO_ORDERS: '0', RENDER_THREADS: '0', LOG_LEVEL: 'warn', DATABASE_URL: '' },
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

/** A new account: one row, one value of the users' id sequence. */
async function newUserId(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fName: 'Ada', lName: 'Lovelace', email: `ada.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`, password: 'secret123' }),
  });
  const body = (await res.json()) as { success: boolean; data: { user: { id: string } } };
  expect(body.success).toBe(true);
  return Number(body.data.user.id);
}

const stops: { how: string; send: (r: Running) => Promise<void> }[] = [
  { how: 'Ctrl-C: SIGINT to the process group', send: async (r) => void process.kill(-r.launcher.pid!, 'SIGINT') },
  {
    how: 'Ctrl-C twice: SIGINT to the group, again while it stops',
    send: async (r) => {
      process.kill(-r.launcher.pid!, 'SIGINT');
      await new Promise((ok) => setTimeout(ok, 20));
      // a quick machine may have stopped already: the group is then gone (ESRCH), and the checks below still hold
      try {
        process.kill(-r.launcher.pid!, 'SIGINT');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
      }
    },
  },
  { how: 'a supervisor: SIGTERM to the launcher only', send: async (r) => void r.launcher.kill('SIGTERM') },
  { how: 'a closed terminal: SIGHUP to the process group', send: async (r) => void process.kill(-r.launcher.pid!, 'SIGHUP') },
];

describe('stopping `npm start` by a signal', () => {
  it('drains and closes the embedded database every way it is stopped: the next start continues the sequences without a gap', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'store-signals-'));
    let running = await start(dataDir);
    // a failed expectation must not leave the store running
    const leftOver = () => {
      if (running.launcher.exitCode === null) process.kill(-running.launcher.pid!, 'SIGKILL');
    };
    try {
      let last = await newUserId(running.port);
      for (const stop of stops) {
        await stop.send(running);
        const exit = await running.exited;
        expect(running.output(), stop.how).toMatch(/"component":"start".*"msg":"drained and stopped"/);
        expect(exit, stop.how).toEqual({ code: 0, signal: null });
        running = await start(dataDir);
        const next = await newUserId(running.port);
        expect(next, `${stop.how}: the next id after ${last}`).toBe(last + 1);
        last = next;
      }
      process.kill(-running.launcher.pid!, 'SIGTERM');
      await running.exited;
    } finally {
      leftOver();
    }
  }, 900_000);
});
