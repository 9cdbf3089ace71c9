import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/db.ts';
import { canCopyDataDir, dataDirCopyPrefix, openPgliteThread, type DataDirCopy } from '../db/pgliteThread.ts';
import { componentLog } from '../log.ts';
import type { BackupWriter } from './backupWriter.ts';
import { takeSnapshot, type SnapshotResult } from './snapshot.ts';

const log = componentLog('backups');

/**
 * The rows of a backup, as of one instant, without stopping the store (issue #42).
 *
 * PostgreSQL, and PGlite in memory (tests): one REPEATABLE READ transaction (takeSnapshot). On
 * PostgreSQL writers carry on beside it (MVCC).
 *
 * PGlite on disk has one connection: that transaction would hold every writer for the whole backup
 * (26 s on 100,000 products). Instead its data directory is copied beside the data, holding the
 * database only for a checkpoint and the files changed during the bulk of the copy (pgliteCopy.mjs),
 * and the rows are read from a second PGlite opened on the copy, on a thread of its own, by the
 * same takeSnapshot: the file's format, checksums and sealing are exactly those of the MVCC path.
 * The copy is removed afterwards, and a copy left by a crash is removed at the next start.
 */
export async function snapshotRows(db: Db, dataDir: string, out: BackupWriter): Promise<SnapshotResult & { copy?: DataDirCopy }> {
  if (!canCopyDataDir(db)) return takeSnapshot(db, out);
  const dir = join(dataDir, `${dataDirCopyPrefix}${randomBytes(6).toString('hex')}`);
  try {
    const copy = await db.copyDataDir(dir);
    log.info({ holdMs: Math.round(copy.holdMs), checkpointMs: Math.round(copy.checkpointMs), copyMs: copy.totalMs, bulkMB: mb(copy.bulkBytes), heldMB: mb(copy.heldBytes), heldFiles: copy.heldFiles }, 'backup snapshot copied');
    const reader = await openPgliteThread(dir, { background: true });
    try {
      return { ...(await takeSnapshot(reader, out)), copy };
    } finally {
      await reader.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

