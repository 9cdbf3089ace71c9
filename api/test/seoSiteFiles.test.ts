import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialImagePath } from '@store/shared/rules';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/testApp.ts';
import { icoOfPngs } from '../src/seo/ico.ts';
import { robotsTxt } from '../src/seo/siteFiles.ts';
import { RenderQueueFull, socialImages } from '../src/seo/socialImages.ts';
import { svgToPng } from '../src/seo/svgToPng.ts';

const ORIGIN = 'https://shop.example';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const square = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0f5132"/></svg>';

/** #40 item 4: robots.txt names the sitemap, /favicon.ico exists, og:image is a PNG. */
describe('robots.txt, favicon.ico and social pictures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabases[0]!, { config: testConfig({ publicUrl: ORIGIN }) });
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("robots.txt keeps the shell's rules and names the sitemap by its absolute address", async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('Disallow: /checkout');
    expect(res.body.trimEnd().split('\n').at(-1)).toBe(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("replaces a Sitemap line the file already has: crawlers must see this origin's", async () => {
    const root = mkdtempSync(join(tmpdir(), 'robots-'));
    mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(root, 'shell', 'dist', 'robots.txt'), 'User-agent: *\nDisallow: /cart\nsitemap: http://old.example/sitemap.xml\n');
    expect(await robotsTxt(root, 'https://new.example')).toBe('User-agent: *\nDisallow: /cart\n\nSitemap: https://new.example/sitemap.xml\n');
  });

  it('/favicon.ico is an icon of 16, 32 and 48 pixels drawn from favicon.svg', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    const ico = res.rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = [0, 1, 2].map((i) => {
      const at = 6 + 16 * i;
      const length = ico.readUInt32LE(at + 8);
      const png = ico.subarray(ico.readUInt32LE(at + 12), ico.readUInt32LE(at + 12) + length);
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(pngSize(png)).toEqual({ width: ico.readUInt8(at), height: ico.readUInt8(at + 1) });
      return ico.readUInt8(at);
    });
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('writes 256-pixel entries as 0 and refuses sizes an icon cannot have', () => {
    const png = svgToPng(square, 256);
    const ico = icoOfPngs([{ size: 256, png }]);
    expect(ico.readUInt8(6)).toBe(0);
    expect(ico.readUInt32LE(6 + 12)).toBe(22);
    expect(ico.length).toBe(22 + png.length);
    expect(() => icoOfPngs([{ size: 300, png }])).toThrow(RangeError);
  });

  it("renders a product's SVG mock-up as a 1200-pixel PNG for og:image", async () => {
    const [row] = await t.db.query<{ image: string }>("SELECT image FROM products WHERE image LIKE '/api/mockups/%.svg%' LIMIT 1");
    const url = socialImagePath(row!.image);
    expect(url).toMatch(/^\/api\/social-image\.png\?src=/);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(res.rawPayload).width).toBe(1200);
    const blog = await get(socialImagePath('/api/blog-images/gift-ideas-custom-mugs.svg'));
    expect(blog.statusCode).toBe(200);
    expect(blog.headers['content-type']).toBe('image/png');
  });

  it('draws only the store\'s own SVG pictures: anything else is a 400 or a 404, never a 500', async () => {
    for (const src of ['https://evil.example/x.svg', '//evil.example/x.svg', '/etc/passwd', '/api/health', '/api/mockups/x.png', '']) {
      const res = await get(`/api/social-image.png?src=${encodeURIComponent(src)}`);
      expect(res.statusCode, src).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null });
    }
    for (const src of ['/api/mockups/no/such/picture/0/front.svg', '/api/blog-images/no-such-post.svg', '/api/mockups/../health.svg']) {
      const res = await get(`/api/social-image.png?src=${encodeURIComponent(src)}`);
      expect(res.statusCode, src).toBe(404);
    }
    expect((await get('/api/social-image.png')).statusCode).toBe(400);
  });
});

describe('social pictures under load', () => {
  it('draws one picture once for many asks at the same time', async () => {
    let loads = 0;
    const pictures = socialImages({ maxBytes: 1_000_000, load: async () => { loads += 1; return square; } });
    const pngs = await Promise.all(Array.from({ length: 10 }, () => pictures.png('/same.svg')));
    expect(loads).toBe(1);
    expect(new Set(pngs).size).toBe(1);
    await pictures.png('/same.svg');
    expect(loads).toBe(1);
  });

  it('draws two at a time with at most 16 waiting; past that the ask is refused, not queued', async () => {
    const pictures = socialImages({ maxBytes: 1_000_000, load: async () => square });
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => pictures.png(`/p${i}.svg`)));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(18);
    expect(refused.every((r) => (r as PromiseRejectedResult).reason instanceof RenderQueueFull)).toBe(true);
  });

  it('keeps rendered pictures within its byte budget', async () => {
    const pictures = socialImages({ maxBytes: 30_000, load: async () => square });
    for (let i = 0; i < 20; i++) await pictures.png(`/p${i}.svg`);
    expect(pictures.cachedBytes()).toBeLessThanOrEqual(30_000);
  });
});
