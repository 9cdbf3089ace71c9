import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/db.ts';
import { BackupWriter } from './backupWriter.ts';
import type { BackupStore } from './backupStore.ts';
import { fileSuffix, type Manifest, type SecretsPayload } from './manifest.ts';
import { seal } from './secretsBox.ts';
import { snapshotRows } from './embeddedSnapshot.ts';

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
 */
export async function writeBackup(db: Db, opts: { dataDir: string; store: BackupStore; passphrase?: string; now?: Date; runId?: number }): Promise<BackupOutcome> {
  const at = opts.now ?? new Date();
  const name = backupName(at, db.kind);
  await mkdir(opts.dataDir, { recursive: true });
  const temp = join(opts.dataDir, `.backup-${randomBytes(6).toString('hex')}.partial`);
  const out = new BackupWriter(temp);
  try {
    await out.start();
    const snap = await snapshotRows(db, opts.dataDir, out);
    if (opts.passphrase) {
      const secretsFile = join(opts.dataDir, 'secrets.json');
      const payload: SecretsPayload = { rows: snap.secrets, file: existsSync(secretsFile) ? readFileSync(secretsFile, 'utf8') : null };
      await out.secrets(JSON.stringify(seal(JSON.stringify(payload), opts.passphrase)));
    }
    const manifest = await out.finish(
      {
      format: 1,
      storeVersion,
      migrations: snap.migrations,
      migrationLevel: snap.migrations.at(-1) ?? '',
      createdAt: at.toISOString(),
      databaseKind: db.kind,
      tables: snap.tables,
      sequences: snap.sequences,
      secrets: opts.passphrase ? 'sealed' : 'left-out',
      ...(opts.runId !== undefined && { run: { id: opts.runId, fileName: name } }),
      },
      { passphrase: opts.passphrase },
    );
    const size = await opts.store.put(name, temp);
    return { name, size, manifest, secretsIncluded: Boolean(opts.passphrase), ...(snap.copy && { holdMs: Math.round(snap.copy.holdMs) }) };
  } catch (err) {
    out.abort();
    throw err;
  } finally {
    await rm(temp, { force: true });
  }
}
