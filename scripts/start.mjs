// `npm start`: builds what is not built (or is stale), then runs the server, which migrates and
// seeds the embedded database and serves the shell, the four remotes and the API on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
// SKIP_BUILD=1: serve what is built (the browser tests build once before they start).
if (!process.env.SKIP_BUILD) {
  const template = join(root, 'shell', 'dist', '.vite', 'document.json');
  const shellBefore = existsSync(template) ? readFileSync(template, 'utf8') : null;
  const built = spawnSync(process.execPath, [join(root, 'scripts', 'build-all.mjs'), '--if-stale'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  // a shell this command rebuilt from the checkout's source is a deploy with a reason; a build changed
  // on disk otherwise is not trusted by the start (#39 item 8, docs/deploying-a-remote.md)
  const shellAfter = existsSync(template) ? readFileSync(template, 'utf8') : null;
  if (shellAfter !== shellBefore && !process.env.SHELL_DEPLOY_REASON) process.env.SHELL_DEPLOY_REASON = "npm start rebuilt the shell from this checkout's source";
}

// tsx as a loader in the server's own process, not its CLI: the CLI wraps a child and, when a relayed
// signal is not answered within 30 ms (a busy event loop while the database closes), kills it with SIGKILL.
const loader = pathToFileURL(join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
const server = spawn(process.execPath, ['--import', loader, join(root, 'api', 'src', 'main.ts')], {
  stdio: 'inherit',
  env: process.env,
});
// A supervisor signals this process only: pass it on. Ctrl-C reaches the server too (same group);
// it stops once however many copies arrive. This process waits for the server's exit either way.
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
