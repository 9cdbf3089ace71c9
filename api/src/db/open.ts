import type { Db } from './db.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** DATABASE_URL selects a PostgreSQL server; otherwise PGlite under the data directory. */
export function openDatabase(cfg: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  return cfg.databaseUrl ? openPostgres(cfg.databaseUrl) : openPglite(`${cfg.dataDir}/pgdata`);
}
