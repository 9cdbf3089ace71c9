import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { openPglite } from '../src/db/pglite.ts';
import { migrate } from '../src/db/migrate.ts';
import { writeBackup, storeVersion } from '../src/backups/writeBackup.ts';
import { writeBackupFile } from '../src/backups/backupFile.ts';
import { tempDir, testBackupEnv } from './helpers/backupFixtures.ts';

// Issue #42: the embedded database's backup file, written on a backup thread from a copy of the
// data directory, is the file the HTTP thread's REPEATABLE READ path writes from the same data:
// the same lines byte for byte up to the manifest, the same manifest but for its finish time.

describe('a backup written on the backup thread', () => {
  let db: Db;
  const dataDir = tempDir('same-file');
  beforeAll(async () => {
    db = await openPglite(join(dataDir, 'pgdata'));
    await migrate(db);
    await db.query(`INSERT INTO newsletter_subscribers (email) SELECT 'same-' || g || '@example.com' FROM generate_series(1, 5000) g`);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('has the same bytes as one written here from the same data', async () => {
    const env = testBackupEnv(undefined, false);
    const now = new Date('2026-11-29T10:00:00.000Z');
    const onThread = await writeBackup(db, { dataDir, store: env.store, now, runId: 7 });
    expect(onThread.holdMs).toBeTypeOf('number');
    const herePath = join(dataDir, 'here.backup.gz');
    const here = await writeBackupFile(db, { path: herePath, dataDir, name: onThread.name, createdAt: now.toISOString(), databaseKind: 'pglite', storeVersion, runId: 7 });

    const lines = (gz: Buffer) => gunzipSync(gz).toString('utf8').split('\n');
    const a = lines(readFileSync(join(env.store.where, onThread.name)));
    const b = lines(readFileSync(herePath));
    const body = (l: string[]) => l.slice(0, l.findIndex((x) => x.startsWith('#manifest ')));
    expect(body(a).length).toBeGreaterThan(5000);
    expect(body(a).join('\n') === body(b).join('\n')).toBe(true);
    const { finishedAt: _a, ...manifestA } = onThread.manifest;
    const { finishedAt: _b, ...manifestB } = here;
    expect(manifestA).toEqual(manifestB);
  }, 120_000);
});
