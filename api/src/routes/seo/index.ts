import { constants as zlib, createGunzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { parseSitemapPart, preferredEncoding } from '@store/shared/rules';
import type { Deps } from '../../deps.ts';
import { describe } from '../../http/routeDoc.ts';
import { parse } from '../../http/validate.ts';
import { HttpError, notFound } from '../../http/httpError.ts';
import { loggableError } from '../../http/errorHandling.ts';
import { buildSitemapIndex, buildSmallPart, productPartStream, type SitemapSource } from '../../seo/sitemaps.ts';
import { productFeedStream } from '../../seo/productFeed.ts';
import { streamSlots } from '../../seo/streamSlots.ts';
import { storedFiles, type StoredFile } from '../../seo/storedFiles.ts';
import { catalogueRevision } from '../../seo/feedQueries.ts';
import { faviconIco, robotsTxt } from '../../seo/siteFiles.ts';
import { RenderQueueFull, socialImages } from '../../seo/socialImages.ts';

const XML = 'application/xml; charset=utf-8';
/** long files streamed at once by this instance (products' sitemap files, the feed) */
const STREAMS_AT_ONCE = 4;

/**
 * Long files (a 50,000-URL sitemap file, the feed: 100+ MB for 100k products) compressed at the
 * cheapest level: such XML shrinks 10–20× even so, and the store's default level cost more CPU than
 * building the file.
 */
const cheapCompression = { compress: { encodings: ['br', 'gzip'] as ('br' | 'gzip')[], zlibOptions: { level: 1 }, brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } } } };

