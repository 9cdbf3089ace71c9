import { Worker } from 'node:worker_threads';
import type { BackupFileSpec } from './backupFile.ts';
import type { Manifest } from './manifest.ts';

/** What a backup thread is given (workerData: memory only, never logged; it holds the passphrase). */
export interface BackupThreadJob {
  spec: BackupFileSpec;
  /** the copy of the embedded database's data directory to read */
  copyDir: string;
}

export type BackupThreadReply = { ok: true; manifest: Manifest } | { ok: false; reason: string };

const threadFile = new URL('./backupThreadBoot.mjs', import.meta.url);
const running = new Set<Worker>();

/** The backup threads now running (tests stop one as a crash would). */
export function runningBackupThreads(): Worker[] {
  return [...running];
}

/**
 * Writes the backup file from a copy of the embedded database on a thread of its own
 * (backupThread.ts) and answers its manifest once the thread is gone, so the caller may remove the
 * copy and the file. A thread that throws, runs out of its heap or stops fails with the reason.
 */
export function writeBackupOnThread(job: BackupThreadJob): Promise<Manifest> {
  const worker = new Worker(threadFile, {
    workerData: job,
    // plain JavaScript boot: the thread needs none of this process's flags
    execArgv: [],
    // its own heap, bounded: rows travel in batches of 2,000, never the whole catalogue (PGlite's
    // WASM memory is outside this limit)
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
  });
  running.add(worker);
  return new Promise<Manifest>((resolve, reject) => {
    let reply: BackupThreadReply | null = null;
    let failure: Error | null = null;
    worker.once('message', (r: BackupThreadReply) => {
      reply = r;
      // the file is closed and the copy's database too: nothing left for the thread to do
      void worker.terminate();
    });
    worker.once('error', (err) => (failure = err));
    worker.once('exit', (code) => {
      running.delete(worker);
      if (reply?.ok) resolve(reply.manifest);
      else if (reply) reject(new Error(`The backup could not be written from its copy of the database: ${reply.reason}`));
      else if (failure) reject(new Error(`The backup's thread failed: ${failure.message}`));
      else reject(new Error(`The backup's thread stopped before the file was complete (exit ${code}).`));
    });
  });
}
