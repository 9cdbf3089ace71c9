import { join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text a browser gets compressed; images and fonts are already. */
const COMPRESSIBLE = new Set(['js', 'mjs', 'css', 'json', 'html', 'svg', 'map']);

/** The encoding to send a stored file in: br, else gzip, when the client takes it. */
export function encodingFor(acceptEncoding: string | string[] | undefined, ext: string, size: number): 'br' | 'gzip' | null {
  if (!COMPRESSIBLE.has(ext) || size < 1024) return null;
  // "br;q=0" refuses br; any other listed coding (q absent or above 0) is taken
  const taken = new Set(
    String(acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.split(';').map((x) => x.trim()))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name),
  );
  const takes = (name: string) => taken.has(name);
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null;
}

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

  /**
   * A stored version's file compressed once per instance and kept with the plain one (same budget):
   * every version is served from here now, the start-up build included (#39 item 2), and compressing
   * on every reply cost what the build's precompressed copies had saved. The bytes are the same file's.
   */
  async function compressedFile(remote: string, version: string, path: string, body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
    const key = `${remote}/${version}/${path}\0${encoding}`;
    const kept = memory.get(key);
    if (kept) return kept;
    const packed = encoding === 'br' ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }) : await gzip(body, { level: 9 });
    memory.set(key, packed);
    return packed;
  }

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
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').type(types[ext] ?? 'application/octet-stream');
      const encoding = encodingFor(req.headers['accept-encoding'], ext, body.length);
      if (!encoding) return reply.send(body);
      // sent with its Content-Encoding set, the compression hook leaves it as it is
      return reply.header('Content-Encoding', encoding).header('Vary', 'Accept-Encoding').send(await compressedFile(remote, first, path, body, encoding));
    }
    // this checkout's build, through the shell's static server (absent in an API-only app)
    if (typeof (reply as { sendFile?: unknown }).sendFile !== 'function') return reply.callNotFound();
    cacheHeaders(reply, `/${rest}`);
    return reply.sendFile(rest, join(frontendsRoot, remotePackage(remote), 'dist'), { cacheControl: false });
  });
}
