import { test as plain, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';

/**
 * #43 item 6: motion a person can stop (WCAG 2.2.2) and a gallery the keyboard can use.
 * The home banners turn every 3 s unless the shopper asks for less motion, points at them, has
 * keyboard focus in them, or presses "Pause slides"; the product gallery's thumbnails are buttons.
 */
test.describe.configure({ timeout: 120_000 });

const banners = (page: Page) => page.getByRole('region', { name: 'Featured categories' });

/** Which banner is first in view: every turn changes it (the swap from plain links to Swiper does not). */
const bannerView = (page: Page) =>
  page.locator('.cat-banners').evaluate((section) => {
    const box = section.getBoundingClientRect();
    const inView = [...section.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => ({ href: a.getAttribute('href'), left: Math.round(a.getBoundingClientRect().left) }))
      .filter((a) => a.left >= box.left - 1 && a.left < box.right - 1)
      .sort((a, b) => a.left - b.left);
    return String(inView[0]?.href);
  });

/** The first partner logo in view on About us. */
const partnerView = (page: Page) =>
  page.locator('.content-partners').evaluate((el) => {
    const box = el.getBoundingClientRect();
    const inView = [...el.querySelectorAll('.swiper-slide')]
      .map((s) => ({ name: s.querySelector('[aria-label]')?.getAttribute('aria-label'), left: Math.round(s.getBoundingClientRect().left) }))
      .filter((s) => s.left >= box.left - 1 && s.left < box.right - 1)
      .sort((a, b) => a.left - b.left);
    return String(inView[0]?.name);
  });

/** Every view a carousel showed over `ms` (sampled every 250 ms). */
async function viewsOver(page: Page, ms: number, view = bannerView): Promise<string[]> {
  const seen = new Set<string>([await view(page)]);
  for (let t = 0; t < ms; t += 250) {
    await page.waitForTimeout(250);
    seen.add(await view(page));
  }
  return [...seen];
}

/** The pointer somewhere neutral (the page's top-left corner is the header's logo, not the banners). */
const pointerAway = (page: Page) => page.mouse.move(1, 1);

const outlineOf = (page: Page) => page.evaluate(() => {
  const s = getComputedStyle(document.activeElement!);
  return `${s.outlineStyle} ${s.outlineWidth}`;
});

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.describe('asking for reduced motion', () => {
      test.use({ reducedMotion: 'reduce' });

      test('the banners stand still and the control offers to play them', async ({ page }) => {
        await page.goto('/');
        await pointerAway(page);
        const toggle = banners(page).getByRole('button', { name: 'Play slides' });
        await expect(toggle).toBeVisible();
        await expect(banners(page).getByRole('button', { name: 'Pause slides' })).toHaveCount(0);
        expect(await viewsOver(page, 7_000)).toHaveLength(1);
        await expectNoA11yViolations(page);
        // playing is the shopper's own choice, and then the banners do turn
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(banners(page).getByRole('button', { name: 'Pause slides' })).toBeFocused();
        await page.keyboard.press('Shift+Tab'); // focus out of the banners: nothing holds them now
        const still = await bannerView(page);
        await expect.poll(() => bannerView(page), { timeout: 10_000 }).not.toBe(still);
      });
    });

    test('the banners turn by themselves, and stop for good once "Pause slides" is pressed from the keyboard', async ({ page }) => {
      await page.goto('/');
      await pointerAway(page);
      const first = await bannerView(page);
      await expect.poll(() => bannerView(page), { timeout: 10_000 }).not.toBe(first);

      // Tab into the control (from the element before it), Enter on it
      const pause = banners(page).getByRole('button', { name: 'Pause slides' });
      await pause.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(pause).toBeFocused();
      expect(await outlineOf(page)).toBe('solid 3px');
      await page.keyboard.press('Enter');
      const play = banners(page).getByRole('button', { name: 'Play slides' });
      await expect(play).toBeFocused();
      // focus leaves the banners: the pause, not the focus, keeps them still
      await page.keyboard.press('Shift+Tab');
      expect(await viewsOver(page, 7_000)).toHaveLength(1);
      await expectNoA11yViolations(page);

      // "Play slides" starts them again
      await play.focus();
      await page.keyboard.press('Space');
      await expect(pause).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      const still = await bannerView(page);
      await expect.poll(() => bannerView(page), { timeout: 10_000 }).not.toBe(still);
    });

    test('the banners hold while the pointer is on them or keyboard focus is in them', async ({ page }) => {
      await page.goto('/');
      // the pointer on the banners (whichever is in view: a turn may come first on a slow machine)
      await banners(page).locator('.cat-banners__static, .swiper').first().hover();
      await expect(page.locator('.cat-banners .swiper-initialized')).toHaveCount(1);
      expect(await viewsOver(page, 7_000)).toHaveLength(1);
      await pointerAway(page);
      // focus on the banner in view (focusing one out of view would slide to it)
      await page.locator('.cat-banners .swiper-slide-active a').focus();
      expect(await viewsOver(page, 7_000)).toHaveLength(1);
    });

    test('the partner logos on About us turn, stop on "Pause slides", and stand still under reduced motion', async ({ page, browser }) => {
      await page.goto('/about-us');
      await pointerAway(page);
      const partners = page.getByRole('region', { name: 'Our partners' });
      const first = await partnerView(page);
      await expect.poll(() => partnerView(page), { timeout: 10_000 }).not.toBe(first);
      await partners.getByRole('button', { name: 'Pause slides' }).focus();
      await page.keyboard.press('Enter');
      await expect(partners.getByRole('button', { name: 'Play slides' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      expect(await viewsOver(page, 5_000, partnerView)).toHaveLength(1);
      await expectNoA11yViolations(page);

      const reduced = await browser.newContext({ reducedMotion: 'reduce', viewport });
      const still = await reduced.newPage();
      await still.goto('/about-us');
      await expect(still.getByRole('region', { name: 'Our partners' }).getByRole('button', { name: 'Play slides' })).toBeVisible();
      await still.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(await viewsOver(still, 7_000, partnerView)).toHaveLength(1);
      await reduced.close();
    });

    test('gallery thumbnails are worked by the keyboard alone and change the main picture', async ({ page }) => {
      const list = (await (await page.request.get('/api/t-shirts')).json()).data as { productId: string; category: string }[];
      let product: { productId: string; category: string; count: number } | null = null;
      for (const p of list.slice(0, 10)) {
        const detail = (await (await page.request.get(`/api/product-details/${p.productId}/${p.category}`)).json()).data as { images: unknown[] };
        if (detail.images.length >= 3) {
          product = { ...p, count: detail.images.length };
          break;
        }
      }
      expect(product, 'a t-shirt with 3 pictures or more').not.toBeNull();
      const { productId, category, count } = product!;
      await page.goto(`/${category}/x/${productId}`);
      const gallery = page.locator('.cat-gallery');
      const thumbs = gallery.getByRole('list', { name: /^Pictures of / });
      await expect(thumbs.getByRole('button')).toHaveCount(count);
      await expect(thumbs.getByRole('button', { name: `Show picture 1 of ${count}` })).toHaveAttribute('aria-current', 'true');

      // Tab from the top of the page until the first thumbnail has focus: nothing but the keyboard
      await page.locator('body').focus();
      let reached = false;
      for (let i = 0; i < 80 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate(() => document.activeElement?.getAttribute('aria-label')?.startsWith('Show picture 1 of') ?? false);
      }
      expect(reached, 'Tab reaches the first thumbnail').toBe(true);
      expect(await outlineOf(page)).toBe('solid 3px');
      const shown = gallery.locator('.cat-gallery__main.swiper-initialized .swiper-slide-active').getByRole('img');

      await page.keyboard.press('ArrowRight');
      await expect(thumbs.getByRole('button', { name: `Show picture 2 of ${count}` })).toBeFocused();
      await expect(thumbs.getByRole('button', { name: `Show picture 2 of ${count}` })).toHaveAttribute('aria-current', 'true');
      await expect(shown).toHaveAccessibleName(/— image 2$/);

      await page.keyboard.press('Tab');
      await expect(thumbs.getByRole('button', { name: `Show picture 3 of ${count}` })).toBeFocused();
      await expect(shown).toHaveAccessibleName(/— image 2$/); // focus alone shows nothing
      await page.keyboard.press('Enter');
      await expect(shown).toHaveAccessibleName(/— image 3$/);
      await expect(thumbs.getByRole('button', { name: `Show picture 3 of ${count}` })).toHaveAttribute('aria-current', 'true');
      await expect(thumbs.locator('[aria-current]')).toHaveCount(1);

      await page.keyboard.press('Home');
      await expect(shown).toHaveAccessibleName(/— image 1$/);
      await expect(thumbs.getByRole('button', { name: `Show picture 1 of ${count}` })).toBeFocused();
      await expectNoA11yViolations(page);
    });
  });
}

// What a person sees and does at first paint, before the app's scripts arrive (the scripts are held
// back 3 s after the navigation, as in impatient-journeys): the control is already there, with the
// face the motion setting asks for, and a press on it then is kept.
for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  plain(`the server's first paint already shows the control (${reducedMotion})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    const region = banners(page);
    await expect(region.getByRole('button', { name: reducedMotion === 'reduce' ? 'Play slides' : 'Pause slides' })).toBeVisible();
    await expect(region.getByRole('button')).toHaveCount(1);
    await context.close();
  });
}

plain('"Pause slides" pressed before the page is live keeps the banners still once it is', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let opensAt = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) opensAt = Date.now() + 3000;
  });
  await page.route(/\.js(\?|$)/, async (route) => {
    const wait = opensAt - Date.now();
    if (wait > 0 && !route.request().url().endsWith('/early-input.js')) await new Promise((r) => setTimeout(r, wait));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('region', { name: 'Featured categories' }).getByRole('button', { name: 'Pause slides' }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined(); // the tap was before the page was live
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 });
  await expect(banners(page).getByRole('button', { name: 'Play slides' })).toBeVisible();
  await page.mouse.move(1, 1);
  expect(await viewsOver(page, 7_000)).toHaveLength(1);
});
