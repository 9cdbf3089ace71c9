import type { DocumentNode, DocumentSlot, DocumentTemplate } from '@store/shared/document';
import { escapeHtml } from '@store/shared/rules';
import { inventoryPath, PaymentPageUnlocked, type ScriptLock } from './paymentLock.ts';

export type DocumentTag = Extract<DocumentNode, { tag: string }>;

export interface DocumentFill {
  /** each slot's text, or its UTF-8 bytes (a page rendered on a render thread arrives as bytes) */
  slots: Partial<Record<DocumentSlot, string | Uint8Array>>;
  /** the route's remote's stylesheets and hints, at the end of <head> before the head-end slot's text */
  remoteTags?: readonly DocumentTag[];
  /**
   * A server-rendered page paints without any script: its module entry becomes
   * /boot-after-paint.js, which starts it after that paint, and every modulepreload hint (the
   * shell's, the chunks its federation runtime imports, the remote's) becomes one of its hints.
   */
  afterPaint?: boolean;
  lock?: ScriptLock;
}

/**
 * The page's HTML from the shell's document template: concatenation only (#26 item 1). A slot with
 * no fill keeps the build's default (the loading state, the store's title).
 *
 * Written as UTF-8 bytes piece by piece, never as one string: a page holds a character outside
 * Latin-1 ('…', '—'), so V8 stores it two bytes per character, and a listing (80 K characters) or
 * a product page (103 K) as one string is over V8's 128 KB limit for ordinary heap objects. Each such
 * string is a large object with pages of its own, mapped and faulted in afresh: joining the
 * document took ≈ 1 ms where 120 KB took 0.02 (#24; the measurement is in notes/ssr.md).
 */
export function renderDocument(template: DocumentTemplate, fill: DocumentFill): Buffer {
  const remote = fill.remoteTags ?? NO_TAGS;
  const out: (string | Uint8Array)[] = [];
  for (const node of template.nodes) {
    if ('text' in node) out.push(node.text);
    else if ('slot' in node) {
      if (node.slot === 'head-end') for (const t of remote) if (!(fill.afterPaint && t.role === 'modulepreload')) out.push(fill.lock ? tagHtml(t, fill.lock) : staticTagHtml(t), '\n    ');
      out.push(fill.slots[node.slot] ?? node.fallback);
    } else if (fill.afterPaint && node.role === 'modulepreload') continue;
    else if (fill.afterPaint && node.role === 'entry') out.push(bootTagOf(template, remote, String(node.attrs.src)));
    else out.push(fill.lock ? tagHtml(node, fill.lock) : staticTagHtml(node));
  }
  return utf8Of(out);
}

/** The pieces' UTF-8 bytes in one buffer of the exact size, each encoded (or copied) into it in place. */
function utf8Of(pieces: readonly (string | Uint8Array)[]): Buffer {
  let size = 0;
  for (const p of pieces) size += typeof p === 'string' ? Buffer.byteLength(p) : p.byteLength;
  const bytes = Buffer.allocUnsafe(size);
  let at = 0;
  for (const p of pieces) {
    if (typeof p === 'string') at += bytes.write(p, at);
    else {
      bytes.set(p, at);
      at += p.byteLength;
    }
  }
  return bytes;
}

const NO_TAGS: readonly DocumentTag[] = [];

// A template's and a remote version's tags are the same objects from render to render: their HTML
// is written once, not on every page (#24: a render's CPU).
const writtenTags = new WeakMap<DocumentTag, string>();
const bootTags = new WeakMap<DocumentTemplate, WeakMap<readonly DocumentTag[], string>>();

function staticTagHtml(t: DocumentTag): string {
  let html = writtenTags.get(t);
  if (html === undefined) writtenTags.set(t, (html = tagHtml(t)));
  return html;
}

function bootTagOf(template: DocumentTemplate, remote: readonly DocumentTag[], entry: string): string {
  let byRemote = bootTags.get(template);
  if (!byRemote) bootTags.set(template, (byRemote = new WeakMap()));
  let html = byRemote.get(remote);
  if (html === undefined) byRemote.set(remote, (html = bootTag(entry, hintsAfterPaint(template, remote, entry))));
  return html;
}

/** The shell's own hints, then the chunks its federation runtime would find one round trip at a time (#23), then the remote's. */
function hintsAfterPaint(template: DocumentTemplate, remote: readonly DocumentTag[], entry: string): string[] {
  const hrefs = (tags: readonly DocumentNode[]) => tags.flatMap((t) => ('tag' in t && t.role === 'modulepreload' ? [String(t.attrs.href)] : []));
  return [...new Set([...hrefs(template.nodes), ...template.bootChunks.filter((f) => f !== entry), ...hrefs(remote)])];
}

function bootTag(entry: string, preload: readonly string[]): string {
  return `<script type="module" src="/boot-after-paint.js" data-store-entry="${escapeHtml(entry)}" data-store-preload="${escapeHtml(JSON.stringify(preload))}"></script>`;
}

export function tagHtml(t: DocumentTag, lock?: ScriptLock): string {
  const attrs = { ...t.attrs };
  if (lock && t.role !== 'stylesheet') {
    const url = t.tag === 'script' ? attrs.src : attrs.href;
    const integrity = typeof url === 'string' ? lock.integrity(inventoryPath(url)) : undefined;
    // fail closed (#39 item 8): a locked page never names a script without its inventoried hash
    // (unlockedScripts refuses such a page before it is written; this is the last line)
    if (!integrity) throw new PaymentPageUnlocked([{ file: String(url), change: 'not-inventoried', expected: null, found: null }]);
    attrs.integrity = integrity;
  }
  // absolute on the origin the visitor came by (not PUBLIC_URL's, #39 item 11), as boot-after-paint.js
  // makes them elsewhere: the federation runtime looks for its stylesheet by absolute URL and would
  // link a second copy of one written as a path
  if (lock?.origin && t.role === 'stylesheet' && typeof attrs.href === 'string' && attrs.href.startsWith('/') && !attrs.href.startsWith('//')) attrs.href = lock.origin + attrs.href;
  const written = Object.entries(attrs)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  return t.tag === 'script' ? `<script${written}></script>` : `<link${written}>`;
}
