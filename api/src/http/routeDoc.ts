import type { ZodObject, ZodType } from 'zod';
import { areaOfStack } from './routeArea.ts';

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
  /**
   * The envelope's `data` on success, as zod: the document shows it, and under test every JSON reply
   * is checked against it (replyCheck.ts), so the whole API suite proves the document true.
   * `z.null()` for a reply that carries no data.
   */
  reply?: ZodType;
  /** fields the success envelope carries beside `data` (spec §3: pagination, favouritesCart, total…) */
  replyExtra?: ZodObject;
  /** the success status when it is not 200 (201 for a created account…); several when a route answers more than one (202: accepted, being confirmed) */
  status?: SuccessStatus | readonly SuccessStatus[];
  /**
   * The failures this route answers beyond the ones its declaration implies (400 for input, 401/403
   * for its access, 404 for path parameters): 404, 409 (a conflict), 429 (it calls takeHit), and the
   * rarer 402/410/502/503 a payment or provider route can give. Checked under test like the reply.
   */
  errors?: readonly ErrorStatus[];
  /** the route answers with a redirect (303 See Other, to a page of the store), not a body */
  redirects?: boolean;
  /** the reply is not the JSON envelope (an image, HTML, a CSV…): its media type */
  produces?: string;
  /** a file the /api/docs page loads (its script, its stylesheet): served, but no operation of the API */
  hidden?: boolean;
  /**
   * Serialise the reply with Fastify's serialiser (fast-json-stringify) from `reply`, instead of
   * JSON.stringify. It drops whatever the schema does not list, so under test replyCheck.ts also
   * compares what was sent with what the handler returned: only a route whose suite proves its
   * schema complete should say true.
   */
  serialize?: boolean;
  /** the route's area (its folder under routes/), set by describe() from where it is called: the document's tag */
  area?: string;
}

export type SuccessStatus = 200 | 201 | 202;
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 412 | 422 | 429 | 502 | 503;

declare module 'fastify' {
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}

/** Route options carrying the route's description: `app.post(url, describe({...}), handler)`. */
export function describe(doc: RouteDoc): { config: { doc: RouteDoc } } {
  return { config: { doc: { area: areaOfStack(new Error().stack), ...doc } } };
}
