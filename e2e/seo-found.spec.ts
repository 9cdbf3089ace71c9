import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';

// #40 item 4: what search engines and shopping channels read, through the real server.
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const path = (url: string) => new URL(url).pathname + new URL(url).search;
/** `n` entries spread over the list, first and last included */
const spread = <T>(list: T[], n: number) => (list.length <= n ? list : Array.from({ length: n }, (_, i) => list[Math.round((i * (list.length - 1)) / (n - 1))]!));

test('robots.txt names the sitemap; every sitemap file parses and a sample of its URLs answers 200', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemap = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(sitemap).toMatch(/^http:\/\/localhost:\d+\/sitemap\.xml$/);
  const index = await request.get(path(sitemap!));
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = locs(indexXml);
  expect(files.map((f) => path(f))).toEqual(expect.arrayContaining(['/sitemaps/products-1.xml', '/sitemaps/listings-1.xml', '/sitemaps/blogs-1.xml', '/sitemaps/pages-1.xml']));
  expect(indexXml.match(/<lastmod>/g)).toHaveLength(files.length);
  const byKind = new Map<string, string[]>();
  for (const file of files) {
    const res = await request.get(path(file));
    expect(res.status(), file).toBe(200);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const kind = /\/sitemaps\/([a-z]+)-/.exec(file)![1]!;
    byKind.set(kind, [...(byKind.get(kind) ?? []), ...locs(xml)]);
  }
  const sample = [...spread(byKind.get('products')!, 8), ...spread(byKind.get('listings')!, 4), ...spread(byKind.get('blogs')!, 3), ...byKind.get('pages')!];
  expect(sample.length).toBeGreaterThanOrEqual(20);
  for (const url of sample) {
    expect(url.startsWith(new URL(sitemap!).origin + '/'), url).toBe(true);
    expect((await request.get(path(url))).status(), url).toBe(200);
  }
  expect((await request.get('/sitemaps/products-99999.xml')).status()).toBe(404);
  expect((await request.get('/sitemaps/products-0.xml')).status()).toBe(404);
});

test('the product feed is RSS 2.0 with the g: namespace; its links and pictures answer', async ({ request }) => {
  const res = await request.get('/feeds/products.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  expect(xml).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
  const items = xml.split('<item>').slice(1);
  expect(items.length).toBeGreaterThan(1000);
  for (const item of spread(items, 3)) {
    const field = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(item)?.[1]?.replace(/&amp;/g, '&');
    expect(field('g:price')).toMatch(/^\d+\.\d{2} USD$/);
    expect(field('g:identifier_exists')).toBe('no');
    expect((await request.get(path(field('link')!))).status()).toBe(200);
    const picture = await request.get(path(field('g:image_link')!));
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
  }
});

test("a product page's og:image is a PNG that answers, beside its canonical link and JSON-LD; /favicon.ico is an icon", async ({ page, request }) => {
  const list = await (await request.get('/api/hoodies')).json();
  const p = list.data[0];
  await page.goto(`/${p.category}/x/${p.productId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(p.title);
  const head = (selector: string, attr: string) => page.locator(`head ${selector}`).first().getAttribute(attr);
  const image = await head('meta[property="og:image"]', 'content');
  expect(image).toMatch(/^http:\/\/localhost:\d+\/api\/social-image\.png\?src=/);
  expect(await head('link[rel="canonical"]', 'href')).toMatch(/\/hoodies\/[a-z0-9-]+\//);
  expect(JSON.parse((await page.locator('script[data-page-jsonld]').textContent())!)).toMatchObject({ '@type': 'Product', name: p.title });
  const picture = await request.get(path(image!));
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  // the server's HTML says the same before any script runs
  const html = await (await request.get(`/${p.category}/x/${p.productId}`)).text();
  expect(html).toContain(`<meta property="og:image" content="${image!.replace(/&/g, '&amp;')}" />`);
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  await expectNoA11yViolations(page);
});
