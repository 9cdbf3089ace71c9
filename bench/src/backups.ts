import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { benchDatabases } from './growth/databases.ts';
import { growCatalogue } from './growth/seed.ts';
import { info, type Figure, type Section } from './results.ts';
import { localBackupStore } from '../../api/src/backups/localBackupStore.ts';
import { writeBackup } from '../../api/src/backups/writeBackup.ts';
import { restore } from '../../api/src/backups/restore.ts';
import { embeddedTarget, postgresTarget } from '../../api/src/backups/restoreTargets.ts';
import { openPostgres } from '../../api/src/db/postgres.ts';

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/**
 * Backup and restore times on a catalogue of `size` products (100k by default), per database:
 * `npm run backup`'s snapshot (BACKUP_PASSPHRASE set, so the secrets are sealed too), then the
 * restore of that file into a fresh embedded database and, with a server, into PostgreSQL.
 * Runs alone with BENCH_ONLY=backups.
 */
export async function runBackupBench(opts: { size: number; postgresUrl: string | null }): Promise<Omit<Section, 'seconds'>> {
  const { databases, skipped } = await benchDatabases(opts.postgresUrl);
  const figures: Figure[] = [];
  // each figure is printed as it is measured: a long run stopped half-way still says what it saw
  const record = (f: Figure) => {
    console.log(`[bench] backups: ${f.name} ${f.value} ${f.unit}${f.note ? ` (${f.note})` : ''}`);
    figures.push(f);
  };
  const k = `${Math.round(opts.size / 1000)}k`;
  for (const database of databases) {
    const db = await database.open();
    const dir = mkdtempSync(join(tmpdir(), 'bench-backups-'));
    try {
      await growCatalogue(db, opts.size);
      const store = localBackupStore(join(dir, 'files'));
      const t0 = performance.now();
      const out = await writeBackup(db, { dataDir: dir, store, passphrase: 'bench passphrase' });
      record(info(`${database.name}: backup of ${k} products`, seconds(performance.now() - t0), 's', `file ${(out.size / 1e6).toFixed(1)} MB gzip`));
      const file = join(store.where, out.name);
      const t1 = performance.now();
      await restore(file, embeddedTarget(join(dir, 'restored')), { passphrase: 'bench passphrase' });
      record(info(`${database.name} backup → restore into embedded PGlite`, seconds(performance.now() - t1), 's', 'checks, loads, migrates, counts'));
      if (opts.postgresUrl && !skipped.length) {
        const schema = `bench_${randomBytes(6).toString('hex')}`;
        const t2 = performance.now();
        try {
          await restore(file, postgresTarget(opts.postgresUrl, schema), { passphrase: 'bench passphrase' });
          record(info(`${database.name} backup → restore into PostgreSQL`, seconds(performance.now() - t2), 's'));
        } finally {
          const pg = await openPostgres(opts.postgresUrl, { max: 1, applicationName: 'bench' });
          await pg.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => pg.close());
        }
      }
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return { id: 'backups', title: `Backup and restore (${k} products, in-process, gzip file)`, status: 'ok', reason: skipped.join('; ') || undefined, figures };
}
