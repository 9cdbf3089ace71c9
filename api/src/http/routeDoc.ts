import type { ZodType } from 'zod';

/**
 * Who may call a route: anyone; a guest (X-Guest-Uid) or a signed-in user, each seeing their own
 * data; a signed-in user (a customer); an admin; a deployer (an admin, or a deploy token an admin made);
 * own-token: a secret of the route's own, not a session (`npm run backup`'s token), which its handler checks.
 */
export type Access = 'public' | 'guest-or-user' | 'user' | 'admin' | 'deployer' | 'own-token';

/**
 * What a route says about itself, next to its handler: the OpenAPI document (/api/openapi.json) is
 * generated from these. The zod schemas are the ones the handler parses with, so the document
 * cannot drift from what the route accepts.
 */
export interface RouteDoc {
  /** one line: what the route does, in the shopper's or owner's terms */
  summary: string;
  /**
   * Who may call it; the route registry installs the check this names (routeRegistry.ts), so the
   * declaration is the enforcement, not only the document. Every /api route declares it.
   */
  access: Access;
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
  /** the reply is not the JSON envelope (an image, HTML, a redirect…): its media type */
  produces?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}

/** Route options carrying the route's description: `app.post(url, describe({...}), handler)`. */
export function describe(doc: RouteDoc): { config: { doc: RouteDoc } } {
  return { config: { doc } };
}
