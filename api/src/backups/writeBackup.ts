import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/db.ts';
import { canCopyDataDir } from '../db/pgliteThread.ts';
import type { BackupStore } from './backupStore.ts';
import { writeBackupFile, type BackupFileSpec } from './backupFile.ts';
import { fileSuffix, type Manifest } from './manifest.ts';
import { backupFromDataDirCopy } from './embeddedSnapshot.ts';

export const storeVersion: string = (JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string }).version;

export interface BackupOutcome {
  name: string;
  size: number;
  manifest: Manifest;
  /** false: no passphrase, so the generated secrets were left out (the caller says so) */
  secretsIncluded: boolean;
  /** embedded database on disk: how long every statement waited for the snapshot (ms) */
  holdMs?: number;
}

export const secretsLeftOutNote =
  'BACKUP_PASSPHRASE is not set: the generated secrets (signing keys) were left out of this backup. A store restored from it signs everyone out and cannot check old reset links. The file is not authenticated either: its checksums detect accidental damage, not deliberate edits.';

/** store-backup-20261125T155154123Z-pglite.backup.gz: sorts by time, says which database. */
export function backupName(at: Date, kind: Db['kind']): string {
  return `store-backup-${at.toISOString().replace(/[-:.]/g, '')}-${kind}${fileSuffix}`;
}

/**
 * Takes one consistent backup of `db` and puts it in `store`. The file is written beside the data
 * first and only moved in when complete, so a failed run leaves no half file among the backups.
 * PGlite on disk: written on a backup thread from a copy of the data directory (embeddedSnapshot.ts);
 * otherwise here, in one REPEATABLE READ transaction. Either way by writeBackupFile.
 */
export async function writeBackup(db: Db, opts: { dataDir: string; store: BackupStore; passphrase?: string; now?: Date; runId?: number }): Promise<BackupOutcome> {
  const at = opts.now ?? new Date();
  const name = backupName(at, db.kind);
  await mkdir(opts.dataDir, { recursive: true });
  const temp = join(opts.dataDir, `.backup-${randomBytes(6).toString('hex')}.partial`);
  const spec: BackupFileSpec = { path: temp, dataDir: opts.dataDir, name, createdAt: at.toISOString(), databaseKind: db.kind, storeVersion, passphrase: opts.passphrase, runId: opts.runId };
  try {
    const { manifest, holdMs } = canCopyDataDir(db)
      ? await backupFromDataDirCopy(db, spec).then((r) => ({ manifest: r.manifest, holdMs: Math.round(r.copy.holdMs) }))
      : { manifest: await writeBackupFile(db, spec), holdMs: undefined };
    const size = await opts.store.put(name, temp);
    return { name, size, manifest, secretsIncluded: Boolean(opts.passphrase), ...(holdMs !== undefined && { holdMs }) };
  } finally {
    await rm(temp, { force: true });
  }
}
