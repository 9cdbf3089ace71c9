import { expect, test } from './support/test.ts';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveDirectory } from '../scripts/static-server.mjs';

const root = process.cwd();
// A sibling of catalog-mfe, so its vite config resolves ../mf-shared.ts like the real one.
const workDir = join(root, 'catalog-rebuild-e2e');
const port = 5199;
const marker = 'T-shirt printing made easy';
const changed = 'T-shirt printing made easy — rebuilt remote';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

function hashTree(dir: string): string {
  const h = createHash('sha256');
  for (const f of filesUnder(dir).sort()) h.update(f).update(readFileSync(f));
  return h.digest('hex');
}

test.afterAll(() => rmSync(workDir, { recursive: true, force: true }));

// The journey re-points remotes.json in the browser only, so the server (whose CSP allows scripts
// from the origins of its own remotes.json) is never told about the new origin and would rightly
// block it. A real deployment sets REMOTE_CATALOG_URL and the CSP follows (api/test/security.test.ts).
test.use({ bypassCSP: true });

test('a remote rebuilt with a visible change and re-pointed in remotes.json is picked up; the shell is untouched', async ({ page }) => {
  test.setTimeout(120_000);
  const shellBefore = hashTree(join(root, 'shell', 'dist'));

  rmSync(workDir, { recursive: true, force: true });
  for (const item of ['src', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json']) {
    cpSync(join(root, 'catalog-mfe', item), join(workDir, item), { recursive: true });
  }
  const sources = filesUnder(join(workDir, 'src')).filter((f) => readFileSync(f, 'utf8').includes(marker));
  expect(sources.length, `a catalog source file shows "${marker}"`).toBeGreaterThan(0);
  for (const f of sources) writeFileSync(f, readFileSync(f, 'utf8').replaceAll(marker, changed));
  execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'], { cwd: workDir, stdio: 'inherit' });

  // Deploy = upload the new dist anywhere (here: its own origin) and change one line of remotes.json.
  const server = await serveDirectory(join(workDir, 'dist'), port);
  try {
    await page.route('**/remotes.json', async (route) => {
      const current = await (await route.fetch()).json();
      await route.fulfill({ json: { ...current, catalog: `http://localhost:${port}/mf-manifest.json` } });
    });
    await page.goto('/');
    await expect(page.getByText(changed).first()).toBeVisible();
  } finally {
    server.close();
  }
  expect(hashTree(join(root, 'shell', 'dist'))).toBe(shellBefore);
});
