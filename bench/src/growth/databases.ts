import { randomBytes } from 'node:crypto';
import type { Db } from '../../../api/src/db/db.ts';
import { openPglite } from '../../../api/src/db/pglite.ts';
import { openPostgres } from '../../../api/src/db/postgres.ts';
import { migrate } from '../../../api/src/db/migrate.ts';

export interface BenchDatabase {
  name: 'pglite' | 'postgres';
  /** a fresh migrated database, thrown away on close */
  open(): Promise<Db>;
}

/** PGlite in memory, and PostgreSQL in a throw-away schema when a server answers at `url`. */
export async function benchDatabases(postgresUrl: string | null): Promise<{ databases: BenchDatabase[]; skipped: string[] }> {
  const databases: BenchDatabase[] = [
    {
      name: 'pglite',
      async open() {
        const db = await openPglite();
        await migrate(db);
        return db;
      },
    },
  ];
  const skipped: string[] = [];
  if (!postgresUrl) skipped.push('postgres: no server configured (BENCH_DATABASE_URL)');
  else {
    const probe = await openPostgres(postgresUrl, { max: 1 }).catch((e: Error) => e);
    const reachable = probe instanceof Error ? probe : await probe.query('SELECT 1').then(() => null, (e: Error) => e);
    if (!(probe instanceof Error)) await probe.close().catch(() => {});
    if (reachable) skipped.push(`postgres: ${postgresUrl.replace(/\/\/[^@]*@/, '//…@')} unreachable (${reachable.message})`);
    else
      databases.push({
        name: 'postgres',
        async open() {
          const schema = `bench_${randomBytes(6).toString('hex')}`;
          const db = await openPostgres(postgresUrl, { schema, max: 10 });
          await migrate(db);
          const close = db.close;
          return {
            ...db,
            async close() {
              // The job queue keeps its tables in '<schema>_boss' (api/src/jobs/jobRunner.ts): drop both.
              await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; DROP SCHEMA IF EXISTS ${schema}_boss CASCADE`).catch(() => {});
              await close();
            },
          };
        },
      });
  }
  return { databases, skipped };
}
