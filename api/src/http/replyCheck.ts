import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDoc } from './routeDoc.ts';
import { documentedStatuses } from './replyDoc.ts';

/**
 * Under test, every /api JSON reply is held to what its route declared (issue #43): a success's
 * `data` and extra fields to `reply`/`replyExtra`, and its status to the document's list. A reply
 * that differs is turned into a 500 naming the difference, so the test that made the request fails
 * and the whole API suite proves /api/openapi.json true.
 *
 * Why a check and not Fastify's serialiser (fast-json-stringify from the same schema): the
 * serialiser drops every field a schema misses, silently. A reply schema that is incomplete would
 * then break clients instead of a test. Declared fields are checked; further fields are allowed.
 */
export const checkingReplies = () => process.env.NODE_ENV === 'test' || process.env.STORE_CHECK_REPLIES === '1';

/** Statuses the check holds to the document: success and the failures issue #43 asks to document. */
const checkedFailures = new Set([400, 401, 403, 404, 409, 429]);

function mismatchOf(doc: RouteDoc, url: string, status: number, body: unknown): string | undefined {
  const statuses = documentedStatuses(doc, url);
  if (status >= 200 && status < 300) {
    if (!statuses.success.includes(status)) return `status ${status}, documented ${statuses.success.join(', ')}`;
    // 202: accepted, not done: success may be false (a payment being confirmed) while data says what follows
    const envelope = z.object({ success: status === 202 ? z.boolean() : z.literal(true), message: z.string(), ...(doc.reply ? { data: doc.reply } : {}), ...doc.replyExtra?.shape });
    const result = envelope.safeParse(body);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      return `${issue.path.join('.') || 'reply'}: ${issue.message}`;
    }
    return undefined;
  }
  if (checkedFailures.has(status) && !statuses.errors.includes(status)) return `status ${status} is not in the document (declare it in describe({ errors }))`;
  return undefined;
}

function bodyOf(payload: unknown): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
  try {
    return JSON.parse(payload.toString());
  } catch {
    return undefined;
  }
}

/** Installs the check (under test, or with STORE_CHECK_REPLIES=1). */
export function installReplyCheck(app: FastifyInstance) {
  if (!checkingReplies()) return;
  // a route serialised from its schema (describe({ serialize })): keep what the handler returned, to
  // prove below that the serialiser dropped nothing
  const returned = new WeakMap<FastifyReply, string>();
  app.addHook('preSerialization', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (req.routeOptions?.config?.doc?.serialize) returned.set(reply, JSON.stringify(payload));
    return payload;
  });
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload) => {
    const doc = req.routeOptions?.config?.doc;
    const url = req.routeOptions?.url;
    if (!doc || doc.produces || doc.redirects || !url?.startsWith('/api/')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const body = bodyOf(payload);
    if (body === undefined) return payload;
    const before = returned.get(reply);
    const dropped = before !== undefined && !isDeepStrictEqual(JSON.parse(before), body);
    const mismatch = dropped ? 'the serialiser (its reply schema) dropped or changed fields the handler returned' : mismatchOf(doc, url, reply.statusCode, body);
    if (!mismatch) return payload;
    const message = `Reply does not match the document: ${req.method} ${url}: ${mismatch}`;
    req.log.error({ route: url, method: req.method }, message);
    reply.status(500);
    return JSON.stringify({ success: false, message, data: null });
  });
}
