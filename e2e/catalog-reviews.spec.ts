import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { paidOrderThroughApi } from './support/paidOrder.ts';
import { expectNoSidewaysScroll } from './support/shopping.ts';
import { handSessionToPage, signInNewAccount, type ListedProduct } from './support/seed.ts';
import { logInAsOwner } from './support/owner.ts';

// Genuine reviews (#40 item 1): real buyers of a delivered order (the local provider delivers in
// seconds here: LOCAL_FULFILMENT_STEP_MS=3000), the owner's moderation, and the real numbers on
// the product page, the quick view and the JSON-LD. One product gets the reviews, another none.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

type Session = { accessToken: string; refreshToken: string; user: { id: number } };
type Buyer = { session: Session; title: string; rating: number };

let reviewed: ListedProduct;
let empty: ListedProduct;
let browserBuyer: Session;
// the e2e server writes mail (no SMTP_URL) into its data directory's outbox
const outboxDir = join(process.cwd(), '.data', `e2e-${process.env.E2E_PORT ?? 8090}`, 'outbox');
const apiBuyers: Buyer[] = [];
// 6 by the API, 1 in the browser: two pages of five
const apiRatings = [5, 4, 3, 5, 2, 4];
// titles of this run (a reused server keeps earlier runs' reviews)
const run = Date.now().toString(36);
const productUrl = (p: ListedProduct) => `/${p.category}/review-journey/${p.productId}`;
const bearer = (s: Session) => ({ authorization: `Bearer ${s.accessToken}` });

async function mugs(request: APIRequestContext): Promise<ListedProduct[]> {
  const reply = await request.get('/api/mugs');
  return (await reply.json()).data as ListedProduct[];
}

/** Waits until the local provider has delivered the buyer's order (the review endpoint says so). */
async function untilEligible(request: APIRequestContext, s: Session, p: ListedProduct) {
  await expect
    .poll(async () => (await (await request.get(`/api/reviews/mine/${p.productId}`, { headers: bearer(s) })).json()).data?.eligible, { timeout: 90_000, intervals: [1000] })
    .toBe(true);
}

/** The page's JSON-LD Product as a crawler gets it (no JavaScript). */
async function jsonLdOf(request: APIRequestContext, p: ListedProduct) {
  const html = await (await request.get(productUrl(p))).text();
  return JSON.parse(/<script type="application\/ld\+json" data-page-jsonld>(.*?)<\/script>/s.exec(html)![1]!);
}

