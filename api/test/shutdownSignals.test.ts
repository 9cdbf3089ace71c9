import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { killStore, startStore, type StoreProcess } from './helpers/storeProcess.ts';

// Issue #39 item 12: however a person or a supervisor stops `npm start` (Ctrl-C reaches the whole
// process group, sometimes twice; a supervisor signals the launcher; a closed terminal sends SIGHUP),
// the server drains and closes the embedded database cleanly. An unclean close shows on the next
// start: PGlite replays its log and the sequences jump ahead (PostgreSQL logs 32 values at a time).

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

const stops: { how: string; send: (r: StoreProcess) => Promise<void> }[] = [
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
    let running = await startStore(dataDir);
    // a failed expectation must not leave the store running
    try {
      let last = await newUserId(running.port);
      for (const stop of stops) {
        await stop.send(running);
        const exit = await running.exited;
        expect(running.output(), stop.how).toMatch(/"component":"start".*"msg":"drained and stopped"/);
        expect(exit, stop.how).toEqual({ code: 0, signal: null });
        running = await startStore(dataDir);
        const next = await newUserId(running.port);
        expect(next, `${stop.how}: the next id after ${last}`).toBe(last + 1);
        last = next;
      }
      process.kill(-running.launcher.pid!, 'SIGTERM');
      await running.exited;
    } finally {
      killStore(running);
    }
  }, 900_000);
});
