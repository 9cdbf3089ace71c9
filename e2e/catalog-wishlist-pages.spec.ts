import { expect, test, type Page } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { newGuestUid, saveToWishlist, someProducts, useGuestUid } from './support/seed.ts';

// 23 saved items: 20 on page 1, 3 on page 2 (#11: page 2 could never be reached).
const SAVED = 23;

async function titlesOn(page: Page) {
  const cards = page.locator('[data-testid="wishlist-card"]');
  return (await cards.getByRole('heading').allTextContents()).map((t) => t.trim());
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a wishlist of ${SAVED} items reaches page 2 by "2" and by "›" (${viewport.name})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const guest = newGuestUid();
    await useGuestUid(page, guest);
    await saveToWishlist(request, guest, await someProducts(request, SAVED));

    await page.goto('/wishlist');
    const cards = page.locator('[data-testid="wishlist-card"]');
    await expect(cards).toHaveCount(20);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const firstPage = await titlesOn(page);

    // by the page number
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(cards).toHaveCount(3);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const secondPage = await titlesOn(page);
    expect(secondPage).toHaveLength(3);
    expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);
    await expectNoA11yViolations(page);

    // back, then by the "›" arrow
    await pager.getByRole('button', { name: 'Previous page' }).click();
    await expect(cards).toHaveCount(20);
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Next page' })).toHaveText('›');
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(cards).toHaveCount(3);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(await titlesOn(page)).toEqual(secondPage);
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
}
