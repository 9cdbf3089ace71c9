import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { dataDirCopyPrefix, type DataDirCopy, type ThreadDb } from '../db/pgliteThread.ts';
import { componentLog } from '../log.ts';
import type { BackupFileSpec } from './backupFile.ts';
import { writeBackupOnThread } from './backupOnThread.ts';
import type { Manifest } from './manifest.ts';

const log = componentLog('backups');

/**
 * A backup of PGlite on disk without stopping the store (issue #42).
 *
 * PostgreSQL, and PGlite in memory (tests), take one REPEATABLE READ transaction (takeSnapshot) on
 * the HTTP thread; on PostgreSQL writers carry on beside it (MVCC). PGlite on disk has one
 * connection: that transaction would hold every writer for the whole backup (26 s on 100,000
 * products). Instead its data directory is copied beside the data, holding the database only for a
 * checkpoint and the files changed during the bulk of the copy (pgliteCopy.mjs), and the whole file
 * is written from the copy on a backup thread (backupThread.ts) by the same writeBackupFile: the
 * file's format, checksums and sealing are exactly those of the MVCC path, and no row reaches the
 * HTTP thread. The copy is removed afterwards, and a copy left by a crash is removed at the next start.
 */
export async function backupFromDataDirCopy(db: ThreadDb, spec: BackupFileSpec): Promise<{ manifest: Manifest; copy: DataDirCopy }> {
  const dir = join(spec.dataDir, `${dataDirCopyPrefix}${randomBytes(6).toString('hex')}`);
  try {
    const copy = await db.copyDataDir(dir);
    log.info({ holdMs: Math.round(copy.holdMs), checkpointMs: Math.round(copy.checkpointMs), copyMs: copy.totalMs, bulkMB: mb(copy.bulkBytes), heldMB: mb(copy.heldBytes), heldFiles: copy.heldFiles }, 'backup snapshot copied');
    return { manifest: await writeBackupOnThread({ spec, copyDir: dir }), copy };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
