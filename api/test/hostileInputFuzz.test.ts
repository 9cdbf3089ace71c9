import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { createShopper } from './fakes/shopper.ts';

/**
 * A seeded hostile-input fuzzer over every route the server registers (read from the server, so a
 * new route is covered without touching this file): hostile params, query and body fields, wrong
 * types and content types, deep nesting, prototype keys, huge strings and numbers, bad
 * percent-encoding. Every reply must be a 4xx/2xx envelope with the security headers, with no
 * stack trace or SQL text, and the server must be healthy afterwards.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);

// Field names the API's bodies and queries use (spec §3/§7), plus keys nobody expects.
const fieldNames = [
  'email', 'password', 'fName', 'lName', 'firstName', 'lastName', 'guestUid', 'refreshToken', 'resetToken', 'newPassword', 'otp',
  'searchTerm', 'term', 'query', 'type', 'product_id', 'variant_id', 'color', 'sizes', 'size', 'size_id', 'color_id', 'quantity', 'items',
  'blueprintId', 'designId', 'orderId', 'amount', 'currency', 'cardNumber', 'expiry', 'cvv', 'name', 'requestId', 'fullName', 'address',
  'city', 'zipCode', 'country', 'state', 'phone', 'shippingOption', 'billingDetails', 'page', 'limit', 'minPrice', 'maxPrice', 'facets',
  'width', 'quality', 't', 'uid', 'userId', 'id', 'slug', '__proto__', 'constructor', 'prototype',
];

const controlChar = fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c));
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.tuple(fc.string({ maxLength: 10 }), controlChar, fc.string({ maxLength: 10 })).map(([a, c, b]) => a + c + b),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\r\n', "' OR 1=1 --", '"; DROP TABLE users; --', '%00', '%zz', '../../etc/passwd',
    '<script>alert(1)</script>', '1e999', '-1', '9'.repeat(40), 'NaN', 'null', '{}', '[]', 'guest_abcdefgh1234', 't-shirts', 'test@example.com'),
  fc.integer({ min: 1, max: 20 }).map((k) => 'x'.repeat(k * 1000)),
  fc.constant('y'.repeat(1024 * 1024)),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, 2 ** 63, -(2 ** 63), 1e308, -1e308, 0.000001, 1.5),
);
const deep = fc.integer({ min: 10, max: 200 }).map((n) => {
  let v: unknown = 'deep';
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
  return v;
});
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...fieldNames), fc.oneof(hostileString, hostileNumber), { maxKeys: 4 }) },
  { weight: 1, arbitrary: deep },
);
const bodyObject = fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 8 })), hostileValue, { maxKeys: 8 });
// Raw text for a path segment or query value: percent-encoded properly, or left broken on purpose.
const urlPiece = fc.oneof(
  hostileString.filter((s) => s.length < 5000).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%C0%AF', '%ff', 'a%2Fb', '..', '%2e%2e', '%u0000', '1e999', '-5', '99999999999999999999'),
  fc.constantFrom('local', 'cart', 'a', '1', 'tee', '1b1b1b', 'front.svg', 'hello-world', 'post-1.svg'),
);
const contentType = fc.constantFrom('application/json', 'application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded', 'text/xml', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', undefined);
const rawBody = fc.oneof(
  { weight: 6, arbitrary: bodyObject.map((o) => JSON.stringify(o)) },
  { weight: 1, arbitrary: hostileValue.map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 1, arbitrary: fc.constantFrom('{"a":', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '', 'null', '[]', '"str"', '\u0000') },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

interface Route {
  method: string;
  url: string;
  doc?: { produces?: string };
}

describe.each(testDatabases)('hostile-input fuzzer on $name', (database) => {
  let t: TestApp;
  let routes: Route[];
  let bearer: string;
  beforeAll(async () => {
    t = await startTestApp(database);
    routes = t.app.registeredRoutes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    bearer = (await createShopper(t, 'fuzz')).headers.authorization;
  });
  afterAll(() => t.close());

  it('enumerates the routes from the server itself', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/auth/login' }));
    expect(routes).toContainEqual(expect.objectContaining({ method: 'GET', url: '/api/blogs/slug/:slug' }));
  });

  it(`survives ${RUNS} hostile requests (seed ${SEED}) without a 5xx, always in the envelope`, async () => {
    const request = fc.record({
      route: fc.integer({ min: 0, max: 10_000 }),
      params: fc.array(urlPiece, { minLength: 6, maxLength: 6 }),
      query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...fieldNames), urlPiece), urlPiece), { maxLength: 4 }),
      body: rawBody,
      contentType,
      auth: fc.constantFrom('none', 'none', 'user', 'garbage', 'guest', 'badguest'),
    });
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const route = routes[r.route % routes.length];
        let i = 0;
        const path = route.url.replace(/:[A-Za-z_]+/g, () => r.params[i++] || 'x').replace(/\*$/, r.params[5]);
        const query = r.query.map(([k, v]) => `${k}=${v}`).join('&');
        const headers: Record<string, string> = {};
        if (r.contentType && r.body !== undefined) headers['content-type'] = r.contentType;
        if (r.auth === 'user') headers.authorization = bearer;
        if (r.auth === 'garbage') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.';
        if (r.auth === 'guest') headers['x-guest-uid'] = 'guest_fuzzfuzzfuzz01';
        if (r.auth === 'badguest') headers['x-guest-uid'] = "guest_'; --\u0000";
        const hasBody = route.method !== 'GET' && r.body !== undefined;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: query ? `${path}?${query}` : path,
          headers,
          ...(hasBody ? { payload: r.body } : {}),
        });
        sent += 1;
        const where = `${route.method} ${route.url} → ${res.statusCode}`;
        expect(res.statusCode, where).toBeLessThan(500);
        expect(res.headers['x-content-type-options'], where).toBe('nosniff');
        expect(String(res.headers['content-security-policy']), where).toContain("script-src 'self'");
        expect(res.body, where).not.toMatch(/\bat [^\s]+\.(ts|js|mjs):\d+|node_modules|syntax error at|SELECT .* FROM|INSERT INTO|UPDATE \w+ SET/);
        // API routes answer JSON (or, on success, the media type the route declares it produces: the
        // SVG of the image routes, the HTML of /api/docs); page routes may answer HTML, but any JSON
        // they send must still be the envelope.
        const type = String(res.headers['content-type'] ?? '');
        const isApi = route.url.startsWith('/api');
        const produces = route.doc?.produces;
        const mustBeEnvelope = type.startsWith('application/json') || (isApi && !(res.statusCode === 200 && produces && type.startsWith(produces)));
        if (mustBeEnvelope) {
          const body = JSON.parse(res.body) as Record<string, unknown>;
          expect(typeof body.success, where).toBe('boolean');
          expect(typeof body.message, where).toBe('string');
          expect('data' in body, where).toBe(true);
          if (res.statusCode >= 400) expect(body.success, where).toBe(false);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(sent).toBe(RUNS);

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().data.status).toBe('ok');
  }, 240_000);
});
