// `npm run dev`: the API (tsx watch, :8080) plus every Vite dev server with HMR — shell :5173 and
// remotes :5174–5177 (a remote in dev needs the host in dev). Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { remotePackages } from './remotes.mjs';

const root = new URL('..', import.meta.url).pathname;
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const procs = [
  spawn(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'watch', join(root, 'api', 'src', 'main.ts')], { stdio: 'inherit', env: { NODE_ENV: 'development', ...process.env, PORT: '8080' } }),
  ...['shell', ...remotePackages].map((pkg) =>
    // vite run directly (not through npx) so stopping this script stops the servers too
    spawn(process.execPath, [vite], { cwd: join(root, pkg), stdio: 'inherit' }),
  ),
];
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', (code) => code && code !== 0 && console.error(`[dev] a process exited with ${code}`));
