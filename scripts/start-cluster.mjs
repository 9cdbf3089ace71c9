// `npm run start:cluster`: CLUSTER_SIZE (3) store instances on one PostgreSQL (DATABASE_URL, default
// the local server's `store` database) and Redis (REDIS_URL, default the local server), HAProxy
// round-robin on PORT (8080), and the built remotes from a separate static origin (CDN stand-in,
// CDN_PORT, default PORT + CLUSTER_SIZE + 1). See docs/operations.md "Several instances".
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureDatabase, root, startCluster } from './cluster/topology.mjs';

const size = Number(process.env.CLUSTER_SIZE ?? 3);
const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(size) || size < 1 || size > 32) throw new Error(`CLUSTER_SIZE must be 1–32, got ${process.env.CLUSTER_SIZE}`);
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/store';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

if (!process.env.SKIP_BUILD) {
  const built = spawnSync(process.execPath, [join(root, 'scripts', 'build-all.mjs'), '--if-stale'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await ensureDatabase(databaseUrl);
const cluster = await startCluster({
  size,
  port,
  host: process.env.HOST ?? '127.0.0.1',
  staticPort: process.env.CDN_PORT ? Number(process.env.CDN_PORT) : undefined,
  cdnUrl: process.env.CDN_URL,
  databaseUrl,
  redisUrl,
  workDir: join(root, '.data', 'cluster'),
});
console.log(`Store cluster ready on http://localhost:${port} (${size} instances, PostgreSQL + Redis, HAProxy)`);
if (!process.env.METRICS_TOKEN) console.log('Metrics: each instance wants a bearer token on /metrics; start with METRICS_TOKEN=<token> to choose one you can scrape with.');
let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  });
