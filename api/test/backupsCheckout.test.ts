import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { testDatabases, type TestDatabase } from './helpers/testDatabases.ts';
import { startLocalGateway, type LocalGateway } from './helpers/localGateway.ts';
import { passphrase, schemaName, tempDir, testBackupEnv } from './helpers/backupFixtures.ts';
import { signup } from './authHelpers.ts';
import { someVariants } from './fakes/shopper.ts';
import { shopperCheckout } from './helpers/shopperCheckout.ts';
import { runBackup } from '../src/backups/runBackup.ts';
import { restore } from '../src/backups/restore.ts';
import { embeddedTarget, postgresTarget, type RestoreTarget } from '../src/backups/restoreTargets.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { loadSharedSecrets } from '../src/cluster/sharedSecrets.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { migrate } from '../src/db/migrate.ts';
import type { Db } from '../src/db/db.ts';

const pgUrl = process.env.TEST_DATABASE_URL;

/** A store's configuration as `npm start` makes it: no secrets in the environment, so the data dir's file, then the database's. */
const storeConfig = (dataDir: string): Config => loadConfig({ DATA_DIR: dataDir, PORT: '0' });

/** Opens a database as main.ts does: migrated, then the shared signing keys taken from it. */
const asStore = (name: TestDatabase['name'], config: Config, open: () => Promise<Db>): TestDatabase => ({
  name,
  async open() {
    const db = await open();
    await migrate(db);
    await loadSharedSecrets(db, config.secrets, {});
    return db;
  },
});

/**
 * Where a backup of `source` is restored: the other kind of database when a PostgreSQL server is
 * there (the owner's move to a server and back), else a fresh PGlite directory. For PGlite the
 * store's data dir is the restored one (it holds the restored secrets file).
 */
function otherKind(source: TestDatabase['name']): { kind: TestDatabase['name']; target: RestoreTarget; config(): Config; open(): Promise<Db> } {
  if (source === 'pglite' && pgUrl) {
    const schema = schemaName();
    return {
      kind: 'postgres',
      target: postgresTarget(pgUrl, schema),
      config: () => storeConfig(tempDir('restored-config')),
      async open() {
        const db = await openPostgres(pgUrl, { schema, max: 5 });
        const close = db.close;
        return { ...db, close: () => db.exec(`DROP SCHEMA ${schema} CASCADE`).catch(() => {}).then(close) };
      },
    };
  }
  const dataDir = tempDir('restored');
  return { kind: 'pglite', target: embeddedTarget(dataDir), config: () => storeConfig(dataDir), open: () => openPglite(join(dataDir, 'pgdata')) };
}

/** An uploaded remote version with a binary file, and a deploy token (migration 070). */
async function deployedVersion(db: Db, userId: string) {
  await db.query(`INSERT INTO remote_versions (remote, version, entry, content_hash, manifest, source, created_by) VALUES ('catalog', 'v-backup', '/mfe/catalog/v-backup/mf-manifest.json', 'abc', '{"name":"catalog"}', 'upload', 'test')`);
  await db.query(`INSERT INTO remote_files (remote, version, path, body) VALUES ('catalog', 'v-backup', 'remoteEntry.js', $1)`, [Buffer.from([0, 255, 10, 92, 120, 34, 200])]);
  await db.query(`INSERT INTO deploy_tokens (label, token_hash, created_by) VALUES ('pipeline', 'hash-backup', $1)`, [userId]);
}

/** What a restore must carry over byte for byte: the old order's whole row (080's claim columns too) and the registry's rows. */
async function carried(db: Db, orderId: number) {
  return {
    order: (await db.query<{ j: unknown }>(`SELECT row_to_json(o) AS j FROM orders o WHERE id = $1`, [orderId]))[0]?.j,
    files: await db.query(`SELECT remote, version, path, encode(body, 'hex') AS body FROM remote_files WHERE version = 'v-backup'`),
    versions: await db.query(`SELECT remote, version, manifest, source FROM remote_versions WHERE version = 'v-backup'`),
    tokens: await db.query(`SELECT label, token_hash, created_by::text AS created_by FROM deploy_tokens`),
  };
}

