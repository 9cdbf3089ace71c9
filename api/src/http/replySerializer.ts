import type { RouteDoc } from './routeDoc.ts';
import { jsonSchemaOf } from './openApi.ts';
import { documentedStatuses } from './replyDoc.ts';

/**
 * The success envelope's JSON Schema for Fastify's serialiser (fast-json-stringify), per success
 * status, for a route that asks for it (`describe({ serialize: true })`). Shapes stay inline: the
 * serialiser reads no document components.
 */
export function serialisedReplies(doc: RouteDoc): Record<number, unknown> {
  const data = jsonSchemaOf(doc.reply!, 'output', 'inline');
  const extra = doc.replyExtra ? (jsonSchemaOf(doc.replyExtra, 'output', 'inline').properties as Record<string, unknown>) : {};
  const envelope = { type: 'object', required: ['success', 'message', 'data'], properties: { success: { type: 'boolean' }, message: { type: 'string' }, data, ...extra } };
  return Object.fromEntries(documentedStatuses(doc, '').success.map((status) => [status, envelope]));
}
