import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { owner } from './support/owner.ts';
import { expectNoSidewaysScroll } from './support/shopping.ts';

test.describe.configure({ timeout: 120_000 });

// The e2e server writes mail (no SMTP_URL) into its data directory's outbox.
const outboxDir = join(process.cwd(), '.data', `e2e-${process.env.E2E_PORT ?? 8090}`, 'outbox');
type Mail = { to: string; subject: string; text: string; headers?: Record<string, string> };

async function newestMail(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort().reverse();
      for (const f of files) {
        const mail = JSON.parse(await readFile(join(outboxDir, f), 'utf8')) as Mail;
        if (mail.to === to && subject.test(mail.subject)) return (found = mail);
      }
      return undefined;
    })
    .toBeTruthy();
  return found!;
}

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

// issue 41, defect 13: the confirm and unsubscribe pages were unstyled, without the store's header, and
// the unsubscribe link acted on a plain GET, so a mail scanner opening it unsubscribed the reader
for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
  test(`newsletter links open the store's pages, and only their buttons act (${viewport.width} px)`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const email = `links.${viewport.width}.${Date.now().toString(36)}@example.com`;
    expect((await request.post('/api/subscribe', { data: { email } })).ok()).toBe(true);
    const confirmLink = /(https?:\/\/\S+\/newsletter\/confirm\?token=\S+)/.exec((await newestMail(email, /confirm your newsletter subscription/)).text)![1]!;

    // a scanner's GET of the link changes nothing; the page in the store's frame asks first
    expect((await request.get(pathOf(confirmLink), { maxRedirects: 0 })).status()).toBeLessThan(400);
    await page.goto(pathOf(confirmLink));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your newsletter subscription' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByText('Subscription confirmed: our newsletter will reach you from now on.')).toBeVisible();

    // the owner sends a newsletter; its List-Unsubscribe link (the RFC 8058 POST target) opened by GET only leads to the page
    const login = await request.post('/api/auth/login', { data: owner });
    const token = (await login.json()).data.accessToken as string;
    const sent = await request.post('/api/admin/newsletters', { headers: { authorization: `Bearer ${token}` }, data: { subject: `Links ${viewport.width}`, html: '<p>Hello</p>', test: false } });
    expect((await sent.json()).success).toBe(true);
    const newsletter = await newestMail(email, new RegExp(`Links ${viewport.width}`));
    const unsubscribeLink = /<(http[^>]+)>/.exec(newsletter.headers!['List-Unsubscribe']!)![1]!;
    expect((await request.get(pathOf(unsubscribeLink), { maxRedirects: 0 })).status()).toBe(303);
    await page.goto(pathOf(unsubscribeLink));
    await expect(page).toHaveURL(/\/newsletter\/unsubscribe\?token=/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You are unsubscribed.')).toBeVisible();
  });
}
