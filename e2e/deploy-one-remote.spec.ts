import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
// A sibling of catalog-mfe, so its vite config resolves ../mf-shared.ts like the real one.
const workDir = join(root, 'catalog-rebuild-e2e');
const marker = 'T-shirt printing made easy';
const changed = 'T-shirt printing made easy — deployed alone';
const owner = { email: 'owner@e2e.example.com', password: 'owner-e2e-password-1' };

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

/** The catalog team's change, in a copy of its package: a new page of its own, its route, a link to it. */
function giftCardsCopy() {
  rmSync(workDir, { recursive: true, force: true });
  for (const item of ['src', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json']) {
    cpSync(join(root, 'catalog-mfe', item), join(workDir, item), { recursive: true });
  }
  writeFileSync(
    join(workDir, 'src', 'pages', 'GiftCardsPage.tsx'),
    [
      "import { Link, usePageMeta } from '@store/shared';",
      '',
      '/** /gift-cards: shipped by the catalog team alone (#25 journey). */',
      'export default function GiftCardsPage() {',
      "  usePageMeta({ title: 'Gift cards', description: 'Give a PrintPop gift card.', canonical: '/gift-cards' });",
      '  return (',
      '    <main className="cat-page">',
      '      <h1>Gift cards</h1>',
      '      <p>A PrintPop gift card: they choose the design, you choose the amount.</p>',
      '      <Link to="/shop">Back to the shop</Link>',
      '    </main>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  const routesFile = join(workDir, 'src', 'routes.json');
  writeFileSync(routesFile, JSON.stringify([...JSON.parse(readFileSync(routesFile, 'utf8')), { path: '/gift-cards', page: 'GiftCardsPage' }], null, 2));
  const home = join(workDir, 'src', 'pages', 'HomePage.tsx');
  const text = readFileSync(home, 'utf8');
  expect(text, 'the home page shows the marker').toContain(`<h1>${marker}</h1>`);
  writeFileSync(home, text.replace(`<h1>${marker}</h1>`, `<h1>${changed}</h1>\n        <Link to="/gift-cards">Gift cards</Link>`));
  for (const extra of [[], ['--ssr']]) {
    execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', ...extra, '--logLevel', 'error'], { cwd: workDir, stdio: 'inherit' });
  }
}

/** `npm run deploy` / `npm run rollback` as a team runs them; stdout is the version. */
function cli(script: 'deploy' | 'rollback', args: string[], token: string, baseURL: string): string {
  return execFileSync(process.execPath, [join(root, 'scripts', 'deploy', `${script}.mjs`), ...args, '--store', baseURL], { env: { ...process.env, DEPLOY_TOKEN: token }, encoding: 'utf8' }).trim();
}

async function watchConsole(page: Page, work: () => Promise<void>) {
  const problems: string[] = [];
  const listen = (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  };
  page.on('console', listen);
  await work();
  page.off('console', listen);
  expect(problems, 'no CSP violation, hydration mismatch or warning').toEqual([]);
}

test('a team adds a page to its remote and deploys only that remote: server-rendered, hydrated, reached both ways; rollback undoes it; shell, shared and api untouched', async ({ page, request, baseURL }) => {
  test.setTimeout(300_000);
  const untouched = () => ['shell/dist', 'shell/dist-server', 'shared/src', 'api/src'].map((d) => hashTree(join(root, d))).join(' ');
  const before = untouched();
  giftCardsCopy();

  // the store owner makes the team a deploy token (back office API); the team deploys with it
  const login = await (await request.post('/api/auth/login', { data: owner })).json();
  const made = await request.post('/api/admin/deploy-tokens', { data: { label: 'catalog team' }, headers: { authorization: `Bearer ${login.data.accessToken}` } });
  expect(made.status()).toBe(201);
  const token = (await made.json()).data.token as string;
  expect((await request.get('/gift-cards')).status()).toBe(404);

  const version = cli('deploy', ['catalog', '--dir', join(workDir, 'dist'), '--reason', 'gift cards'], token, baseURL!);
  expect(version).toMatch(/^\d{8}-\d{6}-[0-9a-f]{8}$/);
  // every reader follows the registry at once: the browser's map, the route table
  expect((await (await request.get('/remotes.json')).json()).catalog).toBe(`/mfe/catalog/${version}/mf-manifest.json`);
  expect((await (await request.get('/routes.json')).json()).map((r: { path: string }) => r.path)).toContain('/gift-cards');
  // server-rendered with 200 from the first request: the new build was loaded before it was served (#39 item 3)
  const first = await request.get('/gift-cards');
  expect(first.status()).toBe(200);
  expect(await first.text()).toContain('A PrintPop gift card');

  await watchConsole(page, async () => {
    // a full load, hydrated
    await page.goto('/gift-cards');
    await expect(page.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeVisible();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    // client-side navigation: home (the team's changed page) → its link → the new page, same document
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: changed })).toBeVisible();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole('link', { name: 'Gift cards' }).click();
    await expect(page).toHaveURL(/\/gift-cards$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  // one command puts the previous version back for everyone
  const back = cli('rollback', ['catalog'], token, baseURL!);
  expect(back).not.toBe(version);
  expect((await (await request.get('/remotes.json')).json()).catalog).not.toContain(version);
  await expect.poll(async () => (await request.get('/gift-cards')).status(), { timeout: 15_000 }).toBe(404);
  // the rolled-back version stays servable: a tab opened before keeps working
  expect((await request.get(`/mfe/catalog/${version}/mf-manifest.json`)).status()).toBe(200);

  expect(untouched(), "the shell's, shared's and api's files are byte-for-byte unchanged").toBe(before);
});
