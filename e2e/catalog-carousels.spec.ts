import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

// Issue #12 item 4: Swiper is not part of the first paint. The home banners and the product gallery
// arrive as plain images in the carousel's places; Swiper starts when the shopper reaches for it.
/** An element's box in page coordinates (a hover may scroll the page). */
const pageBox = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  });

const swiperRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/\/(BannerCarousel|GalleryCarousel)-[^/]+\.js$/.test(new URL(r.url()).pathname)) seen.push(r.url());
  });
  return seen;
};

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('home banners: plain links first, the carousel on hover in the same place, dots and arrows then', async ({ page }) => {
      const requested = swiperRequests(page);
      await page.clock.install();
      await page.goto('/');
      const banners = page.getByRole('region', { name: 'Featured categories' });
      const first = banners.getByRole('link', { name: 'Shop Hoodies' });
      await expect(first).toBeVisible();
      await expect(banners.locator('.swiper')).toHaveCount(0);
      expect(requested).toEqual([]);
      const before = await pageBox(page, '.cat-banners a[href="/shop/hoodies"]');

      await banners.hover();
      await expect(banners.locator('.swiper-initialized')).toHaveCount(1);
      expect(requested.length).toBe(1);
      await expect(banners.getByRole('button', { name: /next slide/i })).toBeVisible();
      // the carousel's first view is where the static one was: nothing jumps
      const after = await pageBox(page, '.cat-banners .swiper-slide-active a');
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(after[side] - before[side]), side).toBeLessThanOrEqual(1);
    });

    test('home banners start by themselves when the first autoplay turn is due', async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      const banners = page.getByRole('region', { name: 'Featured categories' });
      await expect(banners.getByRole('link', { name: 'Shop Hoodies' })).toBeVisible();
      await expect(banners.locator('.swiper')).toHaveCount(0);
      await page.clock.runFor(3100);
      await expect(banners.locator('.swiper-initialized')).toHaveCount(1);
    });
  });
}

test('a keyboard user who tabs into the banners keeps focus on the same banner when the carousel starts', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const banners = page.getByRole('region', { name: 'Featured categories' });
  await banners.getByRole('link', { name: 'Shop Hoodies' }).focus();
  await expect(banners.locator('.swiper-initialized')).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Shop Hoodies');
});

test('product gallery: the main image first, Swiper on reach, opening on the thumbnail clicked meanwhile', async ({ page }) => {
  const requested = swiperRequests(page);
  const p = (await (await page.request.get('/api/t-shirts')).json()).data[0];
  await page.goto(`/${p.category}/x/${p.productId}`);
  const gallery = page.locator('.cat-gallery');
  await expect(gallery.getByRole('img', { name: /— image 1$/ })).toBeVisible();
  await expect(gallery.locator('.swiper')).toHaveCount(0);
  expect(requested).toEqual([]);

  await gallery.getByRole('button', { name: /^Show picture 2 of \d+$/ }).click();
  await expect(gallery.locator('.cat-gallery__main.swiper-initialized')).toHaveCount(1);
  expect(requested.length).toBe(1);
  await expect(gallery.locator('.cat-gallery__main .swiper-slide-active').getByRole('img', { name: /— image 2$/ })).toBeVisible();
});
