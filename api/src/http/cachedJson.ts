import type { FastifyReply } from 'fastify';

/**
 * The JSON text of catalogue data that many requests share. A listing page is ~90 KB of JSON
 * (items carry their options and variants); serialising it again for every request was the largest
 * cost under load (a CPU profile at 50 connections: Fastify's serialize + socket writes led). The
 * catalogue cache hands out the same object until it changes, so its JSON is computed once per
 * object. Cached objects are never mutated (they are shared by every request already).
 */
const texts = new WeakMap<object, Buffer>();
const bodies = new WeakMap<object, Map<string, Buffer>>();
const BODY_VARIANTS = 4;

/** UTF-8 bytes, kept: encoding 90 KB of text for every reply was the next cost in the profile. */
export function jsonOf(value: object): Buffer {
  let text = texts.get(value);
  if (text === undefined) {
    text = Buffer.from(JSON.stringify(value));
    texts.set(value, text);
  }
  return text;
}

const ids = new WeakMap<object, number>();
let nextId = 0;
function idOf(value: object): number {
  let id = ids.get(value);
  if (id === undefined) ids.set(value, (id = ++nextId));
  return id;
}

/** An object's cached JSON as fields to splice into another object: `,"a":1,"b":2` (none if empty). */
function fieldsOf(json: Buffer): Buffer[] {
  return json.length > 2 ? [Buffer.from(','), json.subarray(1, json.length - 1)] : [];
}

/**
 * Sends the spec's envelope {success, message, data, ...sharedExtra, ...extra} — the shape `ok()`
 * builds, in the same key order — with `data` and `sharedExtra` (catalogue data many requests
 * share, never mutated) spliced in from their cached JSON text; `extra` is this request's own.
 */
export function sendOkWithCachedData(reply: FastifyReply, data: object, message = 'OK', extra: Record<string, unknown> = {}, sharedExtra?: object) {
  const rest = JSON.stringify(extra);
  // Most replies of one page are identical (a guest's empty wishlist, the same pagination): the
  // whole body is kept too, a few variants per page, so the common reply allocates nothing.
  const key = `${message}\n${sharedExtra ? idOf(sharedExtra) : ''}\n${rest}`;
  let variants = bodies.get(data);
  if (!variants) bodies.set(data, (variants = new Map()));
  let body = variants.get(key);
  if (!body) {
    body = Buffer.concat([
      Buffer.from(`{"success":true,"message":${JSON.stringify(message)},"data":`),
      jsonOf(data),
      ...(sharedExtra ? fieldsOf(jsonOf(sharedExtra)) : []),
      Buffer.from(`${rest === '{}' ? '' : `,${rest.slice(1, -1)}`}}`),
    ]);
    if (variants.size >= BODY_VARIANTS) variants.delete(variants.keys().next().value as string);
    variants.set(key, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
