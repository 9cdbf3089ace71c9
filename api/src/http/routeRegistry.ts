import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Access, RouteDoc } from './routeDoc.ts';
import { installReplyCheck } from './replyCheck.ts';
import { serialisedReplies } from './replySerializer.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** what the route declared about itself (routeDoc.ts), when it did */
  doc?: RouteDoc;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route this server registered (method and path pattern), for tests and tooling */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Refuses the request (throws a 401 or 403 HttpError) unless its caller has the access. */
export type AccessCheck = (req: FastifyRequest) => Promise<void>;
/** The check each declared access installs; an access with none (public, guest-or-user) lets everyone in. */
export type AccessChecks = Partial<Record<Access, AccessCheck>>;

/**
 * Records each route as it is added, so a hostile-input test covers new routes automatically and
 * the OpenAPI document lists every route; and installs, as the route's first own onRequest hook,
 * the check its `describe({ access })` names. An /api route that declares no access is refused at
 * start-up: a route cannot be open by forgetting.
 */
export function collectRoutes(app: FastifyInstance, checks: AccessChecks) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  // under test, every JSON reply is held to its route's declared schema and statuses (replyCheck.ts)
  installReplyCheck(app);
  app.addHook('onRoute', (route) => {
    const doc = (route.config as { doc?: RouteDoc } | undefined)?.doc;
    const url = route.url ?? route.path;
    if (url.startsWith('/api/') && !doc?.access) throw new Error(`${String(route.method)} ${url}: declare who may call it with describe({ access })`);
    const check = doc ? checks[doc.access] : undefined;
    if (check) route.onRequest = [check as onRequestHookHandler, ...[route.onRequest ?? []].flat()];
    // describe({ serialize }): Fastify serialises the reply from the declared schema (replySerializer.ts)
    if (doc?.serialize && doc.reply) route.schema = { ...route.schema, response: serialisedReplies(doc) };
    for (const method of [route.method].flat()) routes.push({ method, url, doc });
  });
}
