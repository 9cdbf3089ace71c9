import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.ts';
import type { CachedPage, PageCache } from '../ssr/pageCache.ts';
import { compressedPage, pickEncoding } from '../ssr/compressedPage.ts';
import { canonicalPageUrl } from '../ssr/canonicalUrl.ts';
import type { RenderGate } from '../ssr/renderGate.ts';
import { scriptJson } from '../ssr/scriptJson.ts';
import type { StoreRoute, StoreRouteMatch } from '@store/shared/routes';
import { escapeHtml } from '@store/shared/rules';
import { cacheHeaders } from '../remotes/remoteFiles.ts';
import { answerFormPosts } from './formPosts.ts';
import { shellBootChunks } from './shellBootChunks.ts';
import type { Variant } from '../remotes/visitorVariant.ts';
import { lockPaymentPage } from '../ssr/lockPaymentPage.ts';
import { randomBytes } from 'node:crypto';

type HeaderTarget = { header(k: string, v: string): unknown };

/**
 * Serves the built shell at / and each remote under /mfe/{name}/ — as if from its own origin
 * (CORS on, no-cache entry files). A missing dist simply 404s: that remote is "down", the rest works.
 */
export interface PageOptions {
  /** the page's HTTP status (404 for unknown routes, products, posts) */
  status?: (url: URL) => Promise<number>;
  /** extra <head> tags for the route (modulepreload links of its remote, its manifest) for this visitor's versions */
  preload?: (url: URL, variant?: Variant) => Promise<string>;
  /** the page's server-rendered markup, query state and head tags (and 404 when the page found nothing), or null to leave it to the browser */
  render?: (url: URL, variant?: Variant) => Promise<{ html: string; state: string; head: string | null; status?: number } | null>;
  /** the live remotes map, served as /remotes.json (the registry's) */
  remotes?: () => Record<string, string>;
  /** the live remotes' route table: served as /routes.json and written into every page for the shell's router */
  routes?: () => Promise<readonly StoreRoute[]>;
  /** reuses a page's finished HTML for the URLs it accepts (anonymous catalogue pages) */
  cache?: { pages: PageCache; accepts: (url: URL) => boolean | Promise<boolean> };
  /** bounds concurrent renders; past it the page goes out client-rendered at once (not queued) */
  gate?: RenderGate;
  /** the live route table's matcher: a page is rendered as its canonical URL (the query parameters it reads) */
  match?: () => Promise<{ match(pathname: string): StoreRouteMatch | null }>;
  /** which versions this visitor gets (canaries): read from their cookie, which it sets when absent */
  visitor?: (req: FastifyRequest, reply: FastifyReply) => Variant;
  /** a page was served whose route the remote owns, at the version this visitor got */
  viewed?: (remote: string, version: string) => void;
  /** the payment page's inventoried scripts for this URL (null: not a payment page): served locked to their hashes */
  lockedScripts?: (url: URL, variant?: Variant) => Promise<readonly { url: string; integrity: string }[] | null>;
}

/**
 * A server-rendered page paints without any script: its scripts start after that paint
 * (shell/public/boot-after-paint.js) instead of being fetched, with every preloaded chunk, before it.
 * The modulepreload hints move to the boot script, which adds them when it starts.
 */
function afterFirstPaint(html: string, bootChunks: readonly string[]): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) return html;
  const named = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)].map((m) => m[1]);
  // the shell's, then the chunks its federation runtime would find one round trip at a time (#23),
  // then the page's remote's
  const remote = (f: string) => f.startsWith('/mfe/');
  const preload = [...new Set([...named.filter((f) => !remote(f)), ...bootChunks.filter((f) => f !== entry[1]), ...named.filter(remote)])];
  return html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(entry[0], `<script type="module" src="/boot-after-paint.js" data-store-entry="${escapeHtml(entry[1])}" data-store-preload="${escapeHtml(JSON.stringify(preload))}"></script>`);
}

/** The root of the built index.html, holding the loading state painted before any script. */
const rootPattern = /<div id="root">[\s\S]*?<\/div><\/div>/;