/** The review invitations that reached an address (subject "…: how was order #N?"). */
async function invitesTo(email: string) {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
  const mails = await Promise.all(files.map(async (f) => JSON.parse(await readFile(join(outboxDir, f), 'utf8')) as { to: string; subject: string; text: string }));
  return mails.filter((m) => m.to === email && /how was order #\d+\?$/.test(m.subject));
}


test('buyers of a delivered order review a product; the page, the quick view and the JSON-LD show the real average and count; a product without any says "No reviews yet"', async ({ page, request }) => {
  // two mugs nobody reviewed yet (past the first few, which other journeys buy)
  const unreviewed: ListedProduct[] = [];
  for (const p of (await mugs(request)).slice(3)) {
    if ((await (await request.get(`/api/products/${p.productId}/reviews`)).json()).data.summary.count === 0) unreviewed.push(p);
    if (unreviewed.length === 2) break;
  }
  [reviewed, empty] = [unreviewed[0]!, unreviewed[1]!];
  // seven buyers of the same product, paid in parallel; the local provider delivers each
  const orders = await Promise.all([...apiRatings, 0].map((_, i) => paidOrderThroughApi(request, `reviewer${i}`, reviewed)));
  const browserOrder = orders.pop()!;
  browserBuyer = browserOrder.session;
  await Promise.all(orders.map((o) => untilEligible(request, o.session, reviewed)));
  for (const [i, o] of orders.entries()) {
    const title = `Review journey ${run} ${i}: rated ${apiRatings[i]}`;
    const res = await request.post(`/api/products/${reviewed.productId}/reviews`, { headers: bearer(o.session), data: { rating: apiRatings[i], title, body: `Honest words number ${i}.` } });
    expect(res.status()).toBe(200);
    apiBuyers.push({ session: o.session, title, rating: apiRatings[i]! });
  }
  await untilEligible(request, browserBuyer, reviewed);

  // after delivery, one invitation per order, with a signed link to the form and no incentive
  await expect.poll(async () => (await invitesTo(browserOrder.account.email)).length, { timeout: 90_000, intervals: [1000] }).toBe(1);
  const [invite] = await invitesTo(browserOrder.account.email);
  expect(invite!.subject).toContain(`order #${browserOrder.orderId}`);
  expect(invite!.text).not.toMatch(/discount|coupon|reward|prize/i);
  const link = new URL(/https?:\/\/\S+\/review\/\S+/.exec(invite!.text)![0]);
  expect(link.pathname).toBe(`/review/${reviewed.productId}`);

  // the buyer follows it, signed in: the link is hers and the form is there
  await page.goto('/');
  await handSessionToPage(page, browserBuyer);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Write a review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish review' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // and writes hers from the product page
  await page.goto(productUrl(reviewed));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Write a review' }).click();
  await expect(page).toHaveURL(new RegExp(`/review/${reviewed.productId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Write a review' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Choose from 1 to 5 stars.')).toBeVisible();
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByLabel('Title').fill('Sturdy mug, colours as shown');
  await page.getByLabel('Your review').fill('Survived the dishwasher twice.\nThe print did not fade.');
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Thank you: your review is published.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your review' })).toBeVisible();
  await page.getByRole('status').getByRole('link', { name: 'product page' }).click();

  // 5+4+3+5+2+4+4 = 27 over 7 = 3.9, on two pages of five, newest first
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await expect(page.locator('.cat-product__info .cat-review-summary')).toContainText('3.9');
  await expect(page.locator('.cat-product__info .cat-review-summary')).toContainText('7 reviews');
  await expect(reviews.getByRole('img', { name: 'Rated 3.9 out of 5' })).toBeVisible();
  await expect(reviews.getByRole('listitem')).toHaveCount(5);
  await expect(reviews.getByRole('listitem').first()).toContainText('Sturdy mug, colours as shown');
  await expect(reviews.getByRole('listitem').first()).toContainText('Ada L., verified buyer');
  await reviews.getByRole('navigation', { name: 'Review pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(reviews.getByRole('listitem')).toHaveCount(2);
  await expect(reviews.getByRole('listitem').last()).toContainText(apiBuyers[0]!.title);
  await expectNoA11yViolations(page, { exclude: ['.Toastify'] });

  // the crawler's JSON-LD carries the same numbers (within the page cache's 10 s)
  await expect.poll(async () => (await jsonLdOf(request, reviewed)).aggregateRating?.reviewCount, { timeout: 20_000, intervals: [2000] }).toBe(7);
  const ld = await jsonLdOf(request, reviewed);
  expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 3.9, reviewCount: 7, bestRating: 5, worstRating: 1 });
  expect(ld.review).toHaveLength(5);
  expect(ld.review[0]).toMatchObject({ '@type': 'Review', name: 'Sturdy mug, colours as shown', author: { name: 'Ada L.' }, reviewRating: { ratingValue: 4 } });
  const none = await jsonLdOf(request, empty);
  expect(none['@type']).toBe('Product');
  expect(none).not.toHaveProperty('aggregateRating');
  expect(none).not.toHaveProperty('review');

  // a product nobody reviewed: says so, never a number
  await page.goto(productUrl(empty));
  await expect(page.getByRole('region', { name: 'Customer reviews' }).getByText('No reviews yet')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/\d+ reviews?\b/)).toHaveCount(0);

  // the quick view: the real count, or nothing at all
  await page.goto(`/shop/${reviewed.category}`);
  for (const [p, expected] of [[reviewed, '7 reviews'], [empty, null]] as const) {
    await page.getByRole('button', { name: `Quick view ${p.title}` }).click();
    const dialog = page.getByRole('dialog', { name: p.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    if (expected) await expect(dialog.getByText(expected)).toBeVisible();
    else await expect(dialog.locator('.cat-review-summary, .cat-stars')).toHaveCount(0);
    await expect(dialog.getByText('(75 Reviews)')).toHaveCount(0);
    await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  // at 390 px: the section and the form fit the phone
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(productUrl(reviewed));
  await expect(page.getByRole('region', { name: 'Customer reviews' }).getByRole('listitem')).toHaveCount(5, { timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
  await page.goto(`/review/${reviewed.productId}`);
  await expect(page.getByLabel('Title')).toHaveValue('Sturdy mug, colours as shown');
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
});

test('a shopper who did not buy the product is refused with a clear message, on the page and by the API', async ({ page }) => {
  const account = { fName: 'Grace', lName: 'Hopper', email: `notbought.${Date.now().toString(36)}@example.com`, password: 'a-long-password-1' };
  const session = await signInNewAccount(page, account);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/review/${reviewed.productId}`);
    await expect(page.getByRole('alert')).toHaveText('Only shoppers who received this product can review it. You can write a review once an order with it has been delivered.');
    await expect(page.getByRole('button', { name: 'Publish review' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
  }
  const res = await page.request.post(`/api/products/${reviewed.productId}/reviews`, { headers: bearer(session), data: { rating: 5, title: 'Great', body: 'Never had it.' } });
  expect(res.status()).toBe(403);
  expect(await res.json()).toMatchObject({ success: false, message: expect.stringContaining('Only shoppers who received this product') });
});

test('the owner hides a review for a reason of the fixed list (its author sees why) and replies to another in public', async ({ page, browser, request }) => {
  const [toHide, toAnswer] = [apiBuyers[2]!, apiBuyers[4]!];
  await logInAsOwner(page);
  await page.goto('/admin/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const card = (title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${title}` }) });
  await expect(card(toHide.title)).toBeVisible();
  await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
  // the list of reasons is fixed: nothing about the rating
  const reasons = await card(toHide.title).getByLabel('Hide for').locator('option').allTextContents();
  expect(reasons).toEqual(['Choose a reason', 'Spam or advertising', 'Contains personal data', 'Offensive language']);
  await card(toHide.title).getByLabel('Hide for').selectOption({ label: 'Contains personal data' });
  await card(toHide.title).getByRole('button', { name: 'Hide review' }).click();
  await expect(page.getByText('Review hidden')).toBeVisible();
  await expect(card(toHide.title).getByRole('status')).toContainText('Contains personal data');

  await card(toAnswer.title).getByLabel('Reply in public').fill('Sorry it fell short: write to us and we will send another.');
  await card(toAnswer.title).getByRole('button', { name: 'Publish reply' }).click();
  await expect(page.getByText('Reply published')).toBeVisible();
  await page.goto('/admin/reviews?filter=hidden');
  await expect(page.getByRole('listitem').filter({ hasText: `Review journey ${run}` })).toHaveCount(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/reviews');
  await expect(card(toAnswer.title)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page, { exclude: ['.Toastify'] });

  // shoppers: the hidden one is out of the list and the numbers (27 - 3 = 24 over 6 = 4.0), the reply is under its review
  const shopper = await (await browser.newContext()).newPage();
  await expect
    .poll(async () => (await (await request.get(`/api/products/${reviewed.productId}/reviews`)).json()).data.summary, { timeout: 10_000 })
    .toEqual({ count: 6, average: 4 });
  await shopper.goto(productUrl(reviewed));
  const section = shopper.getByRole('region', { name: 'Customer reviews' });
  await expect(section.getByText('6 reviews')).toBeVisible({ timeout: 30_000 });
  await section.getByRole('navigation', { name: 'Review pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await section.getByRole('navigation', { name: 'Review pages' }).getByRole('button', { name: 'Page 1' }).click();
  await expect(section.getByText(toHide.title)).toHaveCount(0);
  const answered = section.getByRole('listitem').filter({ hasText: toAnswer.title });
  await expect(answered).toContainText('Reply from the store');
  await expect(answered).toContainText('Sorry it fell short: write to us and we will send another.');
  await expectNoA11yViolations(shopper, { exclude: ['.Toastify'] });

  // the author of the hidden review reads why on their review
  const author = await (await browser.newContext()).newPage();
  await author.goto('/');
  await handSessionToPage(author, toHide.session);
  await author.goto(`/review/${reviewed.productId}`);
  await expect(author.getByRole('status').filter({ hasText: 'hidden your review' })).toContainText('Reason: Contains personal data');
  await expectNoA11yViolations(author, { exclude: ['.Toastify'] });
});
