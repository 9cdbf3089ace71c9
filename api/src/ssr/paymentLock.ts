import { createHash } from 'node:crypto';
import type { DocumentNode, DocumentTemplate } from '@store/shared/document';
import { escapeHtml, type ScriptDifference } from '@store/shared/rules';
import { scriptJson } from './scriptJson.ts';

export type LockedScripts = readonly { url: string; integrity: string }[];
type DocumentTag = Extract<DocumentNode, { tag: string }>;

/** The payment page's lock: each script's and hint's hash, by its address as the inventory names it. */
export interface ScriptLock {
  integrity(path: string): string | undefined;
  /**
   * The origin the visitor reached this page by: its stylesheets are linked absolute on it (the
   * federation runtime looks for its stylesheet by absolute URL and links a second copy of a path;
   * boot-after-paint.js does the same swap on other pages). Null: linked by path.
   */
  origin: string | null;
}

/**
 * The payment page's scripts locked to their inventory (PCI DSS 6.4.3): every `<script src>` and
 * `<link rel="modulepreload">` the page names gets its `integrity` (renderDocument.ts), and an
 * import map's `integrity` section lists every other file the page may load at run time (the
 * remote's entry and chunks the federation runtime imports), so the browser refuses any byte that
 * differs. The import map comes first in <head> (the `lock` slot): a browser ignores one that
 * follows a module load. It is inline, so it carries the reply's CSP nonce.
 */
export function paymentLock(scripts: LockedScripts, nonce: string, origin: string | null = null): { lock: ScriptLock; importMap: string } {
  const byUrl = new Map(scripts.map((s) => [s.url, s.integrity]));
  return {
    lock: { integrity: (path) => byUrl.get(path), origin },
    importMap: `<script type="importmap" nonce="${escapeHtml(nonce)}">${scriptJson({ integrity: Object.fromEntries(byUrl) })}</script>`,
  };
}

/** Where the payment page's refusal is reported: the differences name each script that was not locked. */
export class PaymentPageUnlocked extends Error {
  constructor(readonly differences: ScriptDifference[]) {
    super('the payment page would carry a script not locked to its inventory');
  }
}

// an inline <script> that runs: any type but data (JSON, JSON-LD) and the import map the lock writes itself
const INLINE_SCRIPT = /<script\b(?![^>]*\btype="(?:application\/(?:ld\+)?json|importmap)")[^>]*>/gi;
const PAGE = '/payment/*';

/**
 * The payment page fails closed (#39 item 8): before it is written, every script and module hint
 * it would name (the shell's document template, read again when it changes on disk, and the
 * remote's tags) must be in the inventory, and the template's own text must hold no executable
 * inline script. Otherwise the page is not served (the caller answers 503 and reports these
 * differences through the tamper check's alert): a template changed without a restart names a
 * shell version the inventory has no hashes for, so its entry would go out without `integrity`.
 */
export function unlockedScripts(template: DocumentTemplate, remoteTags: readonly DocumentTag[], lock: ScriptLock): ScriptDifference[] {
  const out: ScriptDifference[] = [];
  const tags = [...template.nodes.filter((n): n is DocumentTag => 'tag' in n), ...remoteTags];
  for (const t of tags) {
    if (t.role === 'stylesheet') continue;
    const url = String(t.tag === 'script' ? t.attrs.src : t.attrs.href);
    const expected = lock.integrity(inventoryPath(url));
    if (!expected) out.push({ file: url, change: 'not-inventoried', expected: null, found: typeof t.attrs.integrity === 'string' ? t.attrs.integrity : null });
    else if (typeof t.attrs.integrity === 'string' && t.attrs.integrity !== expected) out.push({ file: url, change: 'integrity-differs', expected, found: t.attrs.integrity });
  }
  const text = template.nodes.map((n) => ('text' in n ? n.text : 'slot' in n ? n.fallback : '')).join('');
  const inline = [...text.matchAll(INLINE_SCRIPT)].length;
  if (inline) out.push({ file: `${PAGE} (inline script)`, change: 'not-inventoried', expected: null, found: `${inline} inline script(s) in the shell's document` });
  return out;
}

const STYLE_BLOCK = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/gi;
const styleSourcesOf = new WeakMap<DocumentTemplate, string[]>();
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The payment page's CSP allows no inline style but the shell document's own (#39 item 9): the hash
 * of each `<style>` block and of each `style` attribute it holds (the boot spinner, the icon sprite),
 * so injected CSS (an attribute-selector reader) does not apply. Computed once per template.
 */
export function inlineStyleSources(template: DocumentTemplate): string[] {
  let sources = styleSourcesOf.get(template);
  if (!sources) {
    const text = template.nodes.map((n) => ('text' in n ? n.text : 'slot' in n ? n.fallback : '')).join('');
    const blocks = [...text.matchAll(STYLE_BLOCK)].map((m) => sha256(m[1]!));
    // a style attribute's value is written as HTML: the browser hashes it decoded
    const attributes = [...text.matchAll(STYLE_ATTRIBUTE)].map((m) => sha256(m[1]!.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&')));
    sources = [...new Set([...blocks, ...(attributes.length ? ["'unsafe-hashes'", ...attributes] : [])])];
    styleSourcesOf.set(template, sources);
  }
  return sources;
}

/** A tag's address as the inventory names it: the path on this store (an absolute URL of another origin stays whole). */
export function inventoryPath(url: string): string {
  return /^https?:\/\//.test(url) ? url : new URL(url, 'http://store.invalid/').pathname;
}

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/**
 * The origin a visitor reached the store by (#39 item 11): PUBLIC_URL's when the request names its
 * host (its scheme is the public one, also behind a TLS proxy), else the request's own scheme and
 * host (a balancer's or a machine's address). An absolute link to PUBLIC_URL was another origin to
 * such a visitor: blocked by CORS and by the CSP's 'self', and the page went unstyled. A host that is
 * not a plain host[:port] gives null (links by path).
 */
export function visitorOrigin(publicUrl: string, req: { host: string; protocol: string }): string | null {
  const pub = new URL(publicUrl);
  if (req.host.toLowerCase() === pub.host.toLowerCase()) return pub.origin;
  return HOST.test(req.host) && (req.protocol === 'http' || req.protocol === 'https') ? `${req.protocol}://${req.host.toLowerCase()}` : null;
}

/** What a refused payment page says: no script at all, so nothing unlocked runs. */
export const UNAVAILABLE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Payment</title></head><body><main><h1>Payment</h1><p role="alert">Checkout is temporarily unavailable. Nothing was charged. Please try again in a few minutes.</p><p><a href="/orders">View My Orders</a></p></main></body></html>';
