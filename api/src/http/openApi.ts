import { z, type ZodType } from 'zod';
import type { RouteDoc } from './routeDoc.ts';
import { documentedStatuses, errorDescriptions } from './replyDoc.ts';
import { documentedRequired, isSentAlways } from './validate.ts';

type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): a request as a client must send it
 * (`input`), a reply as the server sends it (`output`). Reply objects stay open (no
 * `additionalProperties: false`): replies are checked for the fields they declare, and a reply may
 * carry more (replyCheck.ts), so a client must not be told otherwise.
 */
export function jsonSchemaOf(schema: ZodType, io: 'input' | 'output' = 'input', components?: Record<string, JsonSchema> | 'inline'): JsonSchema {
  const out = z.toJSONSchema(schema, {
    io,
    // 'inline': no named shapes and no descriptions (the serialiser's schema: no references to resolve)
    ...(components === 'inline' ? { metadata: z.registry() } : {}),
    unrepresentable: 'any',
    override: (ctx) => {
      if (io === 'output' && ctx.jsonSchema.additionalProperties === false) delete ctx.jsonSchema.additionalProperties;
      // .int() alone says "a safe integer": the bounds add nothing a client can use
      if (ctx.jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete ctx.jsonSchema.minimum;
      if (ctx.jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete ctx.jsonSchema.maximum;
      // fields the handler checks itself (sentAlways) are required of a client all the same
      const def = ctx.zodSchema._zod.def as { type: string; shape?: Record<string, unknown> };
      if (io === 'input' && def.type === 'object' && def.shape) {
        const always = [...Object.entries(def.shape).filter(([, field]) => isSentAlways(field)).map(([name]) => name), ...documentedRequired(ctx.zodSchema)];
        if (always.length) ctx.jsonSchema.required = [...new Set([...((ctx.jsonSchema.required as string[] | undefined) ?? []), ...always])];
      }
    },
  }) as JsonSchema;
  delete out.$schema;
  if (!components || components === 'inline' || !out.$defs) return out;
  // Shapes with a name (`.meta({ id })`: a product, an order…) become components, referred to by every
  // reply that carries them, instead of 65 listings each inlining the product schema.
  const defs = out.$defs as Record<string, JsonSchema>;
  delete out.$defs;
  const toComponents = (s: JsonSchema) => JSON.parse(JSON.stringify(s).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  for (const [id, def] of Object.entries(defs)) components[id] ??= toComponents(def);
  return toComponents(out);
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

/** The success envelope around a route's declared data and extra fields. */
function successEnvelope(data: JsonSchema | undefined, extra: JsonSchema | undefined): JsonSchema {
  const extraProps = (extra?.properties ?? {}) as Record<string, JsonSchema>;
  return {
    type: 'object',
    required: ['success', 'message', ...(data ? ['data'] : []), ...(((extra?.required ?? []) as string[]))],
    properties: { success: { const: true }, message: { type: 'string' }, data: data ?? {}, ...extraProps },
  };
}

const errorReply = (status: number) => ({
  description: errorDescriptions[status] ?? 'Refused',
  ...(status === 429 ? { headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } } } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

/** Who may call, as OpenAPI security: `[]` is "anyone" (declared, not forgotten). */
function securityOf(access: string) {
  if (access === 'user' || access === 'admin') return [{ bearer: [] }];
  if (access === 'deployer') return [{ bearer: [] }, { deployToken: [] }];
  if (access === 'own-token') return [{ backupToken: [] }];
  if (access === 'guest-or-user') return [{ bearer: [] }, { guestUid: [] }, {}];
  return [];
}

/** 202: accepted, not finished; `success` may be false (a payment still being confirmed) while data says what follows */
function accepted(success: Record<string, unknown>) {
  const copy = JSON.parse(JSON.stringify(success)) as { description: string; content?: Record<string, { schema: JsonSchema }> };
  copy.description = 'Accepted: not finished yet (the data says what follows)';
  const schema = copy.content?.['application/json']?.schema;
  if (schema) (schema.properties as Record<string, JsonSchema>).success = { type: 'boolean' };
  return copy;
}

/** a registered route as routeRegistry.ts records it */
type RegisteredRoute = { method: string; url: string; doc?: RouteDoc };

function operationOf(route: RegisteredRoute, path: string, components: Record<string, JsonSchema>) {
  const doc = route.doc;
  const pathNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  const declared = doc?.params ? parametersOf(doc.params, 'path') : [];
  const pathParams = pathNames.map((name) => declared.find((p) => p.name === name) ?? { name, in: 'path', required: true, schema: { type: 'string' } });
  const parameters = [...pathParams, ...(doc?.query ? parametersOf(doc.query, 'query') : [])];
  const access = doc?.access ?? 'public';
  const statuses = documentedStatuses(doc, route.url);
  const success = doc?.redirects
    ? { description: 'See Other: the store page that takes it from here', headers: { Location: { description: 'where to go', schema: { type: 'string' } } } }
    : doc?.produces
    ? { description: 'OK', content: { [doc.produces]: {} } }
    : {
        description: 'The envelope: success, message and the data',
        content: { 'application/json': { schema: successEnvelope(doc?.reply && jsonSchemaOf(doc.reply, 'output', components), doc?.replyExtra && jsonSchemaOf(doc.replyExtra, 'output', components)) } },
      };
  const responses: Record<string, unknown> = Object.fromEntries((doc?.redirects ? [303] : statuses.success).map((status) => [status, status === 202 ? accepted(success) : success]));
  for (const status of statuses.errors) responses[status] = errorReply(status);
  return {
    operationId: `${route.method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: doc?.summary ?? `${route.method} ${path}`,
    tags: [doc?.area ?? 'Store'],
    // the declared access as it is enforced (routes/access.ts), for clients and the access test
    'x-access': access,
    security: securityOf(access),
    ...(parameters.length ? { parameters } : {}),
    ...(doc?.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(doc.body) } } } } : {}),
    responses,
  };
}

const tagDescriptions: Record<string, string> = {
  Catalog: 'Listings, product details, search, the wishlist and cart toggles, mock-up images',
  Account: 'Sign-up, sign-in, sessions, profile, password recovery',
  Checkout: 'Cart, billing details, discounts, payment, orders, the payment partner’s callbacks',
  Content: 'Blog, newsletter, design requests, the provider’s product cards',
  Reviews: 'Product reviews',
  'Site files': 'Sitemap, feeds and the other files crawlers read',
  Deploys: 'Deploying remotes through the gate, and the errors remotes report',
  Operations: 'Health, readiness, backups and this description',
  Store: 'Other routes',
};

/**
 * The OpenAPI 3.1 document of every `/api/` route this server registered, built from what each
 * route declared (routeDoc.ts). Path patterns keep their real spelling (`/api/biling-details/add`).
 */
export function openApiDocument(routes: readonly RegisteredRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  const shapes: Record<string, JsonSchema> = {};
  for (const route of routes) {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD' || route.method === 'OPTIONS' || route.doc?.hidden) continue;
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const op = operationOf(route, path, shapes);
    tags.add(op.tags[0]!);
    (paths[path] ??= {})[route.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'PrintPop Store API',
      version,
      description:
        'Every reply is the envelope {success, message, data}; errors too, with success false and the reason in message. ' +
        "Each operation's reply schema is the one its route declares; the API test suite checks every JSON reply against it.",
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This store' }],
    tags: [...tags].sort().map((name) => ({ name, description: tagDescriptions[name] ?? (name.startsWith('Admin: ') ? `The back office: ${name.slice(7)}` : name) })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: {
        ...Object.fromEntries(Object.entries(shapes).sort(([a], [b]) => a.localeCompare(b))),
        ErrorEnvelope: {
          type: 'object',
          required: ['success', 'message', 'data'],
          properties: { success: { const: false }, message: { type: 'string', examples: ['Please log in to continue.'] }, data: {} },
        },
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from /api/auth/login or /api/auth/refresh' },
        guestUid: { type: 'apiKey', in: 'header', name: 'X-Guest-Uid', description: "A guest's own id, for a wishlist and cart before signing in" },
        deployToken: { type: 'http', scheme: 'bearer', description: 'A deploy token an admin made (Deploys page)' },
        backupToken: { type: 'apiKey', in: 'header', name: 'X-Backup-Token', description: "The token the running store wrote to its data directory for `npm run backup`" },
      },
    },
  };
}
