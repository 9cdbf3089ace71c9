import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';

type Operation = { summary: string; parameters?: { name: string; in: string }[]; requestBody?: unknown; security?: unknown[] };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** The server describes itself: every /api route, from the schemas the routes parse with. */
describe('the API document (/api/openapi.json, /api/docs)', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await startTestApp(testDatabases[0]!);
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.oai.openapi+json; charset=utf-8');
    doc = JSON.parse(res.body);
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every /api route the server registered, each with its own summary', () => {
    const registered = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(registered.length).toBeGreaterThan(40);
    for (const r of registered) {
      const op = doc.paths[r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${r.url}`).toBeDefined();
      // a route that forgot describe() would get the fallback "METHOD path" summary
      expect(op!.summary, `${r.method} ${r.url}`).not.toMatch(/^(GET|POST|PUT|DELETE) \//);
    }
  });

  it("keeps the spec's real spelling and its listing endpoints", () => {
    for (const path of ['/api/biling-details/add', '/api/favourites-cart/update/cart/quantity', '/api/product-details/{productId}/{category}', '/api/hoodies', '/api/mobile-cover', '/api/{provider}/blueprints/request']) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });

  it('describes bodies, queries and path parameters from the zod schemas the handlers parse with', () => {
    const login = doc.paths['/api/auth/login']!.post!;
    expect(login.requestBody).toMatchObject({ content: { 'application/json': { schema: { type: 'object', properties: { email: { type: 'string' }, password: { type: 'string' } } } } } });
    const listing = doc.paths['/api/hoodies']!.get!;
    expect(listing.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(['query:page', 'query:minPrice', 'query:maxPrice', 'query:color', 'query:size']));
    const product = doc.paths['/api/product-details/{productId}/{category}']!.get!;
    expect(product.parameters?.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(['productId', 'category']);
    expect(doc.paths['/api/admin/audit']!.get!.security).toEqual([{ bearer: [] }]);
  });

  it('shows the same document as a readable page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h1>PrintPop Store API reference</h1>');
    expect(res.body).toContain('<code>/api/biling-details/add</code>');
    expect(res.body).toContain('href="/api/openapi.json"');
  });
});
