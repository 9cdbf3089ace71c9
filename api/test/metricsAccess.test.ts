import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testConfig, type TestApp } from './helpers/testApp.ts';
import { testDatabases } from './helpers/testDatabases.ts';
import { startMetricsServer } from '../src/cluster/metricsAccess.ts';

/** Issue #24 item 5: /metrics (paid-order counters among them) is never public. */
describe.each(testDatabases)('/metrics access on $name', (database) => {
  let open: TestApp;
  let tokened: TestApp;
  beforeAll(async () => {
    open = await startTestApp(database, {}, { seed: false });
    tokened = await startTestApp(database, { config: testConfig({ metrics: { token: 's3cret-metrics-token', host: '127.0.0.1' } }) }, { seed: false });
  });
  afterAll(async () => {
    await open.close();
    await tokened.close();
  });

  it('is off by default: 404 in the envelope, no counters', async () => {
    const res = await open.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
    expect(res.body).not.toContain('store_orders_total');
  });

  it('with METRICS_TOKEN wants the bearer token (401 without or with a wrong one)', async () => {
    const get = (authorization?: string) => tokened.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    expect((await get()).statusCode).toBe(401);
    expect((await get('Bearer s3cret-metrics-tokeX')).statusCode).toBe(401);
    expect((await get('s3cret-metrics-token')).statusCode).toBe(401);
    const ok = await get('Bearer s3cret-metrics-token');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('process_resident_memory_bytes');
  });
});

describe('METRICS_PORT', () => {
  it('serves GET /metrics on its own port only, with the token when one is set', async () => {
    const server = await startMetricsServer({ metrics: { port: 0, host: '127.0.0.1', token: 'port-token' } });
    try {
      const { port } = server.address() as { port: number };
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      const ok = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer port-token' } });
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('nodejs_eventloop_lag_seconds');
      expect((await fetch(`${base}/api/health`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
