// The cluster as processes: N store instances (api/src/main.ts) on one PostgreSQL and Redis, HAProxy
// in front, and a static origin standing in for a CDN that serves the built remotes. Used by
// `npm run start:cluster` and by the fault tests (scripts/cluster/fault-test.mjs).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { serveDirectory } from '../static-server.mjs';
import { ensureHaproxy, writeHaproxyConfig } from './haproxy.mjs';
import { storeRemotes } from '../remotes.mjs';

export const root = new URL('../..', import.meta.url).pathname;
const remoteNames = storeRemotes.map((r) => r.name);

const packageOf = (name) => storeRemotes.find((r) => r.name === name).package;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Creates the database of `url` when the server lacks it (a fresh machine's local PostgreSQL). */
export async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  await c.connect();
  try {
    const { rows } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rows.length) await c.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await c.end();
  }
}

export async function waitFor(url, { timeoutMs = 60_000, child } = {}) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child && child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${url} not ready within ${timeoutMs} ms`);
}

/** One CDN-like origin: /<remote>/… from <remote>-mfe/dist (CORS, no-cache entries, immutable chunks). */
export async function startStaticOrigin(port, host, workDir) {
  const cdnRoot = join(workDir, 'cdn');
  rmSync(cdnRoot, { recursive: true, force: true });
  mkdirSync(cdnRoot, { recursive: true });
  for (const name of remoteNames) symlinkSync(join(root, packageOf(name), 'dist'), join(cdnRoot, name));
  return serveDirectory(cdnRoot, port, host);
}

const exited = (child) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r)));

/**
 * One HAProxy round-robin over `instancePorts` on `host:port`, its log in `<dir>.log`, ready once
 * it answers /api/ready (an instance behind it is up). Returns its process.
 */
export async function startBalancer({ haproxy = ensureHaproxy(), dir, host = '127.0.0.1', port, instancePorts, checkIntervalMs = 500 }) {
  const cfg = writeHaproxyConfig(dir, { bind: `${host}:${port}`, backends: instancePorts.map((p) => `127.0.0.1:${p}`), checkIntervalMs });
  const balancer = spawn(haproxy, ['-f', cfg, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const balancerLog = createWriteStream(`${dir}.log`);
  balancer.stdout.pipe(balancerLog);
  balancer.stderr.pipe(balancerLog);
  await waitFor(`http://127.0.0.1:${port}/api/ready`, { child: balancer, timeoutMs: 15_000 });
  return balancer;
}

/** Stops a balancer started by startBalancer and waits for it to exit. */
export async function stopBalancer(balancer) {
  if (balancer.exitCode === null && balancer.signalCode === null) {
    balancer.kill('SIGTERM');
    await exited(balancer);
  }
}

/**
 * Starts everything and returns handles. opts: size, port (balancer), instancePorts, staticPort,
 * host (instances and balancer bind), databaseUrl, redisUrl, cdnUrl (public URL of the static
 * origin), workDir (configs and logs), env (extra env for the instances), log, quiet (logs to files).
 */
export async function startCluster(opts) {
  const { size, port, databaseUrl, redisUrl, workDir, log = console.log } = opts;
  const host = opts.host ?? '127.0.0.1';
  const instancePorts = opts.instancePorts ?? Array.from({ length: size }, (_, i) => port + 1 + i);
  const staticPort = opts.staticPort ?? port + size + 1;
  const cdnUrl = (opts.cdnUrl ?? `http://localhost:${staticPort}`).replace(/\/$/, '');
  mkdirSync(workDir, { recursive: true });
  const haproxy = ensureHaproxy(log);

  const origin = opts.staticPort === null ? null : await startStaticOrigin(staticPort, host, workDir);
  if (origin) log(`[cluster] static origin (CDN stand-in) on ${cdnUrl}`);

  // /metrics is never public (issue #24): the instances share a token the cluster's callers can read
  const metricsToken = process.env.METRICS_TOKEN || randomBytes(18).toString('base64url');
  const env = {
    ...process.env,
    METRICS_TOKEN: metricsToken,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl ?? '',
    HOST: host,
    TRUST_PROXY: '1',
    DRAIN_DELAY_MS: process.env.DRAIN_DELAY_MS ?? '1200',
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    // one local card gateway for the cluster: the first instance serves it, the others find the port taken and use it
    SANDBOX_GATEWAY_PORT: process.env.SANDBOX_GATEWAY_PORT ?? String(port + 1000),
    ...Object.fromEntries(remoteNames.map((n) => [`REMOTE_${n.toUpperCase()}_URL`, `${cdnUrl}/${n}/mf-manifest.json`])),
    ...opts.env,
  };

  const instances = instancePorts.map((p, i) => ({ id: i + 1, port: p, child: null, url: `http://127.0.0.1:${p}` }));
  const startInstance = (inst) => {
    // tsx as a loader in the same process (not its CLI, which wraps a child): SIGTERM reaches main.ts itself and drains
    const loader = pathToFileURL(join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
    const child = spawn(process.execPath, ['--import', loader, join(root, 'api', 'src', 'main.ts')], {
      env: { ...env, PORT: String(inst.port), INSTANCE_ID: String(inst.id) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (opts.quiet) {
      const out = createWriteStream(join(workDir, `api${inst.id}.log`), { flags: 'a' });
      child.stdout.pipe(out);
      child.stderr.pipe(out);
    } else {
      const prefix = (s) => s.toString().replace(/^(?=.)/gm, `[api${inst.id}] `);
      child.stdout.on('data', (d) => process.stdout.write(prefix(d)));
      child.stderr.on('data', (d) => process.stderr.write(prefix(d)));
    }
    inst.child = child;
    return waitFor(`${inst.url}/api/ready`, { child, timeoutMs: 90_000 }).catch((err) => {
      // A quiet instance's log is a file that may be deleted with its folder: say why it failed here.
      if (!opts.quiet) throw err;
      const tail = readFileSync(join(workDir, `api${inst.id}.log`), 'utf8').trim().split('\n').slice(-15).join('\n');
      throw new Error(`${err.message}; last lines of api${inst.id}.log:\n${tail}`);
    });
  };
  // the first instance migrates and imports the catalogue alone; the others then start together
  await startInstance(instances[0]);
  await Promise.all(instances.slice(1).map(startInstance));
  log(`[cluster] ${size} instances ready on ports ${instancePorts.join(', ')}`);

  const balancer = await startBalancer({ haproxy, dir: join(workDir, 'haproxy'), host, port, instancePorts, checkIntervalMs: opts.checkIntervalMs });
  log(`[cluster] HAProxy round-robin on http://localhost:${port} (health checks: GET /api/ready)`);

  return {
    url: `http://127.0.0.1:${port}`,
    metricsToken,
    instances,
    balancer,
    startInstance,
    async stop() {
      await Promise.all(
        instances.map(async (inst) => {
          if (!inst.child || inst.child.exitCode !== null || inst.child.signalCode !== null) return;
          inst.child.kill('SIGTERM');
          const t = setTimeout(() => inst.child.kill('SIGKILL'), 10_000);
          await exited(inst.child);
          clearTimeout(t);
        }),
      );
      await stopBalancer(balancer);
      await new Promise((r) => (origin ? origin.close(r) : r()));
    },
  };
}
