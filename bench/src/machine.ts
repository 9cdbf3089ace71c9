import { execFileSync } from 'node:child_process';
import os from 'node:os';

/** Load from other processes skews every timing: the report states it at start and end. */
export const loadAverage1m = () => Math.round(os.loadavg()[0] * 100) / 100;

/** What the figures were measured on: the report is meaningless without it. */
export function describeMachine(): Record<string, string | number> {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    freeMemoryGiB: Math.round((os.freemem() / 2 ** 30) * 10) / 10,
    loadAverage1mAtStart: loadAverage1m(),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
  };
}

export function describeCommit(cwd: string): { commit: string; dirty: boolean } {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
    const status = execFileSync('git', ['status', '--porcelain'], { cwd, encoding: 'utf8' });
    return { commit, dirty: status.trim().length > 0 };
  } catch {
    return { commit: 'unknown (not a git checkout)', dirty: false };
  }
}
