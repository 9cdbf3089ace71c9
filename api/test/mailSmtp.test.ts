import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { createSmtpMailer } from '../src/mail/smtpMailer.ts';
import { selectMailer } from '../src/mail/selectMailer.ts';
import { codeIn, post, signup } from './authHelpers.ts';

/** A real SMTP sink on loopback (ephemeral port): what the store sends is parsed like a mail client would. */
async function startSink() {
  const inbox: ParsedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, cb) {
      simpleParser(stream).then(
        (m) => {
          inbox.push(m);
          cb();
        },
        (err: Error) => cb(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { inbox, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function waitFor<T>(fn: () => T | undefined, ms = 5000): Promise<T> {
  for (let waited = 0; waited < ms; waited += 50) {
    const v = fn();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
}

describe('mailer selection', () => {
  it('uses SMTP when SMTP_URL is set, else the outbox', () => {
    expect(selectMailer({ smtpUrl: 'smtp://127.0.0.1:2525', dataDir: '/tmp/x' }).kind).toBe('smtp');
    expect(selectMailer({ smtpUrl: undefined, dataDir: '/tmp/x' }).kind).toBe('outbox');
  });
});

describe.each(testDatabases)('recovery e-mail over SMTP on $name', (database) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSink>>;
  beforeAll(async () => {
    sink = await startSink();
    t = await startTestApp(database, { mail: createSmtpMailer(`smtp://127.0.0.1:${sink.port}/?ignoreTLS=true`) });
  });
  afterAll(async () => {
    await t.close();
    await t.deps.mail.close();
    await sink.close();
  });

  it('delivers the code (plain + HTML, store name) and the password-changed notice', async () => {
    const u = await signup(t);
    const res = await post(t, '/api/auth/forgot-password', { email: u.email });
    expect(res.status).toBe(200);
    const mail = await waitFor(() => sink.inbox.find((m) => m.subject?.includes('reset code')));
    expect(mail.from?.text).toContain('PrintPop Store');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(u.email);
    const code = codeIn(mail.text ?? '');
    expect(mail.html || '').toContain(code);

    const verified = await post(t, '/api/auth/verify-otp', { email: u.email, otp: code });
    expect(verified.status).toBe(200);
    const done = await post(t, '/api/auth/update-password', { resetToken: verified.body.data.resetToken, newPassword: 'via-smtp-123' });
    expect(done.status).toBe(200);
    const notice = await waitFor(() => sink.inbox.find((m) => m.subject?.includes('password was changed')));
    expect(notice.text).toContain('every device was signed out');
    expect(notice.html || '').toContain('PrintPop Store');
  });
});
