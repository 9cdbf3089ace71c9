import type { FastifyInstance } from 'fastify';
import type { RouteDoc } from './routeDoc.ts';

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

/**
 * Records each route as it is added, so a hostile-input test covers new routes automatically and
 * the OpenAPI document lists every route.
 */
export function collectRoutes(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url ?? route.path, doc: (route.config as { doc?: RouteDoc } | undefined)?.doc });
  });
}
