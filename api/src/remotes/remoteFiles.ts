import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Sql } from '../db/db.ts';
import { remoteNames, remotePackage } from '@store/federation';
import { readVersionFile } from './registryStore.ts';

/** A stored version's folder name: a deploy's (when, and the content's hash), or a build copied at start (build-<hash>). */
export const VERSION_PATTERN = /^(\d{8}-\d{6}-[0-9a-f]{8}|build-[0-9a-f]{12})$/;

const types: Record<string, string> = {
  js: 'text/javascript; charset=utf-8', mjs: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', json: 'application/json',
  html: 'text/html; charset=utf-8', svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg', woff2: 'font/woff2', woff: 'font/woff', map: 'application/json',
};

/** Hashed build output can be cached forever; entry files must be revalidated every time. */
export function cacheHeaders(res: { header(k: string, v: string): unknown }, sentPath: string) {
  // a precompressed copy (x.js.br) is cached as the file it stands for
  const path = sentPath.replace(/\.(br|gz)$/, '');
  // mf-entry-bootstrap-* keeps its name across builds, so it is revalidated like an entry file.
  if (/\/assets\/[^/]+-[\w-]{8,}\.(js|css|svg|png|webp|woff2?)$/.test(path) && !path.includes('mf-entry-bootstrap')) {
    res.header('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.header('Cache-Control', 'no-cache');
  }
}

/**
 * Serves each remote under /mfe/<name>/ as if from its own origin (CORS on): a deployed version at
 * /mfe/<name>/<version>/… from the database — every instance has it, on any machine; immutable, so
 * cached forever here and in browsers — and the build of this checkout from its dist otherwise
 * (entry files revalidated). A missing dist simply 404s: that remote is "down", the rest works.
 */
export function serveRemoteFiles(app: FastifyInstance, db: Sql | null, frontendsRoot: string, maxBytes: number) {
  // bounded by bytes (config.remoteFilesCacheMaxBytes): a version's files are immutable, so no TTL
  const memory = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (body) => Math.max(1, body.length) });

  async function versionFile(remote: string, version: string, path: string): Promise<Buffer | null> {
    const key = `${remote}/${version}/${path}`;
    const kept = memory.get(key);
    if (kept) return kept;
    const body = db ? await readVersionFile(db, remote, version, path) : null;
    if (body) memory.set(key, body);
    return body;
  }

  app.get<{ Params: { remote: string; '*': string } }>('/mfe/:remote/*', async (req, reply: FastifyReply) => {
    const { remote } = req.params;
    const rest = req.params['*'] ?? '';
    if (!remoteNames.includes(remote) || rest.split('/').some((seg) => seg === '..' || seg === '.')) return reply.callNotFound();
    reply.header('Access-Control-Allow-Origin', '*');
    const [first = '', ...tail] = rest.split('/');
    if (VERSION_PATTERN.test(first)) {
      const path = tail.join('/');
      const body = await versionFile(remote, first, path);
      if (!body) return reply.callNotFound();
      const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
      return reply.header('Cache-Control', 'public, max-age=31536000, immutable').type(types[ext] ?? 'application/octet-stream').send(body);
    }
    // this checkout's build, through the shell's static server (absent in an API-only app)
    if (typeof (reply as { sendFile?: unknown }).sendFile !== 'function') return reply.callNotFound();
    cacheHeaders(reply, `/${rest}`);
    return reply.sendFile(rest, join(frontendsRoot, remotePackage(remote), 'dist'), { cacheControl: false });
  });
}
