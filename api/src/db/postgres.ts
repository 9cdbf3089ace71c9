import pg from 'pg';
import type { Db, Sql } from './db.ts';
import { componentLog } from '../log.ts';

const log = componentLog('db');

// int8 (count(*), bigserial) as JS numbers: our ids and counts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

/** How a store's connections to `schema` name themselves on the server. */
export const storeApplicationName = (schema: string) => `printpop-store:${schema}`;

/** A PostgreSQL server through a pool. `schema` isolates a test run in its own search_path. */
export async function openPostgres(url: string, opts: { schema?: string; max?: number; applicationName?: string } = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    // a restore refuses while a store holds its schema: it looks for this name in pg_stat_activity
    application_name: opts.applicationName ?? storeApplicationName(opts.schema ?? 'public'),
    max: opts.max ?? 10,
    // a database that is down or restarting fails a request within a second (503), never hangs it
    connectionTimeoutMillis: Number(process.env.DB_CONNECT_TIMEOUT_MS ?? 800),
    options: opts.schema ? `-c search_path=${opts.schema},public` : undefined,
  });
  // code only: a driver error's message can quote a query's values
  pool.on('error', (err) => log.error({ code: (err as { code?: string }).code ?? err.name }, 'idle database client failed'));
  if (opts.schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${opts.schema}`);
  const sql = (runner: pg.Pool | pg.PoolClient): Sql => ({
    async query<T>(text: string, params: unknown[] = []) {
      const res = await runner.query(text, params);
      return res.rows as T[];
    },
    async exec(script: string) {
      await runner.query(script);
    },
  });
  let closing: Promise<void> | null = null;
  return {
    kind: 'postgres',
    ...sql(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(sql(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    // once, however many callers close it (the job runner's stop and the store's shutdown both may): pg's pool throws on a second end()
    close: () => (closing ??= pool.end()),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
