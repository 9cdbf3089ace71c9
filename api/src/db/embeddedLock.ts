import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The embedded database (PGlite) must have one opener at a time; two processes on the same
// directory corrupt it. The store writes its pid here; command-line tools refuse while it lives.
const lockPath = (dataDir: string) => join(dataDir, 'store.pid');

/** The pid of a running store holding `dataDir`, or undefined. A stale file (dead pid) is ignored. */
export function runningStorePid(dataDir: string): number | undefined {
  const file = lockPath(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  return isZombie(pid) ? undefined : pid;
}

/**
 * A store killed with -9 whose parent died with it waits to be reaped by the machine's first process;
 * where that never reaps (a container's shell), the pid still answers signals for ever. Linux tells
 * in /proc (state Z); elsewhere the pid counts as alive.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

/** Marks `dataDir` as held by this process until it exits. */
export function holdEmbeddedLock(dataDir: string): void {
  writeFileSync(lockPath(dataDir), String(process.pid));
  process.once('exit', () => rmSync(lockPath(dataDir), { force: true }));
}
