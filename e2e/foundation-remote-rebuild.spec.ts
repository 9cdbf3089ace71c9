import type { ConsoleMessage, Page } from '@playwright/test';
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
const changedInPlace = 'T-shirt printing made easy — rebuilt in place';

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

// The server's remotes.json (<DATA_DIR>/remotes.json, re-read when it changes) is the one the
// browser reads, the one pages are server-rendered with, and the one the CSP follows.
const e2ePort = Number(process.env.E2E_PORT ?? 8090);
const remotesFile = join(root, '.data', `e2e-${e2ePort}`, 'remotes.json');

/** The remote's two builds: the browser's and the server entry (dist/ssr/). */
function buildRemote() {
  for (const extra of [[], ['--ssr']]) {
    execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', ...extra, '--logLevel', 'error'], { cwd: workDir, stdio: 'inherit' });
  }
}

async function expectLivePage(page: Page, text: string) {
  const problems: string[] = [];
  const listen = (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  };
  page.on('console', listen);
  await page.goto('/');
  await expect(page.getByText(text).first()).toBeVisible();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  page.off('console', listen);
  expect(problems, 'no CSP violation or hydration mismatch').toEqual([]);
}

test('a remote rebuilt with a visible change, re-pointed in remotes.json and then rebuilt in place, is rendered by the server and the browser; nothing restarts, the shell is untouched', async ({ page, request }) => {
  test.setTimeout(300_000);
  const shellBefore = hashTree(join(root, 'shell', 'dist'));

  rmSync(workDir, { recursive: true, force: true });
  for (const item of ['src', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json']) {
    cpSync(join(root, 'catalog-mfe', item), join(workDir, item), { recursive: true });
  }
  const sources = filesUnder(join(workDir, 'src')).filter((f) => readFileSync(f, 'utf8').includes(marker));
  expect(sources.length, `a catalog source file shows "${marker}"`).toBeGreaterThan(0);
  for (const f of sources) writeFileSync(f, readFileSync(f, 'utf8').replaceAll(marker, changed));
  buildRemote();

  // Deploy = upload the new dist anywhere (here: its own origin) and change one line of remotes.json.
  const server = await serveDirectory(join(workDir, 'dist'), port);
  try {
    writeFileSync(remotesFile, JSON.stringify({ catalog: `http://localhost:${port}/mf-manifest.json` }));
    // the server looks at the file at most every 250 ms
    await expect.poll(async () => (await (await request.get('/remotes.json')).json()).catalog, { timeout: 5_000 }).toBe(`http://localhost:${port}/mf-manifest.json`);
    // the HTML the server sends holds the change (the first request may still load the new entry)
    await expect.poll(async () => (await (await request.get('/')).text()).includes(changed), { timeout: 30_000 }).toBe(true);
    await expectLivePage(page, changed);

    // A redeploy in place: same URL, new files, remotes.json untouched. The server notices the
    // changed manifest and renders from the new server entry (its page cache holds pages ≤ 10 s).
    for (const f of sources) writeFileSync(f, readFileSync(f, 'utf8').replaceAll(changed, changedInPlace));
    buildRemote();
    await expect.poll(async () => (await (await request.get('/')).text()).includes(changedInPlace), { timeout: 60_000, intervals: [1_000] }).toBe(true);
    await expectLivePage(page, changedInPlace);
  } finally {
    rmSync(remotesFile, { force: true });
    server.close();
  }
  expect(hashTree(join(root, 'shell', 'dist'))).toBe(shellBefore);
});
