// Builds the shell and every remote of store-remotes.json, each on its own (a remote's build touches nothing else).
// `--if-stale` skips a package whose dist is newer than every file in its src, index.html and config.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { remotePackages } from './remotes.mjs';

const root = new URL('..', import.meta.url).pathname;
const frontends = ['shell', ...remotePackages];
const onlyStale = process.argv.includes('--if-stale');

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))));
}

function isStale(pkg) {
  const dist = join(root, pkg, 'dist', 'index.html');
  if (!existsSync(dist)) return true;
  const built = statSync(dist).mtimeMs;
  const inputs = [join(root, pkg, 'src'), join(root, pkg, 'public'), join(root, pkg, 'index.html'), join(root, pkg, 'vite.config.ts'), join(root, 'shared', 'src'), join(root, 'mf-shared.ts'), join(root, 'federation', 'index.ts'), join(root, 'store-remotes.json'), join(root, 'mf-remote-vite.ts')];
  return inputs.some((p) => newest(p) > built);
}

for (const pkg of frontends) {
  if (onlyStale && !isStale(pkg)) continue;
  console.log(`[build] ${pkg}`);
  // The browser build, then the server entry (`--ssr`) the store's server renders pages with.
  for (const extra of [[], ['--ssr']]) {
    const res = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', ...extra, '--logLevel', 'warn'], {
      cwd: join(root, pkg),
      stdio: 'inherit',
    });
    if (res.status !== 0) process.exit(res.status ?? 1);
  }
}
