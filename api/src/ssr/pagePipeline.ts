import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentTemplate } from '@store/shared/document';
import { escapeHtml } from '@store/shared/rules';
import type { Config } from '../config.ts';
import type { Variant } from '../remotes/visitorVariant.ts';
import { compressedPage, pickEncoding } from './compressedPage.ts';
import { isCatalogPage, type CachedPage, type PageCache } from './pageCache.ts';
import { pageRequest, type PageRequest, type PageRouteTable } from './pageRequest.ts';
import { inlineStyleSources, paymentLock, PaymentPageUnlocked, UNAVAILABLE_PAGE, unlockedScripts, visitorOrigin, type LockedScripts } from './paymentLock.ts';
import type { ScriptDifference } from '@store/shared/rules';
import type { RemoteHead } from './remotePreload.ts';
import type { RenderedApp } from './renderApp.ts';
import type { RenderGate } from './renderGate.ts';
import { renderDocument } from './renderDocument.ts';
import { scriptJson } from './scriptJson.ts';
import { movedPage, sameOriginPath } from './movedPage.ts';
import { markPage } from '../http/requestRoute.ts';
import { pageRenderDuration, pageRenderFallbacksTotal } from '../cluster/metrics.ts';

/**
 * A render's place under the render gate: given up while a render thread works on the page
 * (`handOff`), asked for again if the page comes back to the main thread (`takeBack`: false when
 * the gate is full, and the page then goes to the browser as any page past the bound).
 */
export interface RenderSlot {
  handOff(): void;
  takeBack(): boolean;
}

export interface PagePipelineOptions {
  config: Pick<Config, 'publicUrl' | 'printProvider'>;
  /** the shell's document template (its build's), null while it is not built */
  document: () => DocumentTemplate | null;
  /** the live remotes' route table */
  table?: () => Promise<PageRouteTable>;
  /** which versions this visitor gets (canaries): read from their cookie, which it sets when absent */
  visitor?: (req: FastifyRequest, reply: FastifyReply) => Variant;
  /** a page was served whose route the remote owns, at the version this visitor got */
  viewed?: (remote: string, version: string) => void;
  /** the page's server-rendered markup, data and head, or null to leave it to the browser */
  render?: (page: PageRequest, slot?: RenderSlot) => Promise<RenderedApp | null>;
  /** the route's remote's stylesheets, hints and manifest for this visitor's versions */
  preload?: (page: PageRequest) => Promise<RemoteHead>;
  /** the remotes map without a visitor (no registry) */
  remotes?: () => Record<string, string>;
  /** reuses the HTML of anonymous catalogue pages */
  cache?: PageCache;
  /**
   * bounds concurrent renders on the main thread; past it the page goes out client-rendered at once
   * (not queued). A render handed to a render thread leaves the bound then: the threads bound their own queue.
   */
  gate?: RenderGate;
  /** the payment page's inventoried scripts for this request (null: not a payment page): served locked to their hashes */
  lockedScripts?: (page: PageRequest) => Promise<LockedScripts | null>;
  /** a payment page was refused: it would have named a script not locked to the inventory (reported as a check) */
  lockRefused?: (differences: ScriptDifference[]) => void;
}

// The live route table is one array until it changes: its tag is written once, not on every page.
const routesTags = new WeakMap<readonly object[], string>();
function routesTag(routes: readonly object[]): string {
  let tag = routesTags.get(routes);
  if (tag === undefined) routesTags.set(routes, (tag = `<script type="application/json" id="store-routes">${scriptJson(routes)}</script>`));
  return tag;
}

/**
 * A page request from start to end (#26 item 1, docs/architecture.md): matched once into a
 * PageRequest; its status, head, body, data and preloads built from that object; one response.
 * The HTML is the shell's document template with its slots filled: no regular expression.
 */
