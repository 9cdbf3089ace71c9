import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/db.ts';
import { openPglite } from '../db/pglite.ts';
import { openPostgres, storeApplicationName } from '../db/postgres.ts';
import { runningStorePid } from '../db/embeddedLock.ts';
import { migrate } from '../db/migrate.ts';
import { BackupRefused } from './backupReader.ts';
import type { SecretsPayload } from './manifest.ts';

/**
 * Where a restore goes: always a fresh database beside the current one, which is put aside (never
 * overwritten) only once the restore has fully succeeded. A failed restore leaves no trace.
 */
export interface RestoreTarget {
  describe: string;
  /** Refuses while a store runs on the target; opens the fresh database. */
  open(): Promise<Db>;
  /** The restore succeeded: the fresh database takes the current one's place; returns where the old one went. */
  commit(secrets: SecretsPayload | null): Promise<string | null>;
  /** The restore failed: the fresh database goes, the current one was never touched. */
  discard(): Promise<void>;
}

const stamp = () => new Date().toISOString().replace(/[-:.]/g, '').slice(0, 15);

/** PGlite in `<dataDir>/pgdata`: restored into `pgdata.restoring`, the old one kept as `pgdata.before-restore-<time>`. */
export function embeddedTarget(dataDir: string): RestoreTarget {
  const live = join(dataDir, 'pgdata');
  const fresh = join(dataDir, 'pgdata.restoring');
  let db: Db | null = null;
  const refuseIfRunning = () => {
    const pid = runningStorePid(dataDir);
    if (pid) throw new BackupRefused(`A store is running on ${dataDir} (pid ${pid}); stop it before restoring.`);
  };
  return {
    describe: `embedded database in ${live}`,
    async open() {
      refuseIfRunning();
      // left by a restore that was interrupted: it was never live, so it is ours to clear
      rmSync(fresh, { recursive: true, force: true });
      db = await openPglite(fresh);
      return db;
    },
    async commit(secrets) {
      await db?.close();
      db = null;
      refuseIfRunning();
      const when = stamp();
      let aside: string | null = null;
      if (existsSync(live)) {
        aside = `${live}.before-restore-${when}`;
        renameSync(live, aside);
      }
      renameSync(fresh, live);
      const secretsFile = join(dataDir, 'secrets.json');
      if (secrets?.file) {
        if (existsSync(secretsFile)) renameSync(secretsFile, `${secretsFile}.before-restore-${when}`);
        writeFileSync(secretsFile, secrets.file, { mode: 0o600 });
      }
      return aside;
    },
    async discard() {
      await db?.close().catch(() => {});
      db = null;
      rmSync(fresh, { recursive: true, force: true });
    },
  };
}

const validSchema = /^[a-z_][a-z0-9_]{0,40}$/;
const bossSchemaOf = (schema: string) => (schema === 'public' ? 'pgboss' : `${schema}_boss`);

/** A PostgreSQL schema (public by default): restored into `<schema>_restoring`, the old one renamed `<schema>_before_restore_<time>`. */
export function postgresTarget(url: string, schema = 'public'): RestoreTarget {
  if (!validSchema.test(schema)) throw new BackupRefused('The schema name may hold lower-case letters, digits and _ only.');
  const fresh = `${schema}_restoring`;
  let db: Db | null = null;
  const admin = () => openPostgres(url, { max: 1, applicationName: 'printpop-restore' });
  const refuseIfRunning = async (conn: Db) => {
    const [{ n }] = await conn.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()`,
      [storeApplicationName(schema)],
    );
    if (n > 0) throw new BackupRefused(`A store is connected to schema ${schema} of this database (${n} connections); stop it before restoring.`);
  };
  return {
    describe: `PostgreSQL schema ${schema}`,
    async open() {
      const conn = await admin();
      try {
        await refuseIfRunning(conn);
        await conn.exec(`DROP SCHEMA IF EXISTS ${fresh} CASCADE`);
      } finally {
        await conn.close();
      }
      db = await openPostgres(url, { schema: fresh, max: 2, applicationName: 'printpop-restore' });
      return db;
    },
    async commit() {
      await db?.close();
      db = null;
      const conn = await admin();
      try {
        await refuseIfRunning(conn);
        // unquoted identifiers are folded to lower case: the name printed must be the one made
        const when = stamp().toLowerCase();
        let aside: string | null = null;
        // one connection: everything inside the transaction goes through tx
        await conn.transaction(async (tx) => {
          const exists = async (name: string) => (await tx.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [name])).length > 0;
          if (await exists(schema)) {
            aside = `${schema}_before_restore_${when}`;
            await tx.exec(`ALTER SCHEMA ${schema} RENAME TO ${aside}`);
          }
          // queued jobs name orders by id: they belong with the data they were queued for
          if (await exists(bossSchemaOf(schema))) await tx.exec(`ALTER SCHEMA ${bossSchemaOf(schema)} RENAME TO ${bossSchemaOf(schema)}_before_restore_${when}`);
          await tx.exec(`ALTER SCHEMA ${fresh} RENAME TO ${schema}`);
        });
        // the trigram extension lives in public: when public itself was put aside, bring it back
        const live = await openPostgres(url, { schema: schema === 'public' ? undefined : schema, max: 1, applicationName: 'printpop-restore' });
        await migrate(live).finally(() => live.close());
        return aside;
      } finally {
        await conn.close();
      }
    },
    async discard() {
      await db?.close().catch(() => {});
      db = null;
      const conn = await admin();
      await conn.exec(`DROP SCHEMA IF EXISTS ${fresh} CASCADE`).finally(() => conn.close());
    },
  };
}
