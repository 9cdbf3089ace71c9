import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Db } from '../../src/db/db.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { migrate } from '../../src/db/migrate.ts';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<Db>;
}

/**
 * The databases every API suite runs on: PGlite always, and a PostgreSQL server when
 * TEST_DATABASE_URL is set (CI sets it). Each opened database is migrated and isolated:
 * PGlite in memory, PostgreSQL in a throw-away schema dropped on close.
 */
export const testDatabases: TestDatabase[] = [
  {
    name: 'pglite',
    async open() {
      const db = await openPglite();
      await migrate(db);
      return db;
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'postgres' as const,
          async open() {
            const url = process.env.TEST_DATABASE_URL!;
            const schema = `t_${randomBytes(6).toString('hex')}`;
            const db = await openPostgres(url, { schema, max: 5 });
            await migrate(db);
            const close = db.close;
            return {
              ...db,
              async close() {
                await db.exec(`DROP SCHEMA ${schema} CASCADE`).catch(() => {});
                await close();
              },
            };
          },
        },
      ]
    : []),
];

/** The embedded database on disk under `dir` (pgdata), migrated: what `npm start` runs, for tests of its threads and copies. */
export const pgliteOnDisk = (dir: string): TestDatabase => ({
  name: 'pglite',
  async open() {
    const db = await openPglite(join(dir, 'pgdata'));
    await migrate(db);
    return db;
  },
});
