import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheHeaders } from '../remotes/remoteFiles.ts';

type HeaderTarget = { header(k: string, v: string): unknown };
type Handler = (req: FastifyRequest, reply: FastifyReply) => unknown;

/** Never a file from here: the pipeline's document sources and JSON documents. */
const servable = (path: string) => path !== '/remotes.json' && path !== '/routes.json' && path !== '/index.html' && !path.startsWith('/.vite/');

/** Every file the shell's build writes has an extension; no page address has one. */
const hasExtension = (path: string) => /\.[A-Za-z0-9]+$/.test(path);

/**
 * The built shell's files at / (scripts, styles, images), as if from its own origin: hashed files
 * cached for good, entry files revalidated. An address without an extension is a page and goes
 * straight to `page` (the pipeline in ssr/): the static plugin's checks read the disk (a directory
 * listing per path segment), which every page request paid for nothing (#24 profile, notes/ssr.md).
 * index.html, .vite/ (the build's manifest and document template) and the JSON documents the
 * pipeline answers are never served from here.
 */
export async function serveShellFiles(app: FastifyInstance, frontendsRoot: string, page: Handler) {
  await app.register(fastifyStatic, {
    root: join(frontendsRoot, 'shell', 'dist'),
    serve: false,
    index: false,
    allowedPath: (path) => servable(path.startsWith('/') ? path : `/${path}`),
    cacheControl: false,
    // the builds write .br and .gz beside each script and stylesheet (vite-precompress.ts): sent as they are
    preCompressed: true,
    setHeaders: (res, path) => cacheHeaders(res as unknown as HeaderTarget, path),
  });
  app.get('/*', (req, reply) => {
    const path = req.url.split('?')[0]!;
    if (path === '/api' || path.startsWith('/api/')) return reply.callNotFound();
    if (!hasExtension(path)) return page(req, reply);
    if (!servable(path)) return reply.callNotFound();
    let file: string;
    try {
      file = decodeURIComponent(path.slice(1));
    } catch {
      return reply.callNotFound();
    }
    return reply.sendFile(file);
  });
}
