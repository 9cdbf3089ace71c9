import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { migrate } from '../db/migrate.ts';
import { holdEmbeddedLock, runningStorePid } from '../db/embeddedLock.ts';
import { selectMailer } from '../mail/selectMailer.ts';
import { backupEndpointFile, backupEnv } from './backupSettings.ts';
import { runBackup } from './runBackup.ts';
import { interruptStaleRuns } from './backupRuns.ts';
import { secretsLeftOutNote } from './writeBackup.ts';
import type { Manifest } from './manifest.ts';

/**
 * `npm run backup [-- --data-dir DIR]`: one consistent backup, while the store runs or not.
 * PostgreSQL (DATABASE_URL): taken here. Embedded, store running: the store takes it (only it may
 * open the database), asked through the token it left in the data directory. Embedded, stopped: here.
 */
// a command may wait for a busy server: the store's 800 ms connect limit is for requests, not for this
process.env.DB_CONNECT_TIMEOUT_MS ??= '15000';

async function main() {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
  if (values['data-dir']) process.env.DATA_DIR = values['data-dir'];
  const config = loadConfig();
  const backups = backupEnv(config.dataDir);
  const started = Date.now();
  let out: { name: string; size: number; manifest: Manifest; secretsIncluded: boolean; holdMs?: number };
  const pid = config.databaseUrl ? undefined : runningStorePid(config.dataDir);
  if (pid) {
    const file = backupEndpointFile(config.dataDir);
    if (!existsSync(file)) throw new Error(`The store runs (pid ${pid}) but left no ${file}: restart it with this version, or stop it and run the backup again.`);
    const { url, token } = JSON.parse(readFileSync(file, 'utf8')) as { url: string; token: string };
    console.log(`[backup] asking the running store (pid ${pid}) to take the backup`);
    const res = await fetch(`${url}/api/backup/run`, { method: 'POST', headers: { 'x-backup-token': token } });
    const body = (await res.json()) as { success: boolean; message: string; data: typeof out };
    if (!body.success) throw new Error(body.message);
    out = body.data;
  } else {
    const db = await openDatabase(config);
    if (!config.databaseUrl) holdEmbeddedLock(config.dataDir);
    await migrate(db);
    // the store is stopped (its lock is ours): a run it left 'running' died with it
    if (!config.databaseUrl) await interruptStaleRuns(db, { all: true });
    const mail = selectMailer(config);
    try {
      out = await runBackup({ db, config, mail, backups }, 'command');
    } finally {
      await db.close();
      await mail.close();
    }
  }
  const m = out.manifest;
  console.log(`[backup] ${out.name} (${(out.size / 1e6).toFixed(2)} MB) in ${backups.store.where}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`[backup] ${m.databaseKind}, store ${m.storeVersion}, migration level ${m.migrationLevel}, taken ${m.createdAt}`);
  // the one moment shoppers waited: the embedded database held still while its files were copied
  if (out.holdMs !== undefined) console.log(`[backup] the database held still for ${out.holdMs} ms while its snapshot was copied`);
  for (const t of m.tables) if (t.rows) console.log(`  ${t.name.padEnd(34)} ${String(t.rows).padStart(9)} rows`);
  if (!out.secretsIncluded) console.log(`[backup] ${secretsLeftOutNote}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`[backup] failed: ${(err as Error).message}`);
    process.exit(1);
  },
);
