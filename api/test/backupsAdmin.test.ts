import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import S3rver from 's3rver';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { testDatabases } from './helpers/testDatabases.ts';
import { passphrase, tempDir, testBackupEnv } from './helpers/backupFixtures.ts';
import { signupAdmin } from './authHelpers.ts';
import { s3BackupStore } from '../src/backups/s3BackupStore.ts';
import { runBackup } from '../src/backups/runBackup.ts';
import { restore } from '../src/backups/restore.ts';
import { embeddedTarget } from '../src/backups/restoreTargets.ts';
import { recentRuns } from '../src/backups/backupRuns.ts';

describe.each(testDatabases)('the Backups page API on $name', (database) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(database, { backups: testBackupEnv(undefined, false) });
    // an existing account becomes admin only through set-up's reset (issue #24): the helper does that
    const owner = await signupAdmin(t);
    admin = { authorization: `Bearer ${owner.accessToken}` };
  });
  afterAll(async () => {
    await t.close();
  });

  it('"Back up now" pressed 4 times at once: one backup at a time, the rest refused with 409, none overlapping', async () => {
    const replies = await Promise.all(Array.from({ length: 4 }, () => t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin })));
    const ok = replies.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of replies.filter((x) => x.statusCode !== 200)) expect(r.json()).toMatchObject({ success: false, message: 'A backup is already running; try again when it has finished.' });
    expect(replies.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    // without a passphrase the owner is told the secrets stayed out
    expect(ok[0].json().message).toContain('BACKUP_PASSPHRASE is not set');
    const runs = (await recentRuns(t.db)).filter((r) => r.status === 'succeeded').reverse();
    for (let i = 1; i < runs.length; i++) expect(Date.parse(runs[i].startedAt)).toBeGreaterThanOrEqual(Date.parse(runs[i - 1].finishedAt!));
  });

  it('lists the files with their restore command and downloads one', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/backups', headers: admin })).json().data;
    expect(list.files.length).toBeGreaterThanOrEqual(1);
    const [file] = list.files;
    expect(file.restoreCommand).toMatch(new RegExp(`^npm run restore -- \\S+/${file.name.replaceAll('.', '\\.')}`));
    expect(list.schedule).toEqual({ enabled: true, everyHours: 24, keepDaily: 7, keepWeekly: 4 });
    expect(list.runs[0]).toMatchObject({ status: 'succeeded', trigger: 'manual', secretsIncluded: false });
    const download = await t.app.inject({ method: 'GET', url: `/api/admin/backups/${file.name}`, headers: admin });
    expect(download.statusCode).toBe(200);
    expect(gunzipSync(download.rawPayload).toString('utf8').split('\n')[0]).toBe('#printpop-store-backup 1');
    const missing = await t.app.inject({ method: 'GET', url: `/api/admin/backups/${file.name.replace(/\d{6}Z/, '000000Z')}`, headers: admin });
    expect(missing.statusCode).toBe(404);
    const sneaky = await t.app.inject({ method: 'GET', url: '/api/admin/backups/..%2Fsecrets.json', headers: admin });
    expect(sneaky.statusCode).toBe(400);
  });

  it('changes the schedule and refuses values out of range', async () => {
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/backups/schedule', headers: admin, payload });
    expect((await put({ enabled: true, everyHours: 12, keepDaily: 3, keepWeekly: 2 })).json()).toMatchObject({ success: true, message: 'Backups every 12 h; keeping 3 daily and 2 weekly' });
    const bad = await put({ enabled: true, everyHours: 0, keepDaily: 3, keepWeekly: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
  });
});

describe('backups in an S3-compatible bucket (s3rver on 127.0.0.1:9106)', () => {
  let server: { run(): Promise<unknown>; close(): Promise<void> };
  beforeAll(async () => {
    server = new S3rver({ port: 9106, address: '127.0.0.1', silent: true, directory: tempDir('s3'), configureBuckets: [{ name: 'store-backups' }] });
    await server.run();
  });
  afterAll(async () => {
    await server.close();
  });

  it('puts, lists, reads back and restores a backup from the bucket', async () => {
    const t = await startTestApp(testDatabases[0]);
    try {
      const store = s3BackupStore({ bucket: 'store-backups', prefix: 'shop/', endpoint: 'http://127.0.0.1:9106', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
      const out = await runBackup({ ...t.deps, backups: { store, passphrase, scheduleOn: false } }, 'manual');
      expect((await store.list()).map((f) => f.name)).toEqual([out.name]);
      const local = `${tempDir('s3-down')}/${out.name}`;
      const { pipeline } = await import('node:stream/promises');
      const { createWriteStream } = await import('node:fs');
      await pipeline(await store.read(out.name), createWriteStream(local));
      const restored = await restore(local, embeddedTarget(tempDir('s3-restore')), { passphrase });
      for (const c of restored.counts) expect(c.rows, c.name).toBe(c.expected);
      await store.remove(out.name);
      expect(await store.list()).toEqual([]);
    } finally {
      await t.close();
    }
  }, 180_000);
});
