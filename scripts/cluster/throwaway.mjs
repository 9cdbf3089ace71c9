// A PostgreSQL cluster and a Redis server of the fault test's own (initdb/pg_ctl, redis-server) on
// their own ports, so stopping them disturbs nothing else on the machine. Removed afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const pgBin = (name) => {
  for (const dir of ['/usr/local/bin', '/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin']) {
    if (spawnSync(join(dir, name), ['--version']).status === 0) return join(dir, name);
  }
  return name;
};

// initdb and postgres refuse to run as root: run them as the postgres user then.
const asDbUser = (cmd, args) => {
  if (process.getuid?.() !== 0) return [cmd, args];
  return ['runuser', ['-u', 'postgres', '--', cmd, ...args]];
};
const run = (cmd, args) => {
  const [c, a] = asDbUser(cmd, args);
  const res = spawnSync(c, a, { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${res.stderr || res.stdout}`);
  return res.stdout;
};

export function startThrowawayPostgres(port) {
  const dir = mkdtempSync(join(tmpdir(), 'store-fault-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  run(pgBin('initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const pgCtl = (...args) => run(pgBin('pg_ctl'), ['-D', data, '-l', join(dir, 'postgres.log'), '-w', '-t', '30', ...args]);
  const handle = {
    url: `postgres://postgres@127.0.0.1:${port}/store`,
    start: () => pgCtl('-o', opts, 'start'),
    /** fast stop: open connections are terminated (what a crash or failover looks like to clients) */
    stop: () => pgCtl('-m', 'fast', 'stop'),
    remove() {
      try {
        pgCtl('-m', 'immediate', 'stop');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  handle.start();
  return handle;
}

export async function startThrowawayRedis(port) {
  let child = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 50; i++) {
      if (spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout?.includes('PONG')) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`redis-server on ${port} did not start`);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      if (!child || child.exitCode !== null) return;
      const c = child;
      c.kill('SIGKILL');
      await new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r() : c.once('exit', r)));
    },
  };
}
