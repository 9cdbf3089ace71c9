import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { openApiDocument } from '../http/openApi.ts';
import { describe } from '../http/routeDoc.ts';
import { notFound } from '../http/httpError.ts';
import pkg from '../../package.json' with { type: 'json' };

const openApiMediaType = 'application/vnd.oai.openapi+json';

/**
 * /api/docs is Swagger UI (swagger-ui-dist), served from the store's own origin under the store's
 * CSP: its bundle and stylesheet from the package, and the few lines that start it from a file of
 * ours (the CSP allows no inline script). No CDN, no validator badge (validatorUrl null: it would
 * send the document to a third party).
 */
const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const startScript = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null, docExpansion: 'none', defaultModelsExpandDepth: 0, displayRequestDuration: true });
});
`;
// The frame we control: a landmark and a heading around the UI (axe checks these; the UI is the package's).
const page = (title: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<link rel="stylesheet" href="/api/docs/page.css">
</head><body>
<header class="docs-head"><h1>${title} reference</h1><p>The machine-readable description: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p></header>
<main id="swagger-ui"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body></html>
`;
const pageCss = `body{margin:0;font-family:system-ui,sans-serif;color:#1a1a1a}.docs-head{padding:1rem;max-width:1460px;margin:0 auto}.docs-head h1{font-size:1.5rem;margin:0 0 .25rem}.docs-head a{color:#0b57d0}.docs-head p{margin:0;overflow-wrap:anywhere}`;

/** The package's files, read once, when first asked for. */
const files = new Map<string, Buffer>();
const packageFile = (name: string) => {
  let file = files.get(name);
  if (!file) files.set(name, (file = readFileSync(join(swaggerUiDir, name))));
  return file;
};

const assets: Record<string, { type: string; body: () => string | Buffer }> = {
  'swagger-ui-bundle.js': { type: 'text/javascript', body: () => packageFile('swagger-ui-bundle.js') },
  'swagger-ui.css': { type: 'text/css', body: () => packageFile('swagger-ui.css') },
  'start.js': { type: 'text/javascript', body: () => startScript },
  'page.css': { type: 'text/css', body: () => pageCss },
};
const assetParams = z.object({ file: z.enum(Object.keys(assets) as [string, ...string[]]) });

/** GET /api/openapi.json (the machine-readable description) and /api/docs (the same, readable and tryable). */
export function apiDocsRoutes(app: FastifyInstance) {
  // Built once, on first request: by then every route has registered.
  let doc: ReturnType<typeof openApiDocument> | undefined;
  const current = () => (doc ??= openApiDocument(app.registeredRoutes, pkg.version));
  // The document itself, not the envelope: OpenAPI tools read it as is (its registered media type).
  app.get('/api/openapi.json', describe({ access: 'public', summary: "This API's OpenAPI 3.1 document", produces: openApiMediaType }), async (_req, reply) =>
    reply.type(`${openApiMediaType}; charset=utf-8`).send(JSON.stringify(current())),
  );
  app.get('/api/docs', describe({ access: 'public', summary: "This API's reference, as a page where each operation can be tried", produces: 'text/html' }), async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(page(current().info.title)),
  );
  app.get('/api/docs/:file', describe({ access: 'public', summary: 'A file of the reference page', params: assetParams, produces: 'text/javascript', hidden: true }), async (req, reply) => {
    const parsed = assetParams.safeParse(req.params);
    if (!parsed.success) throw notFound('No such file of the reference page.');
    const asset = assets[parsed.data.file]!;
    return reply.type(`${asset.type}; charset=utf-8`).header('Cache-Control', 'public, max-age=3600').send(asset.body());
  });
}
