import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { createSmtpMailer } from '../src/mail/smtpMailer.ts';
import { signupAdmin } from './authHelpers.ts';
import { confirmSubscription, subscribe } from '../src/content/newsletter.ts';
import { eventually } from './fakes/shopper.ts';
import { NEWSLETTER_ATTEMPTS } from '../src/admin/newsletterJob.ts';
import type { NewsletterProgress } from '@store/shared/types';
import { buildApp } from '../src/app.ts';
import { createJobRunner } from '../src/jobs/jobRunner.ts';

/**
 * A real SMTP sink on loopback that refuses some recipients: `flaky` the first time only, `broken`
 * always (550, as a server does for an unknown mailbox).
 */
async function startRefusingSink(flaky: string, broken: string) {
  const inbox: ParsedMail[] = [];
  const tried = new Map<string, number>();
  /** how long the sink takes over each message (a slow mail server) */
  const slow = { ms: 0 };
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, cb) {
      const n = (tried.get(address.address) ?? 0) + 1;
      tried.set(address.address, n);
      if (address.address === broken || (address.address === flaky && n === 1)) return cb(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      cb();
    },
    onData(stream, _session, cb) {
      simpleParser(stream).then(
        (m) => {
          inbox.push(m);
          setTimeout(cb, slow.ms);
        },
        (err: Error) => cb(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { inbox, tried, slow, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The newsletter as a job (#43 item 5): answered at once, retried per recipient, counted, never sent twice. */
describe.each(testDatabases)('newsletter send job over SMTP on $name', (database) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startRefusingSink>>;
  let admin: Record<string, string>;
  const readers = ['ann@example.com', 'bob@example.com', 'flaky@example.com', 'broken@example.com', 'cy@example.com'];
  beforeAll(async () => {
    sink = await startRefusingSink('flaky@example.com', 'broken@example.com');
    t = await startTestApp(database, { mail: createSmtpMailer(`smtp://127.0.0.1:${sink.port}/?ignoreTLS=true`) }, { seed: false });
    admin = { authorization: `Bearer ${(await signupAdmin(t)).accessToken}` };
    for (const email of readers) {
      const { confirmToken } = await subscribe(t.db, email);
      await confirmSubscription(t.db, confirmToken!);
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await t.deps.mail.close();
    await sink.close();
  });
  const progress = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/newsletters/progress', headers: admin })).json().data as NewsletterProgress;

  it('answers with the run at once, retries a refused recipient, reports the one that never takes, and sends nobody twice', async () => {
    const inboxBefore = sink.inbox.length;
    const reply = await t.app.inject({ method: 'POST', url: '/api/admin/newsletters', headers: admin, payload: { subject: 'Winter drop', html: '<p>Scarves</p>' } });
    expect(reply.json()).toMatchObject({ success: true, message: 'Sending to 5 subscribers', data: { recipients: 5, id: expect.any(Number) } });
    const id = reply.json().data.id as number;
    // the request did not wait for the mail
    expect(await progress()).toMatchObject({ id, recipients: 5, finishedAt: null });

    // the first run reaches three; the two refused wait for another try, and the count says so
    const firstRun = await eventually(async () => {
      const p = await progress();
      return p.sent === 3 && p.retrying === 2 ? p : null;
    }, 30_000);
    expect(firstRun).toMatchObject({ sent: 3, failed: 0, pending: 2, retrying: 2, finishedAt: null });

    const done = await eventually(async () => {
      const p = await progress();
      return p.finishedAt ? p : null;
    }, 60_000);
    expect(done).toMatchObject({ id, recipients: 5, sent: 4, failed: 1, pending: 0 });

    // each reader reached once, the flaky one on its second try; the broken one tried the limit and no more
    const received = sink.inbox.slice(inboxBefore).map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)!.value[0]!.address).sort();
    expect(received).toEqual(['ann@example.com', 'bob@example.com', 'cy@example.com', 'flaky@example.com']);
    expect(sink.tried.get('flaky@example.com')).toBe(2);
    expect(sink.tried.get('broken@example.com')).toBe(NEWSLETTER_ATTEMPTS);
    expect(sink.tried.get('ann@example.com')).toBe(1);
    const rows = await t.db.query<{ status: string; attempts: number }>(
      `SELECT d.status, d.attempts FROM newsletter_deliveries d JOIN newsletter_subscribers s ON s.id = d.subscriber_id WHERE d.newsletter_id = $1 AND s.email = 'broken@example.com'`,
      [id],
    );
    expect(rows).toEqual([{ status: 'failed', attempts: NEWSLETTER_ATTEMPTS }]);
    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin })).json().data[0];
    expect(audit).toMatchObject({ action: 'newsletter.send', target: String(id), after: { recipients: 5, sent: 4, failed: 1 } });
  }, 120_000);

  it('a store that stops mid-send leaves the rest for the next start, which reaches each remaining reader once', async () => {
    for (const email of ['dee@example.com', 'eve@example.com', 'fay@example.com', 'gus@example.com']) {
      const { confirmToken } = await subscribe(t.db, email);
      await confirmSubscription(t.db, confirmToken!);
    }
    // this test's instances bring their own job workers: the suite's stands down
    await t.deps.jobs.stop();
    const jobsA = createJobRunner(t.db, { pollSeconds: 0.5 });
    const first = await buildApp({ ...t.deps, jobs: jobsA });
    await first.ready();
    sink.slow.ms = 400;
    const subject = 'Spring drop';
    const reply = await first.inject({ method: 'POST', url: '/api/admin/newsletters', headers: admin, payload: { subject, html: '<p>Hats</p>' } });
    expect(reply.json()).toMatchObject({ success: true, message: 'Sending to 9 subscribers' });
    const id = reply.json().data.id as number;
    await eventually(async () => ((await progress()).sent >= 2 ? true : null), 30_000);
    await first.close();
    const stopped = await progress();
    expect(stopped).toMatchObject({ id, finishedAt: null });
    expect(stopped.sent).toBeLessThan(8);

    sink.slow.ms = 0;
    const jobsB = createJobRunner(t.db, { pollSeconds: 0.5 });
    const second = await buildApp({ ...t.deps, jobs: jobsB });
    try {
      await second.ready();
      await jobsB.start();
      const done = await eventually(async () => {
        const p = await progress();
        return p.finishedAt ? p : null;
      }, 90_000);
      expect(done).toMatchObject({ id, recipients: 9, sent: 8, failed: 1, pending: 0 });
      const got = sink.inbox.filter((m) => m.subject === subject).map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)!.value[0]!.address);
      expect(got.sort()).toEqual(['ann@example.com', 'bob@example.com', 'cy@example.com', 'dee@example.com', 'eve@example.com', 'fay@example.com', 'flaky@example.com', 'gus@example.com']);
    } finally {
      await second.close();
    }
  }, 180_000);
});
