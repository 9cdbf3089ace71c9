import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';

type Schema = { type?: string; required?: string[]; properties?: Record<string, Schema>; $ref?: string };
type Response = { description: string; content?: Record<string, { schema?: Schema }> };
type Operation = {
  summary: string;
  tags: string[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security: unknown[];
  responses: Record<string, Response>;
  'x-access': string;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; tags: { name: string }[]; components: { schemas: Record<string, Schema> } };

const operations = (doc: Document) => Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

/** The server describes itself: every /api route, from the schemas the routes parse and reply with. */
describe('the API document (/api/openapi.json, /api/docs)', () => {
  let t: TestApp;
  let doc: Document;
  let text: string;
  beforeAll(async () => {
    t = await startTestApp(testDatabases[0]!);
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.oai.openapi+json; charset=utf-8');
    text = res.body;
    doc = JSON.parse(res.body);
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("has no error under Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const describeProblem = (p: (typeof problems)[number]) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`;
    expect(problems.filter((p) => p.severity === 'error').map(describeProblem)).toEqual([]);
    // the warnings left are by design (docs/api.md): spec §7's URLs, and the two links that redirect
    const warnings = problems.filter((p) => p.severity === 'warn');
    expect([...new Set(warnings.map((p) => p.ruleId))].sort()).toEqual(['no-ambiguous-paths', 'operation-2xx-response']);
    expect(warnings.length).toBeLessThanOrEqual(5);
  });

  it('lists every /api route the server registered, each with its own summary', () => {
    const registered = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.doc?.hidden);
    expect(registered.length).toBeGreaterThan(40);
    for (const r of registered) {
      const op = doc.paths[r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${r.url}`).toBeDefined();
      // a route that forgot describe() would get the fallback "METHOD path" summary
      expect(op!.summary, `${r.method} ${r.url}`).not.toMatch(/^(GET|POST|PUT|DELETE) \//);
    }
  });

  it('describes the data of every JSON reply (the reply schema each route declares)', () => {
    const missing = operations(doc)
      .filter(({ op }) => Object.entries(op.responses).some(([status, r]) => status.startsWith('2') && r.content?.['application/json'] && !r.content['application/json'].schema?.required?.includes('data')))
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
    const product = doc.paths['/api/product-details/{productId}/{category}']!.get!.responses[200]!.content!['application/json']!.schema!;
    // shared shapes are components, referred to by every reply that carries them
    expect(product.properties?.data).toEqual({ $ref: '#/components/schemas/ProductDetail' });
    expect(doc.components.schemas.ProductDetail).toMatchObject({ type: 'object', required: expect.arrayContaining(['id', 'title', 'variants']) });
    expect(product.properties?.favouritesCart).toMatchObject({ type: 'array' });
    expect(doc.paths['/api/auth/signup']!.post!.responses[201]).toBeDefined();
  });

  it('marks required request fields, signup among them', () => {
    const bodies = operations(doc).filter(({ op }) => op.requestBody);
    const unmarked = bodies.filter(({ op }) => !op.requestBody!.content['application/json']?.schema.required?.length).map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    // bodies whose every field is optional by design (filters, toggles): named here so a new one is a decision
    expect(unmarked.sort()).toEqual(['POST /api/deploys/{remote}/rollback', 'POST /api/search-products']);
    expect(doc.paths['/api/auth/signup']!.post!.requestBody!.content['application/json']!.schema.required).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('documents 401/403 from access, 404 from path parameters, 409 and 429 where routes answer them', () => {
    for (const { path, method, op } of operations(doc)) {
      const statuses = Object.keys(op.responses);
      const where = `${method.toUpperCase()} ${path}`;
      if (['user', 'admin', 'deployer'].includes(op['x-access'])) expect(statuses, where).toContain('401');
      if (['admin', 'deployer'].includes(op['x-access'])) expect(statuses, where).toContain('403');
      if (path.includes('{')) expect(statuses, where).toContain('404');
    }
    for (const [path, method] of [['/api/auth/login', 'post'], ['/api/auth/forgot-password', 'post'], ['/api/products/{productId}/reviews', 'post'], ['/api/remote-errors', 'post']] as const) {
      expect(Object.keys(doc.paths[path]![method]!.responses), path).toContain('429');
    }
    expect(Object.keys(doc.paths['/api/auth/signup']!.post!.responses)).toContain('409');
  });

  it('declares security on every operation: [] on public ones, the bearer token on signed-in ones', () => {
    for (const { path, method, op } of operations(doc)) {
      expect(op.security, `${method} ${path}`).toBeDefined();
      if (op['x-access'] === 'public') expect(op.security, `${method} ${path}`).toEqual([]);
    }
    expect(doc.paths['/api/admin/audit']!.get!.security).toEqual([{ bearer: [] }]);
  });

  it('tags operations by area (the route folders), not by path segment', () => {
    const tags = new Set(operations(doc).map(({ op }) => op.tags[0]));
    expect(tags.size).toBeLessThan(30);
    expect([...tags]).toEqual(expect.arrayContaining(['Catalog', 'Account', 'Checkout', 'Content', 'Reviews', 'Operations', 'Admin: orders']));
    expect(tags.has('Store')).toBe(false);
    expect(doc.paths['/api/hoodies']!.get!.tags).toEqual(['Catalog']);
    expect(doc.tags.map((t) => t.name).sort()).toEqual([...tags].sort());
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
  });

  it('serves the reference page (Swagger UI) from its own origin under the store CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    // every script is a file of this origin: no inline script, no CDN
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, inline] of scripts) {
      expect(attrs).toMatch(/src="\/api\/docs\/[a-z-]+\.js"/);
      expect(inline!.trim()).toBe('');
    }
    expect(res.body).not.toMatch(/https?:\/\//);
    for (const file of ['swagger-ui-bundle.js', 'start.js', 'swagger-ui.css']) {
      const asset = await t.app.inject({ method: 'GET', url: `/api/docs/${file}` });
      expect(asset.statusCode, file).toBe(200);
      expect(asset.body.length, file).toBeGreaterThan(10);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/start.js' })).body).toContain("url: '/api/openapi.json'");
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/other.js' })).statusCode).toBe(404);
  });
});
