import type { Db } from './db.ts';
import { runningStorePid } from './embeddedLock.ts';
import { openPglite } from './pglite.ts';
import { removeLeftoverCopies } from './pgliteThread.ts';
import { openPostgres } from './postgres.ts';

/** DATABASE_URL selects a PostgreSQL server; otherwise PGlite under the data directory. */
export function openDatabase(cfg: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (cfg.databaseUrl) return openPostgres(cfg.databaseUrl);
  // a backup's snapshot copy left by a crash (kill -9 mid-backup); never while a store holds the directory
  if (!runningStorePid(cfg.dataDir)) removeLeftoverCopies(cfg.dataDir);
  return openPglite(`${cfg.dataDir}/pgdata`);
}
