// `npm run start:split`: the same store, but each remote served from its own origin
// (the dev ports of store-remotes.json), proving cross-origin composition: CORS, publicPath 'auto', and
// no-cache entry files. The shell and API stay on PORT (8080); remotes.json is rewritten by env.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveDirectory } from './static-server.mjs';
import { storeRemotes } from './remotes.mjs';

const root = new URL('..', import.meta.url).pathname;

const built = spawnSync(process.execPath, [join(root, 'scripts', 'build-all.mjs'), '--if-stale'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const env = { ...process.env };
for (const { name, package: pkg, devPort: port } of storeRemotes) {
  await serveDirectory(join(root, pkg, 'dist'), port);
  env[`REMOTE_${name.toUpperCase()}_URL`] = `http://localhost:${port}/mf-manifest.json`;
  console.log(`[split] remote ${name} on http://localhost:${port}`);
}
// tsx as a loader, as start.mjs does: its CLI SIGKILLs a child that is slow to acknowledge a relayed signal
const loader = pathToFileURL(join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
const server = spawn(process.execPath, ['--import', loader, join(root, 'api', 'src', 'main.ts')], { stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
