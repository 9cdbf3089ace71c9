import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { remoteNames, remotePrefixes } from '../../../mf-shared.ts';
import type { Config } from '../config.ts';
import type { CachedPage, PageCache } from '../ssr/pageCache.ts';
import { compressedPage, pickEncoding } from '../ssr/compressedPage.ts';
import { answerFormPosts } from './formPosts.ts';

/** Hashed build output can be cached forever; entry files must be revalidated every time. */
type HeaderTarget = { header(k: string, v: string): unknown };

function cacheHeaders(res: HeaderTarget, path: string) {
  // mf-entry-bootstrap-* keeps its name across builds, so it is revalidated like an entry file.
  if (/\/assets\/[^/]+-[\w-]{8,}\.(js|css|svg|png|webp|woff2?)$/.test(path) && !path.includes('mf-entry-bootstrap')) {
    res.header('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.header('Cache-Control', 'no-cache');
  }
}

/**
 * Serves the built shell at / and each remote under /mfe/{name}/ — as if from its own origin
 * (CORS on, no-cache entry files). A missing dist simply 404s: that remote is "down", the rest works.
 */
export interface PageOptions {
  /** the page's HTTP status (404 for unknown routes, products, posts) */
  status?: (url: URL) => Promise<number>;
  /** extra <head> tags for the route (modulepreload links of its remote) */
  preload?: (url: URL) => Promise<string>;
  /** the page's server-rendered markup, query state and head tags, or null to leave it to the browser */
  render?: (url: URL) => Promise<{ html: string; state: string; head: string | null } | null>;
  /** reuses a page's finished HTML for the URLs it accepts (anonymous catalogue pages) */
  cache?: { pages: PageCache; accepts: (url: URL) => boolean };
}

/**
 * A server-rendered page paints without any script: its scripts start after that paint
 * (shell/public/boot-after-paint.js) instead of being fetched, with every preloaded chunk, before it.
 * The modulepreload hints move to the boot script, which adds them when it starts.
 */
function afterFirstPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) return html;
  const preload = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)].map((m) => m[1]);
  const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(entry[0], `<script type="module" src="/boot-after-paint.js" data-store-entry="${attr(entry[1])}" data-store-preload="${attr(JSON.stringify(preload))}"></script>`);
}

/** The root of the built index.html, holding the loading state painted before any script. */
const rootPattern = /<div id="root">[\s\S]*?<\/div><\/div>/;

export async function serveFrontends(app: FastifyInstance, config: Config, opts: PageOptions = {}) {
  const shellDist = join(config.frontendsRoot, 'shell', 'dist');

  for (const name of remoteNames) {
    const root = join(config.frontendsRoot, `${name}-mfe`, 'dist');
    await app.register(fastifyStatic, {
      root,
      prefix: remotePrefixes[name],
      decorateReply: false,
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders(res, path) {
        const reply = res as unknown as HeaderTarget;
        reply.header('Access-Control-Allow-Origin', '*');
        cacheHeaders(reply, path);
      },
    });
  }

  app.get('/remotes.json', async (_req, reply) =>
    reply.header('Cache-Control', 'no-store').header('Content-Type', 'application/json').send(JSON.stringify(config.remotes)),
  );

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    wildcard: true,
    allowedPath: (path) => path !== '/remotes.json' && path !== '/index.html',
    cacheControl: false,
    setHeaders: (res, path) => cacheHeaders(res as unknown as HeaderTarget, path),
  });

  let cached: { mtimeMs: number; html: string } | null = null;
  const indexHtml = (): string | null => {
    const file = join(shellDist, 'index.html');
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const html = readFileSync(file, 'utf8')
        .replace(/<meta name="store:print-provider" content="[^"]*"\s*\/?>/, `<meta name="store:print-provider" content="${config.printProvider}" />`)
        // the page's canonical and og:url use this origin, as the server-rendered head does (#11)
        .replace(/<meta name="store:public-url" content="[^"]*"\s*\/?>/, `<meta name="store:public-url" content="${config.publicUrl.replace(/"/g, '&quot;')}" />`);
      cached = { mtimeMs, html };
    }
    return cached.html;
  };

  /** Every page URL gets the shell's index.html (SPA); known pages get their own head for crawlers. */
  async function pageFallback(req: FastifyRequest, reply: FastifyReply) {
    const html = indexHtml();
    if (!html) return reply.status(503).type('text/plain').send('The store front is not built yet: run `npm run build`.');
    const url = new URL(req.url, config.publicUrl);
    const cache = opts.cache?.accepts(url) ? opts.cache.pages : null;
    const page = cache ? await cache.get(url.pathname + url.search, () => buildPage(html, url)) : await buildPage(html, url);
    reply.status(page.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    const encoding = cache && page.reusable !== false ? pickEncoding(req.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(page.html);
    return reply.header('Content-Encoding', encoding).header('Vary', 'Accept-Encoding').send(await compressedPage(page, encoding));
  }

  async function buildPage(html: string, url: URL): Promise<CachedPage> {
    const [status, preload, rendered] = await Promise.all([
      opts.status ? opts.status(url).catch(() => 200) : 200,
      opts.preload ? opts.preload(url).catch(() => '') : '',
      opts.render ? opts.render(url).catch(() => null) : null,
    ]);
    // The head comes from the page's own render (usePageMeta); a page left to the browser keeps the default.
    const head = rendered?.head;
    let page = head ? html.replace(/<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/, head) : html;
    if (preload) page = page.replace('</head>', `  ${preload}\n  </head>`);
    if (rendered && rootPattern.test(page)) {
      page = afterFirstPaint(page);
      // The state is JSON with <, > and & escaped: it cannot end its script block.
      page = page.replace(
        rootPattern,
        () => `<div id="root">${rendered.html}</div><script type="application/json" id="store-state">${rendered.state}</script>`,
      );
    }
    // a page the server could not render is not kept: the next request tries again
    return { status, html: page, reusable: rendered !== null };
  }
  // The static root would answer '/' as a forbidden directory listing: the home page is a page.
  app.get('/', pageFallback);
  await answerFormPosts(app);
  return pageFallback;
}
