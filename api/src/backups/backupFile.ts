import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sql } from '../db/db.ts';
import { BackupWriter } from './backupWriter.ts';
import type { Manifest, SecretsPayload } from './manifest.ts';
import { seal } from './secretsBox.ts';
import { takeSnapshot } from './snapshot.ts';

/** What one backup file is made of, besides the database's rows: plain data, so it can travel to a thread. */
export interface BackupFileSpec {
  /** where the file is written (a temp path beside the data; the caller moves it in or removes it) */
  path: string;
  /** the data directory, for its secrets.json */
  dataDir: string;
  /** the file's name, recorded in the manifest with the run */
  name: string;
  /** when the run began (ISO) */
  createdAt: string;
  databaseKind: Manifest['databaseKind'];
  storeVersion: string;
  passphrase?: string;
  runId?: number;
}

/**
 * Writes the whole backup file at `spec.path` from `source`: the rows as of one instant
 * (takeSnapshot), the sealed secrets with a passphrase, then the manifest, its code and the end line.
 * The one way a backup file is made, whether on the HTTP thread (PostgreSQL, PGlite in memory) or
 * on a backup thread reading a copy of the embedded database (backupThread.ts).
 */
export async function writeBackupFile(source: { transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> }, spec: BackupFileSpec): Promise<Manifest> {
  const out = new BackupWriter(spec.path);
  try {
    await out.start();
    const snap = await takeSnapshot(source, out);
    if (spec.passphrase) {
      const secretsFile = join(spec.dataDir, 'secrets.json');
      const payload: SecretsPayload = { rows: snap.secrets, file: existsSync(secretsFile) ? readFileSync(secretsFile, 'utf8') : null };
      await out.secrets(JSON.stringify(seal(JSON.stringify(payload), spec.passphrase)));
    }
    return await out.finish(
      {
        format: 1,
        storeVersion: spec.storeVersion,
        migrations: snap.migrations,
        migrationLevel: snap.migrations.at(-1) ?? '',
        createdAt: spec.createdAt,
        databaseKind: spec.databaseKind,
        tables: snap.tables,
        sequences: snap.sequences,
        secrets: spec.passphrase ? 'sealed' : 'left-out',
        ...(spec.runId !== undefined && { run: { id: spec.runId, fileName: spec.name } }),
      },
      { passphrase: spec.passphrase },
    );
  } catch (err) {
    out.abort();
    throw err;
  }
}
