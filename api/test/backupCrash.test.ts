import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/pglite.ts';

// Issue #42: a backup of the embedded database copies its data directory beside it. kill -9 in the
// middle of that loses nothing acknowledged, and the next start is clean: the database opens (it
// recovers as after any crash) and the copy and the unfinished file are removed.

const root = join(import.meta.dirname, '..', '..');

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

async function start(dataDir: string) {
  const [port, gatewayPort] = [await freePort(), await freePort()];
  const launcher: ChildProcess = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SKIP_BUILD: '1', DATA_DIR: dataDir, PORT: String(port), SANDBOX_GATEWAY_PORT: String(gatewayPort), DEMO_ORDERS: '0', RENDER_THREADS: '0', LOG_LEVEL: 'info', DATABASE_URL: '', BACKUP_PASSPHRASE: 'crash test passphrase' },
  });
  let text = '';
  launcher.stdout!.on('data', (b: Buffer) => (text += b.toString()));
  launcher.stderr!.on('data', (b: Buffer) => (text += b.toString()));
  const exited = once(launcher, 'exit');
  const deadline = Date.now() + 180_000;
  while (!/Store ready on/.test(text)) {
    if (launcher.exitCode !== null || Date.now() > deadline) throw new Error(`the store did not start:\n${text}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { launcher, port, output: () => text, exited };
}

async function signup(port: number): Promise<number | null> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fName: 'Ada', lName: 'Lovelace', email: `ada.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`, password: 'secret123' }),
  }).catch(() => null);
  if (!res?.ok) return null;
  const body = (await res.json()) as { success: boolean; data: { user: { id: string } } };
  return body.success ? Number(body.data.user.id) : null;
}

const leftovers = (dir: string) => readdirSync(dir).filter((n) => n.startsWith('.backup-'));

describe('kill -9 during a backup of the embedded database', () => {
  it('loses no acknowledged write; the next start is clean and removes the copy', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'store-backup-crash-'));
    let running = await start(dataDir);
    const kill = () => {
      if (running.launcher.exitCode === null) process.kill(-running.launcher.pid!, 'SIGKILL');
    };
    try {
      const acked: number[] = [];
      let writing = true;
      const writer = (async () => {
        while (writing) {
          const id = await signup(running.port);
          if (id !== null) acked.push(id);
        }
      })();
      while (acked.length < 3) await new Promise((r) => setTimeout(r, 50));
      const { url, token } = JSON.parse(readFileSync(join(dataDir, 'backup-endpoint.json'), 'utf8')) as { url: string; token: string };
      void fetch(`${url}/api/backup/run`, { method: 'POST', headers: { 'x-backup-token': token } }).catch(() => {});
      // the copy is being made or read: that is the moment to pull the plug
      const deadline = Date.now() + 60_000;
      while (!readdirSync(dataDir).some((n) => n.startsWith('.backup-pgdata-'))) {
        if (Date.now() > deadline) throw new Error(`no snapshot copy appeared:\n${running.output().slice(-3000)}`);
        await new Promise((r) => setTimeout(r, 5));
      }
      await new Promise((r) => setTimeout(r, 100));
      writing = false;
      process.kill(-running.launcher.pid!, 'SIGKILL');
      await running.exited;
      await writer;
      expect(acked.length).toBeGreaterThan(2);
      expect(leftovers(dataDir).length).toBeGreaterThan(0);

      running = await start(dataDir);
      expect(leftovers(dataDir)).toEqual([]);
      const next = await signup(running.port);
      expect(next).not.toBeNull();
      process.kill(-running.launcher.pid!, 'SIGTERM');
      await running.exited;

      const db = await openPglite(join(dataDir, 'pgdata'));
      try {
        const have = new Set((await db.query<{ id: number }>('SELECT id FROM users')).map((r) => Number(r.id)));
        expect(acked.filter((id) => !have.has(id))).toEqual([]);
        expect(have.has(next!)).toBe(true);
      } finally {
        await db.close();
      }
      expect(existsSync(join(dataDir, 'pgdata'))).toBe(true);
    } finally {
      kill();
    }
  }, 600_000);
});
