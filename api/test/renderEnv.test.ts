import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printProvider } from '@store/shared/provider';
import { publicOrigin } from '@store/shared/origin';
import { apiTransport } from '@store/shared/transport';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/testApp.ts';
import { fakeStoreRoot } from './helpers/fakeRemoteBuild.ts';
import { createLocalPrintProvider } from '../src/providers/print/local/localPrintProvider.ts';
import { injectTransport } from '../src/ssr/injectTransport.ts';
import { inStoreEnv } from '../src/ssr/renderEnv.ts';
import { requestId } from '../src/cluster/observability.ts';
import { writeShellDocument } from './helpers/shellDocument.ts';


/**
 * A shell whose frame shows what shared code sees while the server renders it: the public origin,
 * the print provider and the status of `/api/{provider}/blueprints` asked through the shared client
 * (a query the render's discovery pass fetches). It reads the shared functions from the test's own
 * import, the one instance the server's env is installed in.
 */
function envProbeRoot(): string {
  const root = fakeStoreRoot({ catalog: { routes: [{ path: '/gift-cards', page: 'GiftCardsPage' }] } });
  const react = pathToFileURL(createRequire(import.meta.url).resolve('react')).href;
  writeFileSync(
    join(root, 'shell', 'dist-server', 'entry-server.js'),
    [
      `import React from ${JSON.stringify(react)};`,
      `export const CLIENT_AREA_DIGEST = 'store:client-area';`,
      `export function renderApp({ queryClient }) {`,
      `  const shared = globalThis.__storeEnvProbe;`,
      `  const key = ['env-probe'];`,
      `  const queryFn = async () => (await shared.apiTransport('/api/' + shared.printProvider() + '/blueprints', { method: 'GET' })).status;`,
      `  if (!queryClient.getQueryCache().find({ queryKey: key })) queryClient.getQueryCache().build(queryClient, { queryKey: key, queryFn });`,
      `  const Frame = () => React.createElement('p', { id: 'probe' }, [shared.publicOrigin(), shared.printProvider(), String(queryClient.getQueryData(key) ?? 'unfetched')].join(' '));`,
      `  return React.createElement(Frame);`,
      `}`,
    ].join('\n'),
  );
  writeShellDocument(join(root, 'shell', 'dist'));
  return root;
}

const probeOf = (html: string) => /<p id="probe">([^<]*)<\/p>/.exec(html)?.[1];

describe.each(testDatabases)('each page renders in its own request env on $name', (database) => {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    (globalThis as { __storeEnvProbe?: unknown }).__storeEnvProbe = { apiTransport, printProvider, publicOrigin };
    const root = envProbeRoot();
    // two stores in one process (as tests and the bench run them): the second under another print provider
    // (no background work: the payment page's checks would render pages while the test closes them)
    apps.push(await startTestApp(database, { config: testConfig({ frontendsRoot: root, publicUrl: 'http://a.store.test', printProvider: 'local' }) }, { frontends: true, workers: false }));
    const partner = { ...createLocalPrintProvider(), name: 'partner' };
    apps.push(await startTestApp(database, { print: partner, config: testConfig({ frontendsRoot: root, publicUrl: 'http://b.store.test', printProvider: 'partner' }) }, { frontends: true, workers: false }));
    for (const t of apps) await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 240_000); // two stores' migrations and catalogue imports
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('two apps in one process render with their own API client, origin and provider', async () => {
    const [a, b] = await Promise.all(apps.map((t) => t.app.inject({ method: 'GET', url: '/gift-cards' })));
    // each app's own blueprints route answers its own provider's name (the other's would be a 404)
    expect(probeOf(a.body), a.body).toBe('http://a.store.test local 200');
    expect(probeOf(b.body)).toBe('http://b.store.test partner 200');
  });

  it('outside a render, shared code reads the page defaults, not the last app built', () => {
    expect(printProvider()).toBe('local');
    expect(publicOrigin()).toBe('http://localhost');
  });
});

describe('the render env', () => {
  const env = (provider: string, origin: string) => ({ api: async () => new Response(provider), publicOrigin: origin, provider });

  it('is the one of its own render while two renders overlap', async () => {
    const seen = (label: string, ms: number) =>
      inStoreEnv(env(label, `http://${label}.test`), async () => {
        await new Promise((r) => setTimeout(r, ms));
        return [printProvider(), publicOrigin(), await (await apiTransport('/api/x', {})).text()].join(' ');
      });
    expect(await Promise.all([seen('partner', 30), seen('local', 5)])).toEqual(['partner http://partner.test partner', 'local http://local.test local']);
  });
});

describe('the in-process API transport of a render', () => {
  it('sends no render marker header and logs the API call under the page request’s id', async () => {
    const lines: { reqId?: string; msg?: string; url?: string }[] = [];
    const app = Fastify({ logger: { stream: { write: (l: string) => void lines.push(JSON.parse(l)) } }, genReqId: requestId });
    app.get('/api/echo', async (req) => ({ headers: req.headers, id: req.id }));
    await app.ready();
    try {
      const page = 'page-request-0001';
      const res = await injectTransport(app, page)('/api/echo', { method: 'GET', headers: { 'x-guest-uid': 'g1', accept: 'application/json' } });
      const body = (await res.json()) as { headers: Record<string, string>; id: string };
      expect(body.headers['x-store-render']).toBeUndefined();
      expect(body.headers['x-guest-uid']).toBeUndefined();
      expect(body.id).toBe(page);
      expect(lines.filter((l) => l.msg === 'incoming request').map((l) => l.reqId)).toEqual([page]);
    } finally {
      await app.close();
    }
  });
});
