// One typecheck for every package (TypeScript strict everywhere).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { remotePackages } from './remotes.mjs';

const root = new URL('..', import.meta.url).pathname;
const packages = ['shared', 'federation', 'shell', ...remotePackages, 'api', 'e2e', 'bench'];
let failed = false;
for (const pkg of packages) {
  const res = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, pkg, 'tsconfig.json')], {
    stdio: 'inherit',
  });
  if (res.status !== 0) {
    console.error(`[typecheck] ${pkg} failed`);
    failed = true;
  }
}
if (!failed) console.log('[typecheck] all packages pass');
process.exit(failed ? 1 : 0);
