// Fault test (#25): a deploy and a rollback made through one instance are live on all three within
// a second (the registry in PostgreSQL, NOTIFY remotes_changed to every instance's listener).
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function filesOf(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

/** The built catalog remote with one more route (an exposed page at /gift-cards): a real build, a new version. */
function catalogBuildWithNewRoute(root) {
  const dist = join(root, 'catalog-mfe', 'dist');
  return filesOf(dist)
    .filter((f) => !f.endsWith('mf-stats.json') && !/\.(br|gz)$/.test(f))
    .map((f) => {
      const path = relative(dist, f);
      let body = readFileSync(f);
      if (path === 'mf-manifest.json') {
        const manifest = JSON.parse(body.toString('utf8'));
        manifest.metaData.routes = [...manifest.metaData.routes, { path: '/gift-cards', page: 'HomePage' }];
        body = Buffer.from(JSON.stringify(manifest));
      }
      return { path, data: body.toString('base64') };
    });
}

/** Polls every instance's /remotes.json until each names `expected` for the catalog; ms from `since`. */
async function liveEverywhere(cluster, call, expected, since) {
  const seen = new Map();
  while (Date.now() - since < 5_000) {
    await Promise.all(
      cluster.instances.map(async (inst) => {
        if (seen.has(inst.id)) return;
        const r = await call(inst.url, 'GET', '/remotes.json', { timeoutMs: 1_000 });
        if (r.body?.catalog?.includes(expected)) seen.set(inst.id, Date.now() - since);
      }),
    );
    if (seen.size === cluster.instances.length) break;
    await sleep(20);
  }
  return cluster.instances.map((i) => seen.get(i.id) ?? Infinity);
}

export async function scenarioDeploys(cluster, db, { call, check, root }) {
  // a deploy token as the back office makes one (only its hash is stored)
  const token = `dpl_${randomBytes(32).toString('base64url')}`;
  await db.query('INSERT INTO deploy_tokens (label, token_hash) VALUES ($1, $2)', ['fault test', createHash('sha256').update(token).digest('hex')]);
  const [a, b] = cluster.instances;
  const before = (await call(a.url, 'GET', '/remotes.json')).body?.catalog;

  const deployed = await call(a.url, 'POST', '/api/deploys/catalog', { token, body: { files: catalogBuildWithNewRoute(root), reason: 'fault test' }, timeoutMs: 60_000 });
  const deployedAt = Date.now();
  const version = deployed.body?.data?.version;
  check('a deploy through instance 1 is accepted', deployed.status === 201 && typeof version === 'string', `${deployed.status} ${deployed.body?.message ?? ''}`);
  if (!version) return;
  const live = await liveEverywhere(cluster, call, version, deployedAt);
  check('the deploy is live on all three instances within a second', live.every((ms) => ms <= 1_000), `seen after ${live.join(' / ')} ms`);
  const routes = await Promise.all(cluster.instances.map((i) => call(i.url, 'GET', '/routes.json')));
  check("every instance's route table has the remote's new path", routes.every((r) => r.body?.some?.((x) => x.path === '/gift-cards')), routes.map((r) => r.status).join(', '));

  const back = await call(b.url, 'POST', '/api/deploys/catalog/rollback', { token, body: {} });
  const backAt = Date.now();
  check('a rollback through instance 2 is accepted', back.status === 200, `${back.status} ${back.body?.message ?? ''}`);
  const restored = await liveEverywhere(cluster, call, String(before).replace(/mf-manifest\.json$/, ''), backAt);
  check('the rollback is live on all three instances within a second', restored.every((ms) => ms <= 1_000), `seen after ${restored.join(' / ')} ms`);
}
