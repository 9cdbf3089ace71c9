// `npm run deploy -- <remote> [--dir <built dir>] [--canary <percent>] [--store <url>] [--reason <text>] [--if-live <version>]`
// Builds the remote (or takes a built dir), uploads it as a new immutable version through the
// store's deploy endpoint (DEPLOY_TOKEN), which checks it (the gate) and makes it live, or a canary
// for a share of visitors. Prints the version; on refusal prints the reason and exits 1. A remote
// that serves the payment page (checkout) needs --reason: it is its scripts' written reason (PCI DSS 6.4.3).
// --if-live <version>: only if that is still the live version (If-Match; exit 1 otherwise). Exit 3: it went
// live but another change had replaced it by the time the command read the map back.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { storeRemotes } from '../remotes.mjs';
import { confirmStillServed, fail, ifLiveHeaders, readArgs, send } from './client.mjs';

const usage = 'usage: npm run deploy -- <remote> [--dir <built dir>] [--canary <percent>] [--store <url>] [--reason <text>] [--if-live <version>]';
const { remote, store, token, values } = readArgs(usage, { dir: { type: 'string' }, canary: { type: 'string' } });
const root = new URL('../..', import.meta.url).pathname;
const pkg = storeRemotes.find((r) => r.name === remote).package;

let dir = values.dir ? resolve(values.dir) : join(root, pkg, 'dist');
if (!values.dir) {
  // the browser build, then the server entry the store renders pages with
  for (const extra of [[], ['--ssr']]) {
    const res = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', ...extra, '--logLevel', 'warn'], { cwd: join(root, pkg), stdio: 'inherit' });
    if (res.status !== 0) fail(`the build of ${pkg} failed`);
  }
}
if (!existsSync(join(dir, 'mf-manifest.json'))) fail(`${dir} holds no mf-manifest.json: is it a built remote?`);
const canary = values.canary === undefined ? undefined : Number(values.canary);
if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99)) fail('--canary is a whole percent from 1 to 99.');

function filesOf(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}
// mf-stats.json is the bundler's report, not part of what is served; the .br/.gz copies the build
// writes for the local server are left out too (the store compresses a deployed version's replies)
const files = filesOf(dir)
  .filter((f) => !f.endsWith('mf-stats.json') && !/\.(br|gz)$/.test(f))
  .map((f) => ({ path: relative(dir, f).split('\\').join('/'), data: readFileSync(f).toString('base64') }));

// read before the upload: the revision the change is made against
const headers = await ifLiveHeaders(store, token, remote, values['if-live']);
const reply = await send(store, token, `/api/deploys/${remote}`, { files, ...(canary ? { canary } : {}), ...(values.reason ? { reason: values.reason } : {}) }, headers);
await confirmStillServed(store, token, remote, reply.data.version, { canary: Boolean(canary) });
console.error(`[deploy] ${reply.message}`);
console.log(reply.data.version);
