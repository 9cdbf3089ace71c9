import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { answerFormPosts } from '../src/ssr/formPosts.ts';
import { sourceRouteTable } from './helpers/sourceRoutes.ts';

/** #23: a form sent before the page is live (or without JavaScript) is a POST to its own page. */
describe('plain form posts to store pages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.post('/api/auth/login', async (req) => ({ got: req.body }));
    await answerFormPosts(app, async (pathname) => sourceRouteTable.match(pathname) !== null);
  });
  afterAll(() => app.close());

  const form = 'login-email=shopper%40example.com&login-password=MyRealPassw0rd';

  it('answers the login page with 303 back to itself, never echoing the password', async () => {
    const res = await app.inject({ method: 'POST', url: '/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
    expect(JSON.stringify(res.headers)).not.toContain('MyRealPassw0rd');
  });

  it('answers every page pattern, with its query kept, for both form encodings', async () => {
    const multipart = '--b\r\nContent-Disposition: form-data; name="otp"\r\n\r\n123456\r\n--b--\r\n';
    const replies = await Promise.all([
      app.inject({ method: 'POST', url: '/otp-verification?email=a', headers: { 'content-type': 'multipart/form-data; boundary=b' }, payload: multipart }),
      app.inject({ method: 'POST', url: '/card-payment/42', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'cardNumber=4111111111111111' }),
      app.inject({ method: 'POST', url: '/mugs/a-mug/abc123', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a%40b.c' }),
    ]);
    expect(replies.map((r) => [r.statusCode, r.headers.location])).toEqual([
      [303, '/otp-verification?email=a'],
      [303, '/card-payment/42'],
      [303, '/mugs/a-mug/abc123'],
    ]);
  });

  it('leaves the API its own body rules: a form body to a JSON route is still refused', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
    expect(res.statusCode).toBe(415);
  });
});