describe.each(testDatabases)('a store restored from a $name backup takes a shopper through checkout', (database) => {
  let local: LocalGateway;
  let source: TestApp;
  const env = testBackupEnv();
  const sourceConfig = storeConfig(mkdtempSync(join(tmpdir(), 'store-source-')));
  beforeAll(async () => {
    local = await startLocalGateway();
    source = await startTestApp(asStore(database.name, sourceConfig, () => database.open()), { config: sourceConfig, payment: local.client, backups: env });
  });
  afterAll(async () => {
    await source?.close();
    await local?.close();
  });

  it('logs in an account made before the backup, pays a new order and still lists the old one', async () => {
    const [variant] = await someVariants(source, 1);
    const before = await signup(source, undefined, 'before-backup-pass1');
    const old = await shopperCheckout(source, local, { authorization: `Bearer ${before.accessToken}` }, variant);
    expect(old.paid).toMatchObject({ success: true, data: { status: 'paid' } });

    await deployedVersion(source.db, before.user.id);
    const kept = await carried(source.db, old.orderId);
    expect(kept.files).toEqual([{ remote: 'catalog', version: 'v-backup', path: 'remoteEntry.js', body: '00ff0a5c7822c8' }]);
    expect(kept.tokens).toHaveLength(1);

    const backup = await runBackup({ ...source.deps, backups: env }, 'manual');
    // the table list is read from the schema, not written down: tables added since (070's registry) are in
    const schemaTables = (await source.db.query<{ n: string }>(`SELECT tablename AS n FROM pg_tables WHERE schemaname = current_schema()`)).map((r) => r.n);
    expect(backup.manifest.tables.map((x) => x.name).sort()).toEqual(schemaTables.filter((n) => n !== 'schema_migrations' && n !== 'secrets').sort());
    expect(schemaTables).toEqual(expect.arrayContaining(['remote_map', 'remote_versions', 'remote_files', 'remotes', 'remote_deploys', 'deploy_tokens']));
    const to = otherKind(database.name);
    const restored = await restore(join(env.store.where, backup.name), to.target, { passphrase });
    expect(restored.secretsRestored).toBe(true);
    for (const c of restored.counts) expect(c.rows, c.name).toBe(c.expected);

    const config = to.config();
    const t = await startTestApp(asStore(to.kind, config, to.open), { config, payment: local.client }, { seed: false });
    try {
      expect(t.db.kind).toBe(to.kind);
      expect(await carried(t.db, old.orderId)).toEqual(kept);
      // the restored signing keys: a session from before the backup is still good
      const me = { authorization: `Bearer ${before.accessToken}` };
      expect((await t.app.inject({ method: 'GET', url: `/api/order/${t.deps.print.name}/details`, headers: me })).statusCode).toBe(200);

      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: before.email, password: before.password } });
      expect(login.statusCode, login.body).toBe(200);
      const headers = { authorization: `Bearer ${login.json().data.accessToken as string}` };
      const fresh = await shopperCheckout(t, local, headers, variant);
      expect(fresh.orderId).toBeGreaterThan(old.orderId);
      expect(fresh.paid).toMatchObject({ success: true, message: 'Payment processed successfully', data: { orderId: fresh.orderId, status: 'paid' } });

      const mine = await t.app.inject({ method: 'GET', url: `/api/order/${t.deps.print.name}/details`, headers });
      const orders = mine.json().data as { orderId: number; paymentStatus: string }[];
      expect(orders.map((o) => [o.orderId, o.paymentStatus]).sort()).toEqual([[old.orderId, 'paid'], [fresh.orderId, 'paid']].sort());
    } finally {
      await t.close();
    }
  }, 480_000);
});
