import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '../http/openApi.ts';
import { describe } from '../http/routeDoc.ts';
import { apiDocsPage } from '../http/apiDocsPage.ts';
import pkg from '../../package.json' with { type: 'json' };

const openApiMediaType = 'application/vnd.oai.openapi+json';

/** GET /api/openapi.json (the machine-readable description) and /api/docs (the same, readable). */
export function apiDocsRoutes(app: FastifyInstance) {
  // Built once, on first request: by then every route has registered.
  let doc: ReturnType<typeof openApiDocument> | undefined;
  const current = () => (doc ??= openApiDocument(app.registeredRoutes, pkg.version));
  // The document itself, not the envelope: OpenAPI tools read it as is (its registered media type).
  app.get('/api/openapi.json', describe({ access: 'public', summary: "This API's OpenAPI 3.1 document", produces: openApiMediaType }), async (_req, reply) =>
    reply.type(`${openApiMediaType}; charset=utf-8`).send(JSON.stringify(current())),
  );
  app.get('/api/docs', describe({ access: 'public', summary: "This API's reference, as a page", produces: 'text/html' }), async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(apiDocsPage(current())),
  );
}
