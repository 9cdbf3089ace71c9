import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { budgeted, info, type Figure, type Section } from './results.ts';
import type { BenchPage } from './pages.ts';
import { chunkName, describeChunk, ownerOf } from './chunks.ts';

const KB = 1024;
const HOME_JS_BUDGET_KB = 170; // issue #12 (aim 150)
const singletonPackages = ['react', 'react-dom', 'zustand', '@store/shared'];

export interface Chunk {
  owner: string;
  name: string;
  kind: 'js' | 'css';
  rawBytes: number;
  gzipBytes: number;
  what: string;
}

interface PageBundle {
  page: string;
  path: string;
  chunks: Chunk[];
  jsGzip: number;
  cssGzip: number;
  byOwner: Record<string, { jsGzip: number; cssGzip: number }>;
  singletons: SingletonReport;
  pageErrors: string[];
}

interface SingletonReport {
  reactDomRenderers: number;
  /** package → distinct "version from container" that the MF runtime marks as loaded */
  loadedProviders: Record<string, string[]>;
  /** package → remote fallback copies that were downloaded anyway */
  fallbackDownloads: Record<string, string[]>;
}

// Scripts go to the page as source text: the TypeScript loader would otherwise wrap functions in
// helpers (__name) that do not exist in the page.
const rendererCounter = `(() => {
  let id = 0;
  const renderers = new Map();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers, supportsFiber: true, inject(r) { renderers.set(++id, r); return id; },
    onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
  };
})();`;

/** Counts every react-dom that starts (each registers with the DevTools hook). */
function installRendererCounter(page: Page) {
  return page.addInitScript({ content: rendererCounter });
}

/** Which container's copy of each package the MF runtime has loaded (deduplicated across containers). */
async function readShareScope(page: Page, names: string[]): Promise<{ reactDomRenderers: number; loaded: Record<string, string[]> }> {
  return page.evaluate(`(() => {
    const pkgs = ${JSON.stringify(names)};
    const share = (window.__FEDERATION__ && window.__FEDERATION__.__SHARE__) || {};
    const loaded = {};
    for (const pkg of pkgs) {
      const seen = new Set();
      for (const scopes of Object.values(share)) {
        const versions = (scopes.default && scopes.default[pkg]) || {};
        for (const [version, entry] of Object.entries(versions)) {
          const users = Array.isArray(entry.useIn) ? entry.useIn : [];
          if (entry.loaded || entry.lib || users.length) seen.add(version + ' from ' + (entry.from || '?') + ' (used by ' + (users.join(', ') || '?') + ')');
        }
      }
      loaded[pkg] = [...seen];
    }
    const hook = window.__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return { reactDomRenderers: hook && hook.renderers ? hook.renderers.size : -1, loaded };
  })()`);
}

async function measurePage(browser: Browser, baseUrl: string, target: BenchPage): Promise<PageBundle> {
  // A fresh context per page: an empty cache, so every byte the page needs is downloaded.
  const context = await browser.newContext();
  const page = await context.newPage();
  await installRendererCounter(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const pending: Promise<Chunk | null>[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    const type = res.request().resourceType();
    const kind = type === 'script' || /\.m?js$/.test(url.pathname) ? 'js' : type === 'stylesheet' || url.pathname.endsWith('.css') ? 'css' : null;
    if (!kind || url.origin !== baseUrl || !res.ok()) return;
    pending.push(
      res.body().then(
        (body) => ({ owner: ownerOf(url.pathname), name: chunkName(url.pathname), kind, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length, what: '' }),
        () => null,
      ),
    );
  });
  try {
    await page.goto(baseUrl + target.path, { waitUntil: 'networkidle', timeout: 60_000 });
    const share = await readShareScope(page, singletonPackages);
    const chunks = (await Promise.all(pending)).filter((c): c is Chunk => c !== null).sort((a, b) => b.gzipBytes - a.gzipBytes);
    for (const c of chunks) c.what = describeChunk(c.name, c.owner, c.gzipBytes);
    const byOwner: PageBundle['byOwner'] = {};
    for (const c of chunks) {
      const o = (byOwner[c.owner] ??= { jsGzip: 0, cssGzip: 0 });
      if (c.kind === 'js') o.jsGzip += c.gzipBytes;
      else o.cssGzip += c.gzipBytes;
    }
    const fallbackDownloads: Record<string, string[]> = {};
    for (const pkg of singletonPackages) {
      const marker = `mf-prebuild:${pkg}.js`;
      fallbackDownloads[pkg] = chunks
        // the shell is the provider: its own prebuild chunk is the one shared instance, not a copy
        .filter((c) => c.kind === 'js' && c.owner !== 'shell' && (c.name === marker || c.name === `${pkg}.js`))
        .map((c) => `${c.owner}/${c.name}`);
    }
    return {
      page: target.label,
      path: target.path,
      chunks,
      jsGzip: chunks.filter((c) => c.kind === 'js').reduce((s, c) => s + c.gzipBytes, 0),
      cssGzip: chunks.filter((c) => c.kind === 'css').reduce((s, c) => s + c.gzipBytes, 0),
      byOwner,
      singletons: { reactDomRenderers: share.reactDomRenderers, loadedProviders: share.loaded, fallbackDownloads },
      pageErrors,
    };
  } finally {
    await context.close();
  }
}

/** Section 1: what Chromium downloads before network idle, per page and per remote, and the singleton check. */
export async function runBundle(browser: Browser, baseUrl: string, pages: BenchPage[]): Promise<Omit<Section, 'seconds'>> {
  const measured: PageBundle[] = [];
  for (const p of pages) measured.push(await measurePage(browser, baseUrl, p));
  const figures: Figure[] = [];
  for (const m of measured) {
    const top = m.chunks.filter((c) => c.kind === 'js').slice(0, 3).map((c) => `${c.owner}/${c.name} ${(c.gzipBytes / KB).toFixed(1)} KB`).join(', ');
    const jsKb = m.jsGzip / KB;
    figures.push(
      m.page === 'home'
        ? budgeted(`JS gzip on ${m.path}`, Math.round(jsKb * 10) / 10, 'KB', 'max', HOME_JS_BUDGET_KB, `largest: ${top}`)
        : info(`JS gzip on ${m.path}`, Math.round(jsKb * 10) / 10, 'KB', `largest: ${top}`),
      info(`CSS gzip on ${m.path}`, Math.round((m.cssGzip / KB) * 10) / 10, 'KB'),
    );
    const s = m.singletons;
    figures.push(budgeted(`react-dom copies started on ${m.path}`, s.reactDomRenderers, '', 'max', 1));
    for (const pkg of singletonPackages) {
      const providers = s.loadedProviders[pkg] ?? [];
      const fallbacks = s.fallbackDownloads[pkg] ?? [];
      // Exactly one provider loaded and no remote's fallback copy fetched = one copy executes.
      const copies = Math.max(providers.length, 1) + fallbacks.length;
      figures.push({
        ...budgeted(`${pkg} copies on ${m.path}`, providers.length === 0 && fallbacks.length === 0 ? 0 : copies, '', 'max', 1),
        note: `loaded: ${providers.join('; ') || 'not loaded on this page'}${fallbacks.length ? `; fallback chunks fetched: ${fallbacks.join(', ')}` : ''}`,
      });
    }
    if (m.pageErrors.length) figures.push(info(`page errors on ${m.path}`, m.pageErrors.length, '', m.pageErrors.slice(0, 3).join(' | ')));
  }
  return { id: 'bundle', title: 'Bundle size (gzip, downloaded before network idle)', status: 'ok', figures, details: { pages: measured } };
}
