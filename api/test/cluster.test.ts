import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, testConfig } from './helpers/testApp.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { migrate } from '../src/db/migrate.ts';
import type { Db } from '../src/db/db.ts';
import { loadSharedSecrets } from '../src/cluster/sharedSecrets.ts';
import { createSandboxGateway, databaseLedger, sandboxCards } from '../src/providers/payment/sandbox/sandboxGateway.ts';
import { memoryNonceVault, tokenizeCard } from '../src/providers/payment/sandbox/nonceVault.ts';
import { cardTokenDescriptor } from '../src/providers/payment/paymentGateway.ts';
import { createLocalPrintProvider } from '../src/providers/print/local/localPrintProvider.ts';
import { createJobRunner, type QueueName } from '../src/jobs/jobRunner.ts';
import { catalogCache } from '../src/catalog/catalogCache.ts';
import { announceCatalogChange, announceReviewChange, listenForCatalogChanges, REVIEWS_CHANNEL } from '../src/cluster/cacheInvalidation.ts';

const vault = memoryNonceVault();
const chargeOf = (invoice: string, number: string) => ({
  invoice,
  amountCents: 2599,
  description: 'test',
  token: { dataDescriptor: cardTokenDescriptor, dataValue: (tokenizeCard(vault, { cardNumber: number, expirationDate: '1230', cardCode: '123' }) as { nonce: string }).nonce },
  cardholderName: 'Ada Lovelace',
  email: 'a@example.test',
  billTo: { firstName: '', lastName: '', address: '', city: '', state: '', zip: '', country: 'US' },
});

describe.each(testDatabases)('state shared by every instance ($name)', (database) => {
  it('gives every instance the signing keys of the first one, whatever each had locally', async () => {
    const db = await database.open();
    try {
      const first = { jwt: 'local-a-jwt', otp: 'local-a-otp', webhook: 'local-a-hook' };
      const second = { jwt: 'local-b-jwt', otp: 'local-b-otp', webhook: 'local-b-hook' };
      await loadSharedSecrets(db, first, {});
      await loadSharedSecrets(db, second, {});
      expect(second).toEqual({ jwt: 'local-a-jwt', otp: 'local-a-otp', webhook: 'local-a-hook' });
      // an environment variable still wins over the table
      const third = { jwt: 'from-env', otp: 'x', webhook: 'y' };
      await loadSharedSecrets(db, third, { JWT_SECRET: 'from-env' });
      expect(third.jwt).toBe('from-env');
      expect(third.otp).toBe('local-a-otp');
    } finally {
      await db.close();
    }
  });

  it('lets a second gateway instance find the charge the first one made (sandbox ledger in the database)', async () => {
    const db = await database.open();
    try {
      const a = createSandboxGateway(databaseLedger(db), { vault });
      const b = createSandboxGateway(databaseLedger(db), { vault });
      const approved = await a.charge(chargeOf('inv-1', sandboxCards.approve) as never);
      expect(approved.outcome).toBe('approved');
      expect(await b.lookup('inv-1')).toEqual(approved);
      // the "lost answer" card: charged, but the caller hears "unknown"; another instance reconciles it
      expect((await a.charge(chargeOf('inv-2', sandboxCards.timeout) as never)).outcome).toBe('unknown');
      expect((await b.lookup('inv-2')).outcome).toBe('approved');
      expect(await b.lookup('inv-3')).toEqual({ outcome: 'not-found' });
    } finally {
      await db.close();
    }
  });

  it("keeps the local provider's orders in the database: one order per external id, seen by every instance", async () => {
    const db = await database.open();
    try {
      const a = createLocalPrintProvider({ db, fulfilmentStepMs: 60_000 });
      const b = createLocalPrintProvider({ db, fulfilmentStepMs: 60_000 });
      const req = { externalId: 'order-77', lineItems: [], shippingMethod: 'Standard', address: {} } as never;
      const placed = await a.fulfilment.submitOrder(req);
      const again = await b.fulfilment.submitOrder(req);
      expect(again.id).toBe(placed.id);
      expect((await b.fulfilment.getOrder(placed.id)).status).toBe('on-hold');
      expect((await b.fulfilment.cancelOrder(placed.id)).status).toBe('canceled');
      expect((await a.fulfilment.getOrder(placed.id)).status).toBe('canceled');
    } finally {
      await db.close();
    }
  });

  it('answers /api/ready, /metrics and an X-Request-Id on every reply', async () => {
    const t = await startTestApp(database, { config: testConfig({ metrics: { token: 'test-metrics-token', host: '127.0.0.1' } }) });
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ success: true, data: { database: true, redis: 'not configured' } });
      const id = ready.headers['x-request-id'];
      expect(typeof id === 'string' && id.length >= 8).toBe(true);
      const given = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'balancer-id-1234' } });
      expect(given.headers['x-request-id']).toBe('balancer-id-1234');
      await t.app.inject({ method: 'GET', url: '/api/shop-products?page=1' });
      const metrics = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer test-metrics-token' } });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toContain('http_request_duration_seconds_bucket{le="0.005",route="/api/shop-products"');
      expect(metrics.body).toContain('nodejs_eventloop_lag_seconds');
      expect(metrics.body).toContain('process_resident_memory_bytes');
      expect(metrics.body).toMatch(/catalog_cache_requests_total\{tier="memory",result="(hit|miss)"\}/);
    } finally {
      await t.close();
    }
  });
});

