import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/pglite.ts';
import { interruptedError } from '../src/backups/backupRuns.ts';
import { killStore, startStore } from './helpers/storeProcess.ts';

// Issue #42: a backup of the embedded database copies its data directory beside it. kill -9 in the
// middle of that loses nothing acknowledged, and the next start is clean: the database opens (it
// recovers as after any crash), the copy and the unfinished file are removed, the run the crash cut
// short reads failed ('Interrupted'), and a new backup is taken at once (not refused for an hour).

const start = (dataDir: string) => startStore(dataDir, { LOG_LEVEL: 'info', BACKUP_PASSPHRASE: 'crash test passphrase' });

/** Asks the running store for a backup as `npm run backup` does (the token it left in the data directory). */
function askForBackup(dataDir: string): Promise<Response> {
  const { url, token } = JSON.parse(readFileSync(join(dataDir, 'backup-endpoint.json'), 'utf8')) as { url: string; token: string };
  return fetch(`${url}/api/backup/run`, { method: 'POST', headers: { 'x-backup-token': token } });
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
  it('loses no acknowledged write; the next start is clean, removes the copy, records the run interrupted and backs up at once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'store-backup-crash-'));
    let running = await start(dataDir);
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
      void askForBackup(dataDir).catch(() => {});
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
      // the run the crash cut short no longer blocks: a backup now is taken, not refused with 409
      const again = await askForBackup(dataDir);
      const body = (await again.json()) as { success: boolean; message: string; data: { holdMs?: number } };
      expect(again.status, body.message).toBe(200);
      // what `npm run backup` prints: how long the database held still for the snapshot
      expect(body.data.holdMs).toEqual(expect.any(Number));
      process.kill(-running.launcher.pid!, 'SIGTERM');
      await running.exited;

      const db = await openPglite(join(dataDir, 'pgdata'));
      try {
        const have = new Set((await db.query<{ id: number }>('SELECT id FROM users')).map((r) => Number(r.id)));
        expect(acked.filter((id) => !have.has(id))).toEqual([]);
        expect(have.has(next!)).toBe(true);
        const runs = await db.query<{ status: string; error: string | null }>('SELECT status, error FROM backup_runs ORDER BY id');
        expect(runs).toEqual([
          { status: 'failed', error: interruptedError },
          { status: 'succeeded', error: null },
        ]);
      } finally {
        await db.close();
      }
      expect(existsSync(join(dataDir, 'pgdata'))).toBe(true);
    } finally {
      killStore(running);
    }
  }, 600_000);
});