export function pagePipeline(opts: PagePipelineOptions) {
  const configTags = [
    `<meta name="store:print-provider" content="${escapeHtml(opts.config.printProvider)}" />`,
    // the page's canonical and og:url use this origin, as the server-rendered head does (#11)
    `<meta name="store:public-url" content="${escapeHtml(opts.config.publicUrl)}" />`,
  ].join('\n    ');

  return async function servePage(req: FastifyRequest, reply: FastifyReply) {
    const template = opts.document();
    if (!template) return reply.status(503).type('text/plain').send('The store front is not built yet: run `npm run build`.');
    const table = opts.table ? await opts.table().catch(() => null) : null;
    const page = pageRequest(new URL(fromOneSlash(req.url), opts.config.publicUrl), table, opts.visitor?.(req, reply), req.id);
    // metrics and the completion line name the page by its route pattern, not `/*` (#43)
    markPage(req, page.match?.route.path ?? null, page.remote);
    if (page.remote && page.version) opts.viewed?.(page.remote, page.version);
    const locked = opts.lockedScripts ? await opts.lockedScripts(page) : null;
    let built: CachedPage;
    let cached = false;
    if (locked) {
      // never cached: its import map carries this reply's nonce
      reply.cspNonce = randomBytes(16).toString('base64');
      reply.cspStyles = inlineStyleSources(template);
      try {
        built = await buildPage(template, page, paymentLock(locked, reply.cspNonce, visitorOrigin(opts.config.publicUrl, req)));
      } catch (err) {
        if (!(err instanceof PaymentPageUnlocked)) throw err;
        // fail closed (#39 item 8): no page with an unlocked script; the owner hears of it
        opts.lockRefused?.(err.differences);
        return reply.status(503).header('Cache-Control', 'no-store').header('Retry-After', '60').type('text/html; charset=utf-8').send(UNAVAILABLE_PAGE);
      }
    } else if (opts.cache && isCatalogPage(page)) {
      cached = true;
      built = await opts.cache.get(page.cacheKey, () => buildPage(template, page));
    } else built = await buildPage(template, page);
    // no-cache on a 301 too: browsers keep a bare 301 for good, and a product moved back by a later
    // sync would then loop between its two addresses
    reply.status(built.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (built.location) return reply.header('Location', built.location).send(built.html);
    if (built.deferred) reply.header('X-Store-Render', 'browser');
    const encoding = cached && built.reusable !== false ? pickEncoding(req.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(built.html);
    return reply.header('Content-Encoding', encoding).header('Vary', 'Accept-Encoding').send(await compressedPage(built, encoding));
  };

  async function buildPage(template: DocumentTemplate, page: PageRequest, locked?: ReturnType<typeof paymentLock>): Promise<CachedPage> {
    const preloading = opts.preload ? opts.preload(page).catch(() => null) : Promise.resolve(null);
    // A path no live route owns is a 404 and not rendered; an unknown product or post is found by
    // its own render (useNotFound) and, as a 404, kept only in the page cache's small 404 budget.
    const status = page.match ? 200 : 404;
    const wanted = Boolean(opts.render) && status < 400;
    const enter = () => (opts.gate ? opts.gate.tryEnter() : () => {});
    let release = wanted ? enter() : null;
    const admitted = release !== null;
    let refused = false;
    const slot: RenderSlot = {
      handOff: () => {
        release?.();
        release = null;
      },
      takeBack: () => {
        release ??= enter();
        refused = release === null;
        return !refused;
      },
    };
    if (locked) {
      // checked before any render: a page that would carry an unlocked script is not made at all
      const unlocked = unlockedScripts(template, (await preloading)?.tags ?? [], locked.lock);
      if (unlocked.length) {
        release?.();
        throw new PaymentPageUnlocked(unlocked);
      }
    }
    const labels = { route: page.match?.route.path ?? '', remote: page.remote ?? '' };
    const timer = admitted ? pageRenderDuration.startTimer(labels) : null;
    const rendered = admitted ? await opts.render!(page, slot).catch(() => null).finally(() => release?.()) : null;
    timer?.();
    if (wanted && (!admitted || refused)) pageRenderFallbacksTotal.inc({ ...labels, reason: 'busy' });
    else if (admitted && rendered === null) pageRenderFallbacksTotal.inc({ ...labels, reason: 'failed' });
    // moved for good (a product under a category not its own): a 301 to the path its page named, from
    // its data; one that is no path of this store is a made-up address, answered 404 with the page
    const moved = rendered?.status === 301 ? sameOriginPath(rendered.location ?? '', opts.config.publicUrl) : null;
    if (moved) return { status: 301, html: movedPage(moved), location: moved };
    const remoteHead = await preloading;
    // this visitor's remotes map (the one /remotes.json would answer): the shell need not ask for it
    const remotesMap = page.variant?.map ?? opts.remotes?.();
    const headEnd = [
      remoteHead?.inline,
      page.routes.length ? routesTag(page.routes) : '',
      remotesMap ? `<script type="application/json" id="store-remotes">${scriptJson(remotesMap)}</script>` : '',
    ].filter(Boolean);
    const html = renderDocument(template, {
      slots: {
        lock: locked?.importMap,
        config: configTags,
        // the page's own head (usePageMeta); a page left to the browser keeps the default
        head: rendered?.head ?? undefined,
        'head-end': headEnd.length ? `${headEnd.join('\n    ')}\n  ` : '',
        root: rendered?.html,
        // JSON with <, > and & escaped: it cannot end its script block
        state: rendered ? `<script type="application/json" id="store-state">${rendered.state}</script>` : undefined,
      },
      remoteTags: remoteHead?.tags,
      afterPaint: rendered !== null && !locked,
      lock: locked?.lock,
    });
    // a page the server could not render is not kept: the next request tries again
    return { status: rendered?.status === 301 ? 404 : (rendered?.status ?? status), html, reusable: rendered !== null || status >= 400, deferred: wanted && (!admitted || refused) };
  }
}

/** The request's path from one leading slash: the URL parser reads `//x/…` as the host x. */
function fromOneSlash(path: string): string {
  let start = 0;
  while (path[start + 1] === '/') start++;
  return path.slice(start);
}
