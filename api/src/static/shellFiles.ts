import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheHeaders } from '../remotes/remoteFiles.ts';

type HeaderTarget = { header(k: string, v: string): unknown };

/**
 * The built shell's files at / (scripts, styles, images), as if from its own origin: hashed files
 * cached for good, entry files revalidated. Files only: a page URL is the page pipeline's (ssr/),
 * and so are index.html, /remotes.json and /routes.json, which this never answers.
 */
export async function serveShellFiles(app: FastifyInstance, frontendsRoot: string) {
  await app.register(fastifyStatic, {
    root: join(frontendsRoot, 'shell', 'dist'),
    prefix: '/',
    index: false,
    wildcard: true,
    // .vite/ holds the build's manifest and document template, read by this server only
    allowedPath: (path) => path !== '/remotes.json' && path !== '/routes.json' && path !== '/index.html' && !path.startsWith('/.vite/'),
    cacheControl: false,
    setHeaders: (res, path) => cacheHeaders(res as unknown as HeaderTarget, path),
  });
}
