import type { ZodType } from 'zod';

/**
 * What a route says about itself, next to its handler: the OpenAPI document (/api/openapi.json) is
 * generated from these. The zod schemas are the ones the handler parses with, so the document
 * cannot drift from what the route accepts.
 */
export interface RouteDoc {
  /** one line: what the route does, in the shopper's or owner's terms */
  summary: string;
  /** who may call it: anyone, a guest or user (X-Guest-Uid or bearer), a signed-in user, an admin */
  access?: 'public' | 'guest-or-user' | 'user' | 'admin';
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
