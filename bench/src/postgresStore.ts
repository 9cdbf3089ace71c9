import { randomBytes } from 'node:crypto';
import { openPostgres } from '../../api/src/db/postgres.ts';
import { startStore, type StoreServer } from './server.ts';

/**
 * The built store on a PostgreSQL server instead of embedded PGlite, isolated in a throw-away
 * schema (search_path through the connection string) that is dropped afterwards. With PGlite the
 * database runs on the API's own event loop; this shows the same routes with the database in its
 * own process.
 */
export async function withPostgresStore<T>(port: number, url: string, fn: (s: StoreServer) => Promise<T>, extraEnv: Record<string, string> = {}): Promise<T> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(url, { schema, max: 1 });
  try {
    const u = new URL(url);
    u.searchParams.set('options', `-c search_path=${schema},public`);
    const store = await startStore(port, { ...extraEnv, DATABASE_URL: u.toString() });
    try {
      return await fn(store);
    } finally {
      await store.stop();
      store.dispose();
    }
  } finally {
    // The job queue keeps its tables in '<schema>_boss' (api/src/jobs/jobRunner.ts): drop both.
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; DROP SCHEMA IF EXISTS ${schema}_boss CASCADE`).catch(() => {});
    await admin.close();
  }
}
