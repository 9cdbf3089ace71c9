import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/testApp.ts';
import { fakeStoreRoot } from './helpers/fakeRemoteBuild.ts';
import { writeShellDocument } from './helpers/shellDocument.ts';
import { METRICS_TOKEN, matching, scrape, total, until } from './helpers/metricsText.ts';
import { injectTransport } from '../src/ssr/injectTransport.ts';
import { createJobRunner, type JobRunner } from '../src/jobs/jobRunner.ts';
import { createSmtpMailer } from '../src/mail/smtpMailer.ts';
import { connectRedis } from '../src/cluster/redis.ts';
import { storeVersion } from '../src/cluster/buildInfo.ts';

/**
 * Issue #43 item 3: every series an operator runs the store on, read from /metrics through the app,
 * moves when its event happens.
 */
function storeRoot() {
  const root = fakeStoreRoot({
    catalog: {
      routes: [
        { path: '/gift-cards', page: 'GiftCardsPage', catalogueOnly: true },
        { path: '/gift-cards/:n', page: 'GiftCardPage' },
        { path: '/broken/:n', page: 'BrokenPage' },
      ],
      pages: { GiftCardsPage: 'ok', GiftCardPage: 'ok', BrokenPage: 'throws' },
    },
    // a remote whose server entry takes its time: its first render holds the render bound (1 below)
    content: { routes: [{ path: '/slow/:n', page: 'SlowPage' }], pages: { SlowPage: 'ok' }, loadMs: 1500 },
  });
  writeShellDocument(join(root, 'shell', 'dist'));
  return root;
}

