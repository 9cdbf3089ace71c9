import { a11yViolations } from '../a11y.ts';
import { expect, test } from '../fixtures.ts';
import { field, heading, link } from '../shopper.ts';
import { addFirstVariantToCart, cartBadge, cartRow, openProductFromListing, PHONE, sidewaysOverflow } from '../steps.ts';

test('on a phone: home → search → product → a variant → add to cart → the cart lists it', async ({ shopper: s }) => {
  await s.viewport(PHONE.width, PHONE.height);
  await s.goto('/');
  expect(await s.run<number>('innerWidth'), 'the page is 390 px wide').toBe(PHONE.width);
  await s.see(heading('T-shirt printing made easy'));
  await s.see({ css: '[data-testid="product-card"]' });
  expect(await sidewaysOverflow(s), 'home scrolls sideways at 390 px').toBeLessThanOrEqual(0);
  expect(await a11yViolations(s), 'axe on the home page').toEqual([]);

  await s.fill(field('Search products'), 'hoodie');
  await s.press('Enter');
  await s.untilUrl(/\/shop\/search/);
  await s.see({ css: 'h1', name: 'Search results for "hoodie"' }, 30_000);
  const title = await openProductFromListing(s, 0);
  expect(title).toMatch(/hoodie/i);
  expect(await sidewaysOverflow(s), 'product page scrolls sideways at 390 px').toBeLessThanOrEqual(0);

  await addFirstVariantToCart(s);
  expect(await s.textBecomes(cartBadge, '1')).toBe('1');

  await s.click(link(/^Cart/, { css: 'header' }));
  await s.untilUrl(/\/cart$/);
  await s.see({ css: 'h1', name: 'Cart' });
  await s.see(cartRow);
  expect(await s.run<number>(`document.querySelectorAll('table tbody tr, .co-card').length`)).toBe(1);
  expect(await a11yViolations(s, ['.Toastify']), 'axe on the cart').toEqual([]);
  // the boot script hints the page's chunks after the paint and the federation runtime adds hints
  // of its own for the remote's (#23): each script is still fetched once, in every engine
  const fetchedTwice = await s.run<string[]>(
    `(() => { const seen = new Set(), twice = []; for (const e of performance.getEntriesByType('resource')) { if (!new URL(e.name).pathname.endsWith('.js')) continue; if (seen.has(e.name)) twice.push(e.name); seen.add(e.name); } return twice; })()`,
  );
  expect(fetchedTwice, 'scripts fetched twice').toEqual([]);
});