const url = process.env.TEST_DATABASE_URL;
describe.skipIf(!url)('several instances on one PostgreSQL server', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const opened: Db[] = [];
  const open = async () => {
    const db = await openPostgres(url!, { schema, max: 4 });
    opened.push(db);
    return db;
  };
  afterAll(async () => {
    await opened[0]?.exec(`DROP SCHEMA ${schema} CASCADE`).catch(() => {});
    for (const db of opened) await db.close().catch(() => {});
  });

  it('runs each background job exactly once while two workers poll the same queue (pg-boss SKIP LOCKED)', async () => {
    const dbA = await open();
    await migrate(dbA);
    const dbB = await open();
    const seen = new Map<number, string[]>();
    const handler = (who: string) => async ({ orderId }: { orderId: number }) => {
      seen.set(orderId, [...(seen.get(orderId) ?? []), who]);
      await new Promise((r) => setTimeout(r, 20)); // long enough for the other worker to try the same job
    };
    const runners = [createJobRunner(dbA, { pollSeconds: 0.5 }), createJobRunner(dbB, { pollSeconds: 0.5 })];
    const noop = async () => {};
    runners.forEach((r, i) => r.attach({ 'track-order': handler(i ? 'B' : 'A'), 'fulfil-order': noop, 'reconcile-payment': noop } as Record<QueueName, typeof noop>));
    try {
      // one after the other, as start:cluster does: two pg-boss first starts on an empty schema race on CREATE SCHEMA
      for (const r of runners) await r.start();
      const jobs = 40;
      for (let id = 1; id <= jobs; id++) await runners[id % 2].enqueue('track-order', { orderId: id });
      const deadline = Date.now() + 30_000;
      while (seen.size < jobs && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      await new Promise((r) => setTimeout(r, 1500)); // any duplicate would show up now
      expect(seen.size).toBe(jobs);
      expect([...seen.values()].filter((runs) => runs.length !== 1)).toEqual([]);
      const workers = new Set([...seen.values()].flat());
      expect(workers.size).toBeGreaterThanOrEqual(1);
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
  }, 60_000);

  it('clears every instance’s catalogue cache when one of them announces an import (LISTEN/NOTIFY)', async () => {
    const db = await open();
    await migrate(db);
    const other = catalogCache({ budget: { ttlMs: 60_000, maxBytes: 1_000_000 } }); // another instance's cache
    const listener = listenForCatalogChanges(`${url}${url!.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}`, () => other.clear(), () => {});
    try {
      let loads = 0;
      const read = () => other.read('listing:all:1', async () => ++loads);
      await new Promise((r) => setTimeout(r, 500)); // listener connected
      expect(await read()).toBe(1);
      expect(await read()).toBe(1); // cached
      await announceCatalogChange(db);
      const deadline = Date.now() + 5000;
      let value = await read();
      while (value === 1 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        value = await read();
      }
      expect(value).toBe(2);
    } finally {
      await listener.stop();
    }
  });

  it('moves every instance’s cached pages on when one of them announces a review change, and keeps their catalogue entries', async () => {
    const db = await open();
    await migrate(db);
    const here = catalogCache({ budget: { ttlMs: 60_000, maxBytes: 1_000_000 } });
    const other = catalogCache({ budget: { ttlMs: 60_000, maxBytes: 1_000_000 } });
    const listener = listenForCatalogChanges(`${url}${url!.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}`, () => other.clear(), () => {}, { [REVIEWS_CHANNEL]: () => other.reviewsChanged() });
    try {
      await new Promise((r) => setTimeout(r, 500)); // listener connected (its connect moved both on once)
      const [hereBefore, otherBefore, generation] = [here.pageVersion(), other.pageVersion(), other.generation()];
      await announceReviewChange(db, here);
      expect(here.pageVersion()).not.toBe(hereBefore); // at once, before any NOTIFY
      const deadline = Date.now() + 5000;
      while (other.pageVersion() === otherBefore && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(other.pageVersion()).not.toBe(otherBefore);
      expect(other.generation()).toBe(generation);
    } finally {
      await listener.stop();
    }
  });
});
