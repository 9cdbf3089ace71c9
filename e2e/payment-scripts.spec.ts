import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import { handSessionToPage, signInNewAccount, someProducts } from './support/seed.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { expectNoSidewaysScroll } from './support/shopping.ts';

// Changes what the whole server serves (a shell file on disk, then a deploy of checkout): its own
// project, after every other one, so no journey runs beside it.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const root = process.cwd();
const checkoutDist = join(root, 'checkout-mfe', 'dist');
const shellDist = join(root, 'shell', 'dist');
const owner = { email: 'owner@e2e.example.com', password: 'owner-e2e-password-1' };
const billing = { fullName: 'Ada Lovelace', address: '1 Main Street', city: 'Austin', zipCode: '73301', country: 'US', state: 'Texas', phone: '+15125550100' };

async function ownerToken(request: APIRequestContext): Promise<string> {
  return (await (await request.post('/api/auth/login', { data: owner })).json()).data.accessToken;
}

/** A signed-in shopper in the page with an unpaid order, placed through the API. */
async function shopperWithOrder(page: Page): Promise<number> {
  const account = { fName: 'Ada', lName: 'Lovelace', email: `scripts.${Date.now().toString(36)}@example.com`, password: 'a-long-password-1' };
  const session = await signInNewAccount(page, account);
  const [product] = await someProducts(page.request, 1);
  const detail = await (await page.request.get(`/api/product-details/${product!.productId}/${product!.category}`)).json();
  const variant = (detail.data.variants as { id: number; is_enabled: boolean; is_available: boolean }[]).find((v) => v.is_enabled && v.is_available)!;
  const placed = await page.request.post('/api/place-order', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { shippingOption: 'Standard', billingDetails: { ...billing, email: account.email }, items: [{ productId: product!.productId, variant_id: variant.id, quantity: 1 }] },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return (await placed.json()).order.orderId as number;
}

/**
 * A shell script the payment page loads at run time only (the federation runtime imports it; the
 * document names no hint for it), so only the import map's integrity can hold it: read from a first
 * visit. Falls back to a hinted one. Only a file with a precompressed .br copy will do: Chromium is
 * sent that copy. The shell's files are served from its dist on disk (a remote's start-up version is
 * a copy the server keeps, #39 item 2).
 */
async function runtimeShellFile(page: Page, orderId: number): Promise<{ path: string; hinted: boolean }> {
  const loaded: string[] = [];
  const listen = (r: { url(): string; resourceType(): string }) => {
    const path = new URL(r.url()).pathname;
    if (r.resourceType() === 'script' && path.startsWith('/assets/') && existsSync(join(shellDist, `${path}.br`))) loaded.push(path);
  };
  page.on('request', listen);
  await page.goto(`/payment/${orderId}`);
  await expect(page.getByRole('button', { name: /^Pay Now \$\d+\.\d{2}$/ })).toBeVisible({ timeout: 30_000 });
  page.off('request', listen);
  const hints = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"], script[src]')].map((l) => new URL((l as HTMLLinkElement).href || (l as HTMLScriptElement).src).pathname));
  const runtimeOnly = loaded.find((p) => !hints.includes(p));
  return runtimeOnly ? { path: runtimeOnly, hinted: false } : { path: loaded[0]!, hinted: true };
}

// #39 item 7: the server sends x.js.br, x.js.gz or x.js by Accept-Encoding; Chromium gets the .br copy
test('a byte changed in only the .br copy of a script on disk: Chromium refuses it on the payment page, and the check names that copy', async ({ page, request }) => {
  const orderId = await shopperWithOrder(page);
  const target = await runtimeShellFile(page, orderId);
  test.info().annotations.push({ type: 'tampered', description: `${target.path}.br${target.hinted ? ' (hinted)' : ' (import map only)'}` });
  const file = join(shellDist, `${target.path}.br`);
  const original = readFileSync(file);
  const plain = brotliDecompressSync(original);
  const integrityErrors: string[] = [];
  page.on('console', (m) => {
    if (/integrity/i.test(m.text())) integrityErrors.push(m.text());
  });
  const check = async () => (await request.post('/api/admin/payment-scripts/check', { headers: { authorization: `Bearer ${await ownerToken(request)}` } })).json();
  expect((await check()).data.differences, 'as inventoried before the change').toEqual([]);
  // one byte: a space becomes a tab inside the file (still valid JavaScript; a skimmer's change would be too)
  const at = plain.indexOf(0x20);
  expect(at, 'the file has a space to change').toBeGreaterThanOrEqual(0);
  const tampered = Buffer.from(plain);
  tampered[at] = 0x09;
  writeFileSync(file, brotliCompressSync(tampered));
  try {
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
    await page.goto(`/payment/${orderId}`);
    // a shell file refused: the page never becomes the card form ("Loading…", or the remote's error if it was checkout's)
    await expect.poll(() => integrityErrors.join('\n'), { timeout: 30_000 }).toContain(target.path.split('/').pop()!);
    await expect(page.getByRole('button', { name: /^Pay Now/ })).toHaveCount(0);
    const found = (await check()).data.differences as { file: string; change: string }[];
    expect(found).toContainEqual(expect.objectContaining({ file: `${target.path} (br)`, change: 'content-changed' }));
    // the plain copy is as inventoried: it is not named
    expect(found.filter((d) => d.file === target.path)).toEqual([]);
  } finally {
    writeFileSync(file, original);
  }
  // the file back as inventoried: the same page works again (once the browser forgets the refused copy it cached)
  integrityErrors.length = 0;
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  await page.goto(`/payment/${orderId}`);
  await expect(page.getByRole('button', { name: /^Pay Now \$\d+\.\d{2}$/ })).toBeVisible({ timeout: 30_000 });
  expect(integrityErrors).toEqual([]);
});

// #39 item 9: the page's CSP is closed by default, and the card's digits are in no attribute CSS could read
test('the payment page refuses a foreign stylesheet and image, and keeps typed card digits out of every attribute', async ({ page }) => {
  const hits: string[] = [];
  const foreign = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.end(req.url?.endsWith('.css') ? 'input[value^="4"] { background: url(/leak.png) }' : '');
  });
  await new Promise<void>((done) => foreign.listen(0, '127.0.0.1', done));
  const elsewhere = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
  try {
    const orderId = await shopperWithOrder(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/payment/${orderId}`);
    await expect(page.getByRole('button', { name: /^Pay Now \$\d+\.\d{2}$/ })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Card Number').fill('4111111111111111');
    await page.getByLabel('Expiry (MM/YYYY)').fill('122030');
    await page.getByLabel('CVV').fill('737');
    // an attribute that holds what was typed (in any spelling): the card's digits inside it, or the whole
    // attribute being the expiry or the CVV; a chunk's hashed file name that happens to hold 1111 is not one
    const inAttributes = await page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .flatMap((el) => [...el.attributes].map((a) => ({ at: `${el.tagName} ${a.name}="${a.value}"`, digits: a.value.replace(/\D/g, '') })))
        .filter(({ digits }) => digits.includes('4111111111111111') || digits === '122030' || digits === '737')
        .map(({ at }) => at),
    );
    expect(inAttributes).toEqual([]);
    // what an injected tag would do: each is refused by the policy before any request leaves
    const violations = await page.evaluate(async (origin) => {
      const seen: string[] = [];
      document.addEventListener('securitypolicyviolation', (e) => seen.push(e.effectiveDirective));
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: `${origin}/skim.css` });
      const img = Object.assign(document.createElement('img'), { src: `${origin}/pixel.png`, alt: '' });
      const style = Object.assign(document.createElement('style'), { textContent: `input[value^="4"] { background: url(${origin}/leak.png) }` });
      document.head.append(link, style);
      document.body.append(img);
      await new Promise((r) => setTimeout(r, 1500));
      return seen;
    }, elsewhere);
    expect(violations).toEqual(expect.arrayContaining(['style-src-elem', 'img-src']));
    expect(hits).toEqual([]);
    await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
  } finally {
    foreign.close();
  }
});

// #39 item 8, the render half: the shell's document template changed on disk while the server runs
test('a script added to the shell document without a restart: the payment page is refused with no script at all, and the owner is told', async ({ page, request }) => {
  const orderId = await shopperWithOrder(page);
  const file = join(shellDist, '.vite', 'document.json');
  const original = readFileSync(file);
  const template = JSON.parse(original.toString('utf8')) as { nodes: unknown[] };
  const entryAt = template.nodes.findIndex((n) => (n as { role?: string }).role === 'entry');
  template.nodes.splice(entryAt, 0, { tag: 'script', role: 'script', attrs: { src: '/assets/added-by-someone.js' } });
  const added: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('added-by-someone')) added.push(r.url());
  });
  writeFileSync(file, JSON.stringify(template));
  try {
    const res = await page.goto(`/payment/${orderId}`);
    expect(res?.status()).toBe(503);
    await expect(page.getByText('Checkout is temporarily unavailable. Nothing was charged.')).toBeVisible();
    expect(await page.locator('script, link[rel="modulepreload"]').count()).toBe(0);
    expect(added).toEqual([]);
    await expectNoA11yViolations(page);
    const token = await ownerToken(request);
    await expect
      .poll(async () => ((await (await request.get('/api/admin/payment-scripts', { headers: { authorization: `Bearer ${token}` } })).json()).data.checks as { trigger: string; differences: { file: string }[] }[]).find((c) => c.trigger === 'page')?.differences.map((d) => d.file) ?? [], { timeout: 15_000 })
      .toContain('/assets/added-by-someone.js');
  } finally {
    writeFileSync(file, original);
  }
  await page.goto(`/payment/${orderId}`);
  await expect(page.getByRole('button', { name: /^Pay Now \$\d+\.\d{2}$/ })).toBeVisible({ timeout: 30_000 });
});

test('a deploy of checkout needs a reason; with one the payment page pays, every script locked, and the inventory shows the new hashes', async ({ page, request, baseURL }) => {
  const token = await ownerToken(request);
  const made = await request.post('/api/admin/deploy-tokens', { data: { label: 'checkout team' }, headers: { authorization: `Bearer ${token}` } });
  const deployToken = (await made.json()).data.token as string;
  // a build that differs from the one the server started with (that one is a version already, #39 item 2)
  const build = mkdtempSync(join(tmpdir(), 'checkout-build-'));
  cpSync(checkoutDist, build, { recursive: true, filter: (f) => !/\.(br|gz)$/.test(f) });
  appendFileSync(join(build, 'remoteEntry.js'), '\n// card form copy\n');
  const deploy = (args: string[]) => spawnSync(process.execPath, [join(root, 'scripts', 'deploy', 'deploy.mjs'), 'checkout', '--dir', build, '--store', baseURL!, ...args], { env: { ...process.env, DEPLOY_TOKEN: deployToken }, encoding: 'utf8' });

  const refused = deploy([]);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('checkout serves the payment page: give a reason for this deploy');
  const version = execFileSync(process.execPath, [join(root, 'scripts', 'deploy', 'deploy.mjs'), 'checkout', '--dir', build, '--store', baseURL!, '--reason', 'card form copy'], { env: { ...process.env, DEPLOY_TOKEN: deployToken }, encoding: 'utf8' }).trim();
  expect(version).toMatch(/^\d{8}-\d{6}-[0-9a-f]{8}$/);
  expect((await (await request.get('/remotes.json')).json()).checkout).toBe(`/mfe/checkout/${version}/mf-manifest.json`);

  // the inventory: the new version's files with their hashes, the reason and who shipped it
  const inventory = (await (await request.get('/api/admin/payment-scripts', { headers: { authorization: `Bearer ${token}` } })).json()).data;
  const entry = (inventory.scripts as { url: string; version: string; integrity: string; reason: string; deployedBy: string }[]).find((s) => s.url === `/mfe/checkout/${version}/remoteEntry.js`);
  expect(entry).toMatchObject({ version, reason: 'card form copy', deployedBy: 'token:checkout team' });
  expect(entry!.integrity).toBe(`sha384-${(await import('node:crypto')).createHash('sha384').update(readFileSync(join(build, 'remoteEntry.js'))).digest('base64')}`);

  // a payment through the new version: every script the page ran was declared with its hash
  const orderId = await shopperWithOrder(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/payment/${orderId}`);
  const declared = await page.evaluate(() => {
    const map = JSON.parse(document.querySelector('script[type="importmap"]')?.textContent ?? '{}') as { integrity?: Record<string, string> };
    return Object.keys(map.integrity ?? {});
  });
  expect(declared).toContain(`/mfe/checkout/${version}/remoteEntry.js`);
  await page.getByLabel('Cardholder Name').fill('Ada Lovelace');
  await page.getByLabel('Card Number').fill('4111111111111111');
  await page.getByLabel('Expiry (MM/YYYY)').fill('122030');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay Now \$\d+\.\d{2}$/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 30_000 });
  const storeScripts = scripts.filter((p) => !p.startsWith('/v1/'));
  expect(storeScripts.filter((p) => !declared.includes(p)), 'every store script the page loaded is in its import map').toEqual([]);
  expect(storeScripts.some((p) => p.startsWith(`/mfe/checkout/${version}/`))).toBe(true);
});

test("the owner reads the payment page's scripts in the back office at 390 px: each file with its version, hash, reason and deployer, and the checks", async ({ page, request }) => {
  const login = (await (await request.post('/api/auth/login', { data: owner })).json()).data;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await handSessionToPage(page, login);
  await page.goto('/admin/payment-scripts');
  const list = page.getByRole('region', { name: /^Scripts \(\d+\)$/ });
  await expect(list).toBeVisible({ timeout: 30_000 });
  // the deploy above: its files carry its reason and its deployer
  const row = list.getByRole('row').filter({ hasText: /\/mfe\/checkout\/\d{8}-\d{6}-[0-9a-f]{8}\/remoteEntry\.js/ });
  await expect(row).toContainText('card form copy');
  await expect(row).toContainText('token checkout team');
  await expect(row).toContainText(/[A-Za-z0-9+/]{64}/);
  // the tampered file of the first journey is in the alerts
  await expect(page.getByRole('region', { name: 'Alerts' })).toContainText('content changed since it was inventoried');
  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'are as inventoried' })).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
});
