import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { testDatabases } from './helpers/testDatabases.ts';
import { signupAdmin, uniqueEmail } from './authHelpers.ts';
import { billing, createShopper } from './fakes/shopper.ts';
import { createOutboxMailer } from '../src/mail/outboxMailer.ts';

/** Issue #24 item 8: a line break in a subject or a name could start another mail header. */
describe.each(testDatabases)('header-bound fields on $name', (database) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(database, {}, { seed: false });
    admin = { authorization: `Bearer ${(await signupAdmin(t)).accessToken}` };
  });
  afterAll(() => t.close());
  const refused = (res: { statusCode: number; json(): unknown }, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: `Invalid ${field}: line breaks are not allowed.`, data: null });
  };

  it('refuses CR/LF in a newsletter subject, test or real, and sends nothing', async () => {
    for (const subject of ['Autumn drop\nBcc: everyone@example.com', 'Autumn\r\ndrop', 'Autumn\u2028drop']) {
      refused(await t.app.inject({ method: 'POST', url: '/api/admin/newsletters', headers: admin, payload: { subject, html: '<p>x</p>', test: true } }), 'subject');
      refused(await t.app.inject({ method: 'POST', url: '/api/admin/newsletters', headers: admin, payload: { subject, html: '<p>x</p>', test: false } }), 'subject');
    }
    expect(await t.db.query('SELECT 1 FROM newsletters')).toEqual([]);
  });

  it('refuses CR/LF in names: signup and billing details', async () => {
    refused(await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { fName: 'Ada\r\nBcc: x@example.com', lName: 'L', email: uniqueEmail(), password: 'secret123' } }), 'fName');
    refused(await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { firstName: 'Ada', lastName: 'Love\nlace', email: uniqueEmail(), password: 'secret123' } }), 'lastName');
    const shopper = await createShopper(t);
    refused(await t.app.inject({ method: 'POST', url: '/api/biling-details/add', headers: shopper.headers, payload: { ...billing, fullName: 'Ada\nLovelace' } }), 'fullName');
  });

  it('the mailer refuses a header value with a line break and logs subjects escaped, on one line', async () => {
    const lines: string[] = [];
    const mailer = createOutboxMailer(mkdtempSync(join(tmpdir(), 'outbox-')), (l) => lines.push(l));
    const message = { to: 'a@example.com', subject: 'Hi', text: 't', html: '<p>t</p>' };
    await expect(mailer.send({ ...message, subject: 'Hi\nBcc: b@example.com' })).rejects.toThrow('mail header subject holds a line break');
    await expect(mailer.send({ ...message, headers: { 'List-Unsubscribe': '<https://x>\r\nBcc: b@example.com' } })).rejects.toThrow(/List-Unsubscribe/);
    await mailer.send({ ...message, subject: 'Tab\there "quoted"' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"Tab\\there \\"quoted\\""');
    expect(lines[0]).not.toMatch(/[\t\r\n]/);
  });
});