export async function serveFrontends(app: FastifyInstance, config: Config, opts: PageOptions = {}) {
  const shellDist = join(config.frontendsRoot, 'shell', 'dist');

  // the visitor's map: the same cookie decides the page the server renders and the remotes the browser loads
  app.get('/remotes.json', async (req, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('Content-Type', 'application/json')
      .send(JSON.stringify(opts.visitor ? opts.visitor(req, reply).map : opts.remotes ? opts.remotes() : config.remotes)),
  );

  // The shell's router reads the table from the page; a page it did not get from here (dev, a CDN) fetches this.
  app.get('/routes.json', async (_req, reply) =>
    reply.header('Cache-Control', 'no-store').header('Content-Type', 'application/json').send(JSON.stringify(opts.routes ? await opts.routes() : [])),
  );

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    wildcard: true,
    // .vite/ holds the build's manifest, read by this server only
    allowedPath: (path) => path !== '/remotes.json' && path !== '/routes.json' && path !== '/index.html' && !path.startsWith('/.vite/'),
    cacheControl: false,
    setHeaders: (res, path) => cacheHeaders(res as unknown as HeaderTarget, path),
  });

  let cached: { mtimeMs: number; html: string; bootChunks: string[] } | null = null;
  const indexHtml = (): string | null => {
    const file = join(shellDist, 'index.html');
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const html = readFileSync(file, 'utf8')
        .replace(/<meta name="store:print-provider" content="[^"]*"\s*\/?>/, `<meta name="store:print-provider" content="${config.printProvider}" />`)
        // the page's canonical and og:url use this origin, as the server-rendered head does (#11)
        .replace(/<meta name="store:public-url" content="[^"]*"\s*\/?>/, `<meta name="store:public-url" content="${escapeHtml(config.publicUrl)}" />`);
      cached = { mtimeMs, html, bootChunks: shellBootChunks(shellDist) };
    }
    return cached.html;
  };

  /** Every page URL gets the shell's index.html (SPA); known pages get their own head for crawlers. */
  async function pageFallback(req: FastifyRequest, reply: FastifyReply) {
    const html = indexHtml();
    if (!html) return reply.status(503).type('text/plain').send('The store front is not built yet: run `npm run build`.');
    // Rendered as the URL with only the query parameters the page reads: tracking parameters make no new render.
    const requested = new URL(req.url, config.publicUrl);
    const table = opts.match ? await opts.match().catch(() => null) : null;
    const url = new URL(canonicalPageUrl(requested, table), config.publicUrl);
    const variant = opts.visitor?.(req, reply);
    const owner = table?.match(url.pathname)?.route.remote;
    if (owner && variant?.versions[owner]) opts.viewed?.(owner, variant.versions[owner]);
    const cache = opts.cache && (await opts.cache.accepts(url)) ? opts.cache.pages : null;
    // a canary's page is kept apart: a visitor on the live versions never gets it, and the reverse
    const key = variant?.key ? `${url.pathname}${url.search} ${variant.key}` : url.pathname + url.search;
    const locked = opts.lockedScripts ? await opts.lockedScripts(requested, variant) : null;
    let page = cache && !locked ? await cache.get(key, () => buildPage(html, url, variant)) : await buildPage(html, url, variant, Boolean(locked));
    if (locked) {
      // never cached: its import map carries this reply's nonce
      reply.cspNonce = randomBytes(16).toString('base64');
      page = { ...page, html: lockPaymentPage(page.html, locked, reply.cspNonce, new URL(config.publicUrl).origin), reusable: false };
    }
    reply.status(page.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (page.deferred) reply.header('X-Store-Render', 'browser');
    const encoding = cache && page.reusable !== false ? pickEncoding(req.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(page.html);
    return reply.header('Content-Encoding', encoding).header('Vary', 'Accept-Encoding').send(await compressedPage(page, encoding));
  }

  /** `locked`: the payment page keeps its entry script and hints in the document, where each carries its integrity */
  async function buildPage(html: string, url: URL, variant?: Variant, locked = false): Promise<CachedPage> {
    const preloading = opts.preload ? opts.preload(url, variant).catch(() => '') : Promise.resolve('');
    const routing = opts.routes ? opts.routes().catch(() => null) : Promise.resolve(null);
    const status = opts.status ? await opts.status(url).catch(() => 200) : 200;
    // A path no live route owns is not rendered; an unknown product or post is found by its own
    // render (useNotFound) and, as a 404, kept only in the page cache's small 404 budget.
    const wanted = Boolean(opts.render) && status < 400;
    const release = wanted ? (opts.gate ? opts.gate.tryEnter() : () => {}) : null;
    const rendered = release ? await opts.render!(url, variant).catch(() => null).finally(release) : null;
    const [preload, routes] = await Promise.all([preloading, routing]);
    // The head comes from the page's own render (usePageMeta); a page left to the browser keeps the default.
    const head = rendered?.head;
    let page = head ? html.replace(/<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/, head) : html;
    if (preload) page = page.replace('</head>', `  ${preload}\n  </head>`);
    if (routes) page = page.replace('</head>', () => `  <script type="application/json" id="store-routes">${scriptJson(routes)}</script>\n  </head>`);
    // this visitor's remotes map (the one /remotes.json would answer): the shell need not ask for it
    const remotesMap = variant?.map ?? opts.remotes?.();
    if (remotesMap) page = page.replace('</head>', () => `  <script type="application/json" id="store-remotes">${scriptJson(remotesMap)}</script>\n  </head>`);
    if (rendered && rootPattern.test(page)) {
      if (!locked) page = afterFirstPaint(page, cached?.bootChunks ?? []);
      // The state is JSON with <, > and & escaped: it cannot end its script block.
      page = page.replace(
        rootPattern,
        () => `<div id="root">${rendered.html}</div><script type="application/json" id="store-state">${rendered.state}</script>`,
      );
    }
    // a page the server could not render is not kept: the next request tries again
    return { status: rendered?.status ?? status, html: page, reusable: rendered !== null || status >= 400, deferred: wanted && !release };
  }
  // The static root would answer '/' as a forbidden directory listing: the home page is a page.
  app.get('/', pageFallback);
  await answerFormPosts(app, async (pathname) => (opts.match ? (await opts.match()).match(pathname) !== null : false));
  return pageFallback;
}
