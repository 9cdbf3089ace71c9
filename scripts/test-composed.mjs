// `npm run test:composed -- <remote>=<built dir | version> … [-- <playwright args or specs>]`
// The journeys against a store composed of chosen remote builds: starts the built store on E2E_PORT
// with a fresh data dir, makes a deploy token as the owner, deploys each named dir (`npm run deploy`)
// or makes the named existing version live (`npm run rollback --to`), then runs Playwright against
// that server (E2E_REUSE_SERVER=1): the 'journeys' project, or what is passed after `--`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { remoteNames } from './remotes.mjs';
import { e2eOwner, e2ePort, e2eServerEnv } from './e2e-server.mjs';

const usage = 'usage: npm run test:composed -- <remote>=<built dir or version> … [-- <playwright args or spec files>]';
const root = new URL('..', import.meta.url).pathname;
const fail = (message) => {
  console.error(`[test:composed] ${message}`);
  process.exit(1);
};

const argv = process.argv.slice(2);
const cut = argv.indexOf('--');
const [picks, playwrightArgs] = cut === -1 ? [argv.filter((a) => a.includes('=')), argv.filter((a) => !a.includes('='))] : [argv.slice(0, cut), argv.slice(cut + 1)];
const wanted = picks.map((pick) => {
  const [remote, target] = [pick.slice(0, pick.indexOf('=')), pick.slice(pick.indexOf('=') + 1)];
  if (!remoteNames.includes(remote) || !target) fail(`"${pick}": name a remote of store-remotes.json (${remoteNames.join(', ')}) and a built dir or a version.\n${usage}`);
  const dir = resolve(target);
  return existsSync(dir) ? { remote, dir } : { remote, version: target };
});
for (const w of wanted) if (w.dir && !existsSync(join(w.dir, 'mf-manifest.json'))) fail(`${w.dir} holds no mf-manifest.json: is it a built remote?`);
if (!existsSync(join(root, 'shell', 'dist', 'index.html'))) fail('The store is not built: run npm run build first.');

const port = e2ePort();
const store = `http://localhost:${port}`;
const env = { ...process.env, ...e2eServerEnv(port), DATA_DIR: `.data/composed-${port}` };
rmSync(join(root, env.DATA_DIR), { recursive: true, force: true });
console.error(`[test:composed] starting the built store on ${store} (data in ${env.DATA_DIR})`);
// its own process group, so stopping it stops the API server start.mjs runs too
const server = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], { cwd: root, env, stdio: 'inherit', detached: true });
let stopping = false;
const stop = () => {
  stopping = true;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
server.on('exit', (code) => !stopping && fail(`the store stopped (exit ${code}) before the journeys ended`));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => (stop(), process.exit(130)));

async function call(method, path, body, token) {
  const res = await fetch(`${store}${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body && JSON.stringify(body) });
  const reply = await res.json().catch(() => ({ success: false, message: `HTTP ${res.status}` }));
  if (!res.ok || reply.success !== true) throw new Error(`${method} ${path}: ${reply.message}`);
  return reply.data;
}

async function waitForHealth(ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await fetch(`${store}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the store did not answer ${store}/api/health within ${ms / 1000} s`);
}

const npm = (args, extraEnv) => spawnSync('npm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } }).status;

const common = (remote) => ['--store', store, '--reason', `test:composed ${remote}`];

/** Deploys a built dir; null once it is live, or the version it already is when the store holds that build. */
function deployDir(w, deployEnv) {
  const run = spawnSync('npm', ['run', '--silent', 'deploy', '--', w.remote, '--dir', w.dir, ...common(w.remote)], { cwd: root, stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8', env: { ...process.env, ...deployEnv } });
  process.stderr.write(run.stderr);
  if (run.status === 0) return null;
  const same = /This build is already version (\S+?)[;.]/.exec(run.stderr);
  if (same) return same[1];
  throw new Error(`${w.remote}=${w.dir} was refused (see above)`);
}

async function makeLive(remote, version, token, deployEnv) {
  const now = (await call('GET', '/api/deploys', undefined, token)).remotes.find((r) => r.name === remote);
  if (now?.live === version && !now.canary) return;
  if (npm(['run', '--silent', 'rollback', '--', remote, '--to', version, ...common(remote)], deployEnv) !== 0) throw new Error(`${remote}=${version} could not be made live (see above)`);
}

let status = 1;
try {
  await waitForHealth(120_000);
  const { accessToken } = await call('POST', '/api/auth/login', e2eOwner);
  const { token } = await call('POST', '/api/admin/deploy-tokens', { label: `test:composed ${new Date().toISOString()}` }, accessToken);
  const deployEnv = { DEPLOY_TOKEN: token };
  for (const w of wanted) {
    const version = w.dir ? deployDir(w, deployEnv) : w.version;
    // a version named, or a build the store already holds (e.g. the one it recorded at start): make it live
    if (version) await makeLive(w.remote, version, token, deployEnv);
  }
  const live = await call('GET', '/api/deploys', undefined, token);
  for (const r of live.remotes) console.error(`[test:composed] ${r.name}: ${r.live}${r.canary ? ` (canary ${r.canary.version} ${r.canary.percent} %)` : ''}`);
  const specsNamed = playwrightArgs.some((a) => a.endsWith('.ts')) || playwrightArgs.includes('--project');
  const args = ['playwright', 'test', ...(specsNamed ? [] : ['--project', 'journeys']), ...playwrightArgs];
  status = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_PORT: String(port), E2E_REUSE_SERVER: '1' } }).status ?? 1;
} catch (err) {
  console.error(`[test:composed] ${err.message}`);
} finally {
  stop();
}
process.exit(status);
