import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectRoutes } from '../src/http/routeRegistry.ts';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { signup, signupAdmin } from './authHelpers.ts';

type Access = 'public' | 'guest-or-user' | 'user' | 'admin' | 'deployer' | 'own-token';
type Operation = { 'x-access'?: Access };
type Route = { method: string; url: string; access: Access };

/** Every operation of the server's own OpenAPI document, with the access it declares. */
async function documentedRoutes(t: TestApp): Promise<Route[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    // a path parameter gets a value no route accepts as a real id, so nothing is changed past the check
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, 'zz-none'), access: op['x-access'] ?? 'public' })),
  );
}

const refused = (status: number) => status === 401 || status === 403;

/** Public routes that check a credential sent in their own body: a made-up one is a 401 whoever asks. */
const ownCredentialInBody = new Set(['POST /api/auth/refresh']);

/**
 * The access a route declares is the access it enforces (the route registry installs the check
 * from `describe({ access })`): walked over every route of the document as a guest, a customer
 * and an admin. Past the check a route may still refuse its input (400, 404, 409): not a 401/403.
 */
describe.each(testDatabases)('declared access on every route, on $name', (database) => {
  let t: TestApp;
  let routes: Route[];
  const tokens: Record<'customer' | 'admin', string> = { customer: '', admin: '' };
  beforeAll(async () => {
    // no background work: a route past its check must not start a backup or an import by itself
    t = await startTestApp(database, {}, { seed: false });
    routes = await documentedRoutes(t);
    tokens.customer = (await signup(t)).accessToken;
    tokens.admin = (await signupAdmin(t)).accessToken;
  });
  afterAll(() => t.close());

  const call = (r: Route, token?: string) =>
    t.app.inject({ method: r.method as 'GET', url: r.url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(r.method === 'GET' ? {} : { payload: { probe: 'access' } }) });

  it('finds every access level in the document', () => {
    const levels = new Set(routes.map((r) => r.access));
    for (const level of ['public', 'guest-or-user', 'user', 'admin', 'deployer', 'own-token']) expect(levels, level).toContain(level);
    expect(routes.length).toBeGreaterThan(60);
  });

  it('answers each caller as the route declares: 401 without a token, 403 to a customer on admin routes, never to an admin', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      const [guest, customer, admin] = [(await call(r)).statusCode, (await call(r, tokens.customer)).statusCode, (await call(r, tokens.admin)).statusCode];
      const expected =
        r.access === 'user' ? guest === 401 && !refused(customer) && !refused(admin)
        : r.access === 'admin' || r.access === 'deployer' ? guest === 401 && customer === 403 && !refused(admin)
        : r.access === 'own-token' || ownCredentialInBody.has(`${r.method} ${r.url}`) ? guest === 401 && customer === 401 && admin === 401
        : !refused(guest) && !refused(customer) && !refused(admin);
      if (!expected) wrong.push(`${r.method} ${r.url} (${r.access}): guest ${guest}, customer ${customer}, admin ${admin}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the route registry', () => {
  it('refuses at start-up an /api route that declares no access', async () => {
    const app = Fastify();
    collectRoutes(app, {});
    const start = async () => {
      app.get('/api/forgotten', async () => 'open to all');
      await app.ready();
    };
    await expect(start()).rejects.toThrow('GET /api/forgotten: declare who may call it with describe({ access })');
    await app.close();
  });
});
