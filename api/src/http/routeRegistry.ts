import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route this server registered (method and path pattern), for tests and tooling */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Records each route as it is added, so a hostile-input test covers new routes automatically. */
export function collectRoutes(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url ?? route.path });
  });
}