describe.each(testDatabases)('/metrics series on $name', (database) => {
  let t: TestApp;
  let jobs: JobRunner;
  beforeAll(async () => {
    const config = testConfig({ frontendsRoot: storeRoot(), metrics: { token: METRICS_TOKEN, host: '127.0.0.1' }, pageCacheTtlMs: 60_000, maxRenders: 1 });
    const db = await database.open();
    // a job runner whose track-order handler always fails (the app attaches none: workers off)
    jobs = createJobRunner(db, { pollSeconds: 0.5 });
    jobs.attach({
      'fulfil-order': async () => {},
      'reconcile-payment': async () => {},
      'track-order': async () => {
        throw Object.assign(new Error('partner down for jane@example.com'), { code: 'PARTNER_DOWN' });
      },
    });
    t = await startTestApp({ ...database, open: async () => db }, { config, jobs }, { frontends: true, workers: false, seed: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await jobs?.stop();
    await t?.close();
  });

  it('store_page_requests_total and http_request_duration_seconds name a page by its route pattern, and a path no route owns apart', async () => {
    const before = await scrape(t.app);
    const page = await t.app.inject({ method: 'GET', url: '/gift-cards/42' });
    expect(page.statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/no/such/page/here' });
    expect(missing.statusCode).toBe(404);
    const after = await scrape(t.app);
    const moved = (name: string, labels: Record<string, string>) => total(after, name, labels) - total(before, name, labels);
    expect(moved('store_page_requests_total', { route: '/gift-cards/:n', remote: 'catalog', status: '2xx' })).toBe(1);
    expect(moved('store_page_requests_total', { route: '(not found)', status: '4xx' })).toBe(1);
    expect(moved('http_request_duration_seconds_count', { route: '/gift-cards/:n', method: 'GET', status: '2xx' })).toBe(1);
    expect(moved('http_request_duration_seconds_count', { route: '(not found)', status: '4xx' })).toBe(1);
    expect(after).not.toContain('route="/*"');
    expect(after).not.toContain('/gift-cards/42');
  });

  it('store_page_render_duration_seconds times a server render by route and remote', async () => {
    const labels = { route: '/gift-cards/:n', remote: 'catalog' };
    const before = total(await scrape(t.app), 'store_page_render_duration_seconds_count', labels);
    await t.app.inject({ method: 'GET', url: '/gift-cards/7' });
    const after = await scrape(t.app);
    expect(total(after, 'store_page_render_duration_seconds_count', labels)).toBe(before + 1);
    expect(total(after, 'store_page_render_duration_seconds_sum', labels)).toBeGreaterThan(0);
  });

  it('store_page_render_fallbacks_total counts a page left to the browser, by route, remote and reason', async () => {
    const labels = { route: '/broken/:n', remote: 'catalog' };
    const before = total(await scrape(t.app), 'store_page_render_fallbacks_total', labels);
    const res = await t.app.inject({ method: 'GET', url: '/broken/1' });
    expect(res.statusCode).toBeLessThan(500);
    const after = await scrape(t.app);
    expect(total(after, 'store_page_render_fallbacks_total', labels)).toBe(before + 1);
    expect(matching(after, 'store_page_render_fallbacks_total', labels).map((s) => s.labels.reason)).toEqual(['failed']);
  });

  it('store_page_render_fallbacks_total counts a page left to the browser because the render bound was full (busy)', async () => {
    const labels = { route: '/slow/:n', remote: 'content', reason: 'busy' };
    const before = total(await scrape(t.app), 'store_page_render_fallbacks_total', labels);
    const replies = await Promise.all([1, 2, 3].map((n) => t.app.inject({ method: 'GET', url: `/slow/${n}` })));
    const deferred = replies.filter((r) => r.headers['x-store-render'] === 'browser').length;
    expect(deferred).toBeGreaterThanOrEqual(1);
    expect(deferred).toBeLessThan(3);
    expect(total(await scrape(t.app), 'store_page_render_fallbacks_total', labels)).toBe(before + deferred);
  });

  it('store_page_cache_requests_total and store_page_cache_hit_ratio: a second catalogue page is a hit', async () => {
    const before = await scrape(t.app);
    await t.app.inject({ method: 'GET', url: '/gift-cards' });
    await t.app.inject({ method: 'GET', url: '/gift-cards' });
    const after = await scrape(t.app);
    expect(total(after, 'store_page_cache_requests_total', { result: 'miss' }) - total(before, 'store_page_cache_requests_total', { result: 'miss' })).toBe(1);
    expect(total(after, 'store_page_cache_requests_total', { result: 'hit' }) - total(before, 'store_page_cache_requests_total', { result: 'hit' })).toBe(1);
    const ratio = total(after, 'store_page_cache_hit_ratio');
    expect(ratio).toBeGreaterThan(0);
    expect(ratio).toBeLessThan(1);
  });

  it('catalog_cache_requests_total and catalog_cache_hit_ratio: a repeated catalogue read is a hit', async () => {
    const hits = (text: string) => total(text, 'catalog_cache_requests_total', { tier: 'memory', result: 'hit' });
    const before = hits(await scrape(t.app));
    const list = () => t.app.inject({ method: 'GET', url: '/api/home-products' });
    expect((await list()).statusCode).toBe(200);
    await list();
    const after = await scrape(t.app);
    expect(hits(after)).toBeGreaterThan(before);
    expect(total(after, 'catalog_cache_hit_ratio', { tier: 'memory' })).toBeGreaterThan(0);
  });

  it("store_render_api_calls_total counts a render's in-process API calls, which are not API traffic", async () => {
    const before = await scrape(t.app);
    const res = await injectTransport(t.app, 'render-request-0001')('/api/health', { method: 'GET' });
    expect(res.status).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/health' }); // a visitor's call, for contrast
    const after = await scrape(t.app);
    const moved = (name: string, labels: Record<string, string>) => total(after, name, labels) - total(before, name, labels);
    expect(moved('store_render_api_calls_total', { route: '/api/health', status: '2xx' })).toBe(1);
    expect(moved('http_request_duration_seconds_count', { route: '/api/health' })).toBe(1);
  });

  it('a forged in-process header is API traffic like any other', async () => {
    const before = await scrape(t.app);
    await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-store-in-process': 'guess' } });
    const after = await scrape(t.app);
    expect(total(after, 'store_render_api_calls_total', { route: '/api/health' })).toBe(total(before, 'store_render_api_calls_total', { route: '/api/health' }));
  });

  it('store_db_pool_connections and store_db_pool_waiting report the connections in use while a transaction holds one', async () => {
    expect(t.db.poolStats).toBeDefined(); // both databases report theirs (PGlite: its one connection)
    if (t.db.kind === 'pglite') {
      // one connection: a scrape's own reads would wait behind a held transaction (and a scrape's job
      // count holds the connection while it is read), so the series' presence is read here, the states directly
      const text = await scrape(t.app);
      expect(matching(text, 'store_db_pool_connections')).toHaveLength(2);
      expect(matching(text, 'store_db_pool_waiting')).toHaveLength(1);
      expect(t.db.poolStats!()).toEqual({ total: 1, idle: 1, waiting: 0 });
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const tx = t.db.transaction(async (sql) => {
        await sql.query('SELECT 1');
        await held;
      });
      await until(async () => t.db.poolStats!().idle === 0);
      const waiter = t.db.query('SELECT 1');
      expect(t.db.poolStats!()).toEqual({ total: 1, idle: 0, waiting: 1 });
      release();
      await tx;
      await waiter;
      expect(t.db.poolStats!()).toEqual({ total: 1, idle: 1, waiting: 0 });
      return;
    }
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = t.db.transaction(async (sql) => {
      await sql.query('SELECT 1');
      await held;
    });
    try {
      await until(async () => total(await scrape(t.app), 'store_db_pool_connections', { state: 'in_use' }) >= 1);
      expect(matching(await scrape(t.app), 'store_db_pool_waiting')).toHaveLength(1);
    } finally {
      release();
      await tx;
    }
    await until(async () => total(await scrape(t.app), 'store_db_pool_connections', { state: 'idle' }) >= 1);
  });

  it('store_jobs_total and store_jobs count a failing job by queue, outcome and state', async () => {
    const failed = async () => total(await scrape(t.app), 'store_jobs_total', { queue: 'track-order', outcome: 'failed' });
    const before = await failed();
    await jobs.enqueue('track-order', { orderId: 1 });
    await until(async () => (await failed()) > before, 20_000);
    await until(async () => total(await scrape(t.app), 'store_jobs', { queue: 'track-order', state: 'retry' }) + total(await scrape(t.app), 'store_jobs', { queue: 'track-order', state: 'failed' }) >= 1);
  }, 30_000);

  it('job_queue_depth counts the jobs waiting or running, and not the finished ones', async () => {
    const depth = async () => total(await scrape(t.app), 'job_queue_depth');
    const before = await depth();
    // far in the future: waiting ('created') for the whole test, on every database
    await jobs.enqueue('track-order', { orderId: 2 }, { startAfterSeconds: 3600 });
    await until(async () => (await depth()) === before + 1);
    const text = await scrape(t.app);
    const waiting = ['created', 'retry', 'active'].reduce((n, state) => n + total(text, 'store_jobs', { state }), 0);
    expect(total(text, 'job_queue_depth')).toBe(waiting);
  });

  it('store_build_info names the store version and each live remote', async () => {
    const text = await scrape(t.app);
    expect(matching(text, 'store_build_info', { component: 'store', version: storeVersion, track: 'live' }).map((s) => s.value)).toEqual([1]);
    expect(matching(text, 'store_build_info', { component: 'catalog', track: 'live' })).toHaveLength(1);
  });

  it('store_redis_up is absent when no Redis is configured', async () => {
    expect(await scrape(t.app)).not.toContain('store_redis_up');
  });
});

describe('store_mail_total', () => {
  let t: TestApp;
  let sink: SMTPServer;
  let port: number;
  beforeAll(async () => {
    // a real SMTP sink that refuses one address, quoting it as real servers do
    sink = new SMTPServer({
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo(address, _s, cb) {
        cb(address.address.startsWith('refused') ? Object.assign(new Error(`550 <${address.address}> no such mailbox`), { responseCode: 550 }) : undefined);
      },
      onData(stream, _s, cb) {
        stream.resume().on('end', () => cb());
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    port = (sink.server.address() as AddressInfo).port;
    t = await startTestApp(testDatabases[0]!, { config: testConfig({ metrics: { token: METRICS_TOKEN, host: '127.0.0.1' } }) }, { seed: false, workers: false });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  });

  it('counts a sent and a failed e-mail through the SMTP transport', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`);
    const count = async (outcome: string) => total(await scrape(t.app), 'store_mail_total', { transport: 'smtp', outcome });
    const [sent, failed] = [await count('sent'), await count('failed')];
    const message = { subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };
    await mailer.send({ ...message, to: 'shopper@example.com' });
    await expect(mailer.send({ ...message, to: 'refused@example.com' })).rejects.toThrow();
    await mailer.close();
    expect(await count('sent')).toBe(sent + 1);
    expect(await count('failed')).toBe(failed + 1);
  });
});

/** A free loopback port (the OS picks; released before Redis takes it). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

describe('store_redis_up', () => {
  let redisProcess: ChildProcess | undefined;
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const a of apps) {
      await a.close();
      await a.deps.redis?.close();
    }
    redisProcess?.kill();
  });

  it('is 0 while the configured Redis is unreachable', async () => {
    const redis = connectRedis(`redis://127.0.0.1:${await freePort()}`, () => {});
    const t = await startTestApp(testDatabases[0]!, { redis, config: testConfig({ metrics: { token: METRICS_TOKEN, host: '127.0.0.1' } }) }, { seed: false, workers: false });
    apps.push(t);
    expect(matching(await scrape(t.app), 'store_redis_up').map((s) => s.value)).toEqual([0]);
  });

  it.skipIf(!hasRedis)('is 1 once the configured Redis answers', async () => {
    const port = await freePort();
    redisProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const redis = connectRedis(`redis://127.0.0.1:${port}`, () => {});
    const t = await startTestApp(testDatabases[0]!, { redis, config: testConfig({ metrics: { token: METRICS_TOKEN, host: '127.0.0.1' } }) }, { seed: false, workers: false });
    apps.push(t);
    await until(async () => total(await scrape(t.app), 'store_redis_up') === 1);
  });
});