const partParams = z.object({ file: z.string().max(40) });
/** the store's own SVG pictures: the local provider's mock-ups and the blog's pictures */
const socialQuery = z.object({
  src: z.string().max(600).regex(/^\/api\/(mockups|blog-images)\/[^?#]+\.svg(\?[^#]*)?$/, 'src must be one of the store\'s SVG pictures'),
});

/** A stored file's validator matches one the client holds (If-None-Match, else If-Modified-Since). */
function unchanged(req: FastifyRequest, file: StoredFile): boolean {
  const tags = req.headers['if-none-match'];
  if (tags !== undefined) return tags.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === file.etag.replace(/^W\//, ''));
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return file.lastModified !== null && !Number.isNaN(since) && Math.floor(file.lastModified.getTime() / 1000) * 1000 <= since;
}

const notFoundText = (reply: FastifyReply) => reply.code(404).header('Content-Type', 'text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send('Not found\n');

/**
 * What search engines and shopping channels read (#40 item 4): /sitemap.xml and its files, robots.txt
 * naming it, /favicon.ico, the Merchant Center feed, and PNG social pictures of the store's SVGs.
 * Not under /api (except the picture), so no envelope; a bad address is a plain 404, never a 500.
 */
export function seoRoutes(app: FastifyInstance, deps: Deps) {
  const { seo } = deps.config;
  const origin = new URL(deps.config.publicUrl).origin;
  const source: SitemapSource = { db: deps.db, origin, perFile: seo.urlsPerSitemap };
  const maxAge = Math.floor(seo.cacheTtlMs / 1000);
  const cacheControl = maxAge > 0 ? `public, max-age=${maxAge}` : 'no-cache';
  // the index and the small files, built whole; keyed by the catalogue's generation, so an import or a
  // hidden product starts afresh at once (posts within the TTL)
  const small = seo.cacheTtlMs > 0
    ? new LRUCache<string, string>({ maxSize: 4 * 1024 * 1024, sizeCalculation: (s) => Math.max(1, Buffer.byteLength(s)), ttl: seo.cacheTtlMs, perf: Date })
    : null;
  const cached = async (name: string, build: () => Promise<string | null>): Promise<string | null> => {
    const key = `${name} ${deps.catalog.generation()}`;
    const hit = small?.get(key);
    if (hit !== undefined) return hit;
    const text = await build();
    if (text !== null) small?.set(key, text);
    return text;
  };
  const slots = streamSlots(STREAMS_AT_ONCE);
  // the feed and the product files, kept compressed per catalogue change (seo/storedFiles.ts); off with the TTL
  const stored = seo.cacheTtlMs > 0
    ? storedFiles({
      lifetimeMs: seo.cacheTtlMs,
      maxBytes: seo.fileCacheMaxBytes,
      generation: () => deps.catalog.generation(),
      revision: () => catalogueRevision(deps.db),
      onBuildError: (name, err) => app.log.warn(loggableError(err), `stored ${name} could not be built`),
    })
    : null;
  const sendStored = (req: FastifyRequest, reply: FastifyReply, file: StoredFile) => {
    reply.header('Content-Type', XML).header('Cache-Control', `public, max-age=${stored!.maxAgeSeconds(file)}`)
      .header('ETag', file.etag).header('Vary', 'Accept-Encoding');
    if (file.lastModified) reply.header('Last-Modified', file.lastModified.toUTCString());
    if (unchanged(req, file)) return reply.code(304).send();
    const encoding = preferredEncoding(req.headers['accept-encoding'], ['br', 'gzip'] as const);
    if (encoding === 'identity') return reply.send(Readable.from([file.gzip]).pipe(createGunzip()));
    return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? file.br : file.gzip);
  };
  /** a long file: the stored copy when there is a current one, else streamed live (and a copy built meanwhile) */
  const longFile = async (req: FastifyRequest, reply: FastifyReply, name: string, open: () => Promise<Readable | null>) => {
    const file = await stored?.get(name, open);
    if (file) return sendStored(req, reply, file);
    return stream(reply, open);
  };
  const stream = async (reply: FastifyReply, open: () => Promise<Readable | null>) => {
    const release = slots.take();
    if (!release) {
      reply.header('Retry-After', '30');
      throw new HttpError(503, 'Busy; try again shortly.');
    }
    let body: Readable | null;
    try {
      body = await open();
    } catch (err) {
      release();
      throw err;
    }
    if (!body) {
      release();
      return notFoundText(reply);
    }
    body.once('close', release);
    return reply.header('Content-Type', XML).header('Cache-Control', cacheControl).send(body);
  };

  app.get('/sitemap.xml', describe({ access: 'public', summary: 'The sitemap index: every sitemap file of products, listings, posts and pages, with its newest change', produces: 'application/xml' }), async (_req, reply) => {
    const text = await cached('index', () => buildSitemapIndex(source));
    return reply.header('Content-Type', XML).header('Cache-Control', cacheControl).send(text);
  });

  app.get('/sitemaps/:file', { ...cheapCompression, ...describe({ access: 'public', summary: 'One sitemap file (products-N, listings-1, blogs-N, pages-1), at most 50,000 URLs', params: partParams, produces: 'application/xml' }) }, async (req, reply) => {
    const part = parseSitemapPart(parse(partParams, req.params).file);
    if (!part) return notFoundText(reply);
    if (part.kind === 'products') return longFile(req, reply, `products-${part.page}`, () => productPartStream(source, part));
    const text = await cached(`${part.kind}-${part.page}`, () => buildSmallPart(source, part));
    if (text === null) return notFoundText(reply);
    return reply.header('Content-Type', XML).header('Cache-Control', cacheControl).send(text);
  });

  app.get('/feeds/products.xml', { ...cheapCompression, ...describe({ access: 'public', summary: 'Google Merchant Center product feed (RSS 2.0, g: namespace): one item per variant of every visible product', produces: 'application/rss+xml' }) }, async (req, reply) =>
    longFile(req, reply, 'feed', () => productFeedStream(deps.db, origin, seo.brand)));

  let robots: Promise<string> | undefined;
  app.get('/robots.txt', describe({ access: 'public', summary: "Crawlers' rules and the sitemap's address", produces: 'text/plain' }), async (_req, reply) => {
    robots ??= robotsTxt(deps.config.frontendsRoot, origin);
    return reply.header('Content-Type', 'text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(await robots);
  });

  let favicon: Promise<Buffer | null> | undefined;
  app.get('/favicon.ico', describe({ access: 'public', summary: "The store's icon (16, 32 and 48 pixels), drawn from the shell's favicon.svg", produces: 'image/x-icon' }), async (_req, reply) => {
    favicon ??= faviconIco(deps.config.frontendsRoot);
    const ico = await favicon;
    if (!ico) return notFoundText(reply);
    return reply.header('Content-Type', 'image/x-icon').header('Cache-Control', 'public, max-age=86400').send(ico);
  });

  // The SVG comes from this app's own route for it, answered in-process: the same picture a browser gets.
  const pictures = socialImages({
    maxBytes: seo.socialImageCacheMaxBytes,
    load: async (src) => {
      const res = await app.inject({ method: 'GET', url: src });
      const svg = res.statusCode === 200 && String(res.headers['content-type'] ?? '').startsWith('image/svg+xml');
      return svg ? res.body : null;
    },
  });
  app.get('/api/social-image.png', describe({ errors: [404], access: 'public', summary: "A PNG of one of the store's SVG pictures (og:image, the feed's image link)", query: socialQuery, produces: 'image/png' }), async (req, reply) => {
    const { src } = parse(socialQuery, req.query);
    let png: Buffer | null;
    try {
      png = await pictures.png(src);
    } catch (err) {
      if (err instanceof RenderQueueFull) {
        reply.header('Retry-After', '5');
        throw new HttpError(503, err.message);
      }
      req.log.warn(loggableError(err, req), 'social picture could not be drawn');
      throw notFound('That picture cannot be drawn.');
    }
    if (!png) throw notFound('No such picture.');
    return reply.header('Content-Type', 'image/png').header('Cache-Control', 'public, max-age=86400').send(png);
  });
}
