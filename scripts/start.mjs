// `npm start`: builds what is not built (or is stale), then runs the server, which migrates and
// seeds the embedded database and serves the shell, the four remotes and the API on one port.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// SKIP_BUILD=1: serve what is built (the browser tests build once before they start).
if (!process.env.SKIP_BUILD) {
  const built = spawnSync(process.execPath, [join(root, 'scripts', 'build-all.mjs'), '--if-stale'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = spawn(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'api', 'src', 'main.ts')], {
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
