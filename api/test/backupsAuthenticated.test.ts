import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { testDatabases } from './helpers/testDatabases.ts';
import { fingerprint, passphrase, tempDir, testBackupEnv } from './helpers/backupFixtures.ts';
import { signup } from './authHelpers.ts';
import { runBackup } from '../src/backups/runBackup.ts';
import { restore } from '../src/backups/restore.ts';
import { checkBackup } from '../src/backups/restoreBackup.ts';
import { embeddedTarget } from '../src/backups/restoreTargets.ts';
import { notAuthenticatedNote } from '../src/backups/manifestAuth.ts';
import { openPglite } from '../src/db/pglite.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * What someone who can write the file does (issue #39 item 15): changes a row of `users`, then
 * recomputes every checksum the file carries (the table's, the body's, the manifest line's).
 * `stripMac`: also removes the authentication code, so the file looks taken without a passphrase.
 */
function editedCopy(file: string, from: string, to: string, opts: { stripMac?: boolean } = {}): string {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
  const at = lines.findIndex((l) => l.startsWith('{') && l.includes(from));
  if (at < 0) throw new Error(`no row holds ${from}`);
  lines[at] = lines[at].replace(from, to);
  const m = lines.findIndex((l) => l.startsWith('#manifest '));
  const manifest = JSON.parse(lines[m].slice(10));
  let table = '';
  const sums = new Map<string, string[]>();
  for (const l of lines.slice(0, m)) {
    if (l.startsWith('#table ')) sums.set((table = l.slice(7)), []);
    else if (l.startsWith('{')) sums.get(table)!.push(`${l}\n`);
  }
  for (const t of manifest.tables) t.sha256 = sha256(sums.get(t.name)!.join(''));
  manifest.bodySha256 = sha256(lines.slice(0, m).map((l) => `${l}\n`).join(''));
  if (opts.stripMac) delete manifest.auth;
  const manifestLine = `#manifest ${JSON.stringify(manifest)}`;
  const rest = lines.slice(m + 1).filter((l) => !(opts.stripMac && l.startsWith('#mac ')));
  const out = [...lines.slice(0, m), manifestLine, ...rest.map((l) => (l.startsWith('#end ') ? `#end ${sha256(manifestLine)}` : l))];
  const path = join(tempDir('edited'), 'edited.backup.gz');
  writeFileSync(path, gzipSync(out.join('\n')));
  return path;
}

// What is refused is the file, before any database is opened: one database kind suffices.
describe.each(testDatabases.slice(0, 1))('an edited backup on $name', (database) => {
  let t: TestApp;
  const sealedEnv = testBackupEnv();
  const plainEnv = testBackupEnv(tempDir('plain-backups'), false);
  let sealed = '';
  let plain = '';
  let email = '';
  beforeAll(async () => {
    t = await startTestApp(database, { backups: sealedEnv });
    email = (await signup(t)).email;
    sealed = join(sealedEnv.store.where, (await runBackup({ ...t.deps, backups: sealedEnv }, 'manual')).name);
    plain = join(plainEnv.store.where, (await runBackup({ ...t.deps, backups: plainEnv }, 'manual')).name);
  }, 120_000);
  afterAll(() => t.close());

  const refusedUntouched = async (file: string, message: RegExp) => {
    const dataDir = tempDir('target');
    writeFileSync(join(dataDir, 'keep.txt'), 'the existing data');
    const before = fingerprint(dataDir);
    await expect(restore(file, embeddedTarget(dataDir), { passphrase })).rejects.toThrow(message);
    expect(fingerprint(dataDir)).toBe(before);
    expect(existsSync(join(dataDir, 'pgdata.restoring'))).toBe(false);
  };

  it('the file as written is authenticated by the passphrase', async () => {
    expect((await checkBackup(sealed, { passphrase })).authenticated).toBe(true);
  });

  it('with a passphrase: a changed row with every checksum recomputed is refused before any database is made', async () => {
    await refusedUntouched(editedCopy(sealed, email, 'attacker@example.com'), /authentication code does not match/);
  });

  it('with a passphrase: the same edit with the authentication code removed is refused too', async () => {
    await refusedUntouched(editedCopy(sealed, email, 'attacker@example.com', { stripMac: true }), /carries no authentication code/);
  });

  it('a wrong passphrase is refused by the same check', async () => {
    await expect(checkBackup(sealed, { passphrase: 'not the passphrase' })).rejects.toThrow(/authentication code does not match/);
  });

  it('without a passphrase the edit goes through, and the restore says plainly that only accidental damage is detected', async () => {
    const edited = editedCopy(plain, email, 'attacker@example.com');
    const log: string[] = [];
    const dataDir = tempDir('unauthenticated');
    const out = await restore(edited, embeddedTarget(dataDir), { log: (l) => log.push(l) });
    expect(out.authenticated).toBe(false);
    expect(log).toContain(notAuthenticatedNote);
    expect(notAuthenticatedNote).toMatch(/accidental damage, not deliberate edits/);
    const db = await openPglite(join(dataDir, 'pgdata'));
    try {
      expect(await db.query('SELECT 1 FROM users WHERE email = $1', ['attacker@example.com'])).toHaveLength(1);
    } finally {
      await db.close();
    }
  }, 120_000);
});
