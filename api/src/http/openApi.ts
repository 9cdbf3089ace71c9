import { z, type ZodType } from 'zod';
import type { RegisteredRoute } from './routeRegistry.ts';

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as a client must send it. */
function jsonSchemaOf(schema: ZodType): JsonSchema {
  const out = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete out.$schema;
  return out;
}

/** The properties of an object schema as OpenAPI parameters (path or query). */
function parametersOf(schema: ZodType, where: 'path' | 'query') {
  const s = jsonSchemaOf(schema);
  const props = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((s.required ?? []) as string[]);
  return Object.entries(props).map(([name, prop]) => {
    const { description, ...rest } = prop;
    return { name, in: where, required: where === 'path' || required.has(name), schema: rest, ...(description ? { description } : {}) };
  });
}

const envelope = (data: JsonSchema = {}) => ({
  type: 'object',
  required: ['success', 'message'],
  properties: { success: { type: 'boolean' }, message: { type: 'string' }, data },
});

const errorReply = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } });

function operationOf(route: RegisteredRoute, path: string) {
  const doc = route.doc;
  const pathNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  const declared = doc?.params ? parametersOf(doc.params, 'path') : [];
  const pathParams = pathNames.map((name) => declared.find((p) => p.name === name) ?? { name, in: 'path', required: true, schema: { type: 'string' } });
  const parameters = [...pathParams, ...(doc?.query ? parametersOf(doc.query, 'query') : [])];
  const access = doc?.access ?? 'public';
  const responses: Record<string, unknown> = {
    200: doc?.produces
      ? { description: 'OK', content: { [doc.produces]: {} } }
      : { description: 'The envelope: success, message and the data', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
  };
  if (doc?.body || doc?.query || doc?.params || pathNames.length) responses[400] = errorReply('Bad input, named in the message');
  const signedIn = access === 'user' || access === 'admin' || access === 'deployer';
  if (signedIn) responses[401] = errorReply(access === 'deployer' ? 'No deploy token or admin session, or it expired' : 'Not signed in, or the access token expired');
  if (access === 'own-token') responses[401] = errorReply("Without the route's own token");
  if (access === 'admin' || access === 'deployer') responses[403] = errorReply('Signed in without the admin role');
  return {
    operationId: `${route.method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: doc?.summary ?? `${route.method} ${path}`,
    tags: [path.split('/')[2] ?? 'api'],
    // the declared access as it is enforced (routes/access.ts), for clients and the access test
    'x-access': access,
    ...(signedIn ? { security: [{ bearer: [] }] } : access === 'guest-or-user' ? { security: [{ bearer: [] }, { guestUid: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(doc?.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(doc.body) } } } } : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of every `/api/` route this server registered, built from what each
 * route declared (routeDoc.ts). Path patterns keep their real spelling (`/api/biling-details/add`).
 */
export function openApiDocument(routes: readonly RegisteredRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD' || route.method === 'OPTIONS') continue;
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    (paths[path] ??= {})[route.method.toLowerCase()] = operationOf(route, path);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'PrintPop Store API',
      version,
      description: 'Every reply is the envelope {success, message, data}; errors too, with success false and the reason in message.',
    },
    servers: [{ url: '/' }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: {
        Envelope: envelope(),
        ErrorEnvelope: { ...envelope({ type: 'null' }), properties: { success: { const: false }, message: { type: 'string' }, data: { type: 'null' } } },
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from /api/auth/login or /api/auth/refresh' },
        guestUid: { type: 'apiKey', in: 'header', name: 'X-Guest-Uid', description: "A guest's own id, for a wishlist and cart before signing in" },
      },
    },
  };
}
