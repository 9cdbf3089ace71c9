import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { openPgliteHere } from '../db/pglite.ts';
import { writeBackupFile, type BackupFileSpec } from './backupFile.ts';
import type { BackupThreadJob, BackupThreadReply } from './backupOnThread.ts';

/**
 * A backup thread (#42): opens PGlite on the backup's copy of the data directory, here on this
 * thread (no thread of its own: this one does nothing else), and writes the whole file with
 * writeBackupFile. Reading, hashing, compressing and sealing the rows happen here, so the thread
 * that answers HTTP only waits for the outcome.
 */
const job = workerData as BackupThreadJob;

// background work: on a small machine the shoppers' threads go first (Linux gives each thread its
// own nice value, set through its thread id)
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  // not Linux, or not allowed: the backup runs at the store's priority
}

async function run(spec: BackupFileSpec, copyDir: string): Promise<BackupThreadReply> {
  const db = await openPgliteHere(copyDir);
  try {
    return { ok: true, manifest: await writeBackupFile(db, spec) };
  } finally {
    await db.close();
  }
}

run(job.spec, job.copyDir).then(
  (reply) => parentPort!.postMessage(reply),
  // the message only: an error object from the database can carry a statement's parameters
  (err: unknown) => parentPort!.postMessage({ ok: false, reason: (err as Error)?.message || String(err) } satisfies BackupThreadReply),
);
