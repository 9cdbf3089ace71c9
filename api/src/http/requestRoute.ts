import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * What a request is called in metrics and on its log line: its route pattern. A page is answered by
 * the not-found fallback (Fastify sees `/*` or nothing), so the page pipeline names it by the live
 * route table's pattern (`/:category/:titleSlug/:id`) and its owning remote; a path no route owns is
 * `(not found)`, apart from every real route.
 */
/** The label of a request no route (API or page) answered: kept apart from every real route. */
export const NOT_FOUND_ROUTE = '(not found)';

const pages = new WeakMap<FastifyRequest, { route: string; remote: string }>();

export function markPage(req: FastifyRequest, route: string | null, remote: string | null) {
  pages.set(req, { route: route ?? NOT_FOUND_ROUTE, remote: remote ?? '' });
}

/** The page this request served, when it served one. */
export function pageOf(req: FastifyRequest): { route: string; remote: string } | undefined {
  return pages.get(req);
}

export function routeOf(req: FastifyRequest): string {
  return pages.get(req)?.route ?? req.routeOptions?.url ?? NOT_FOUND_ROUTE;
}

/**
 * The API calls a server render makes in-process (ssr/injectTransport.ts) carry this header with a
 * value drawn at start: they are the render's work, not API traffic, and are counted apart. A value
 * from outside never matches it.
 */
export const IN_PROCESS_HEADER = 'x-store-in-process';
const inProcessToken = randomBytes(18).toString('base64url');
export const inProcessHeaders: Readonly<Record<string, string>> = { [IN_PROCESS_HEADER]: inProcessToken };

export function isInProcess(req: Pick<FastifyRequest, 'headers'>): boolean {
  return req.headers[IN_PROCESS_HEADER] === inProcessToken;
}

/** The completion line's `res`: its status and route pattern ("request completed" carries the route, #43 item 4). */
export const responseSerializer = {
  res(reply: { statusCode: number; request: FastifyRequest }) {
    return { statusCode: reply.statusCode, route: routeOf(reply.request) };
  },
};
