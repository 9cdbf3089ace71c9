import type { FastifyInstance } from 'fastify';
import type { ApiTransport } from '@store/shared/env';
import { inProcessHeaders } from '../http/requestRoute.ts';

/**
 * The shared API client's transport while the server renders a page: each `/api` call is
 * answered by this same server in-process (`inject`), with no network hop to itself. With the page
 * request's id, the call carries it as X-Request-Id, so its log lines are that request's. It is
 * marked in-process (cluster/requestRoute.ts): /metrics counts it as the render's, not as API traffic.
 */
export function injectTransport(app: FastifyInstance, requestId?: string): ApiTransport {
  return async (path, init) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    // A server render is anonymous and shared by everyone: no guest id or credentials reach the API
    // (a guest id made every render read that guest's favourites from the database for nothing).
    delete headers['x-guest-uid'];
    delete headers.authorization;
    delete headers.cookie;
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: { ...headers, ...(requestId ? { 'x-request-id': requestId } : {}), ...inProcessHeaders },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) out.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  };
}
