/**
 * The shell's HTML document as its build leaves it for the store's server (#26 item 1): static text,
 * named slots the server fills per page, and the script and link tags it writes itself (so it can
 * add `integrity`, or move the scripts after the first paint) — never a regular expression over
 * HTML while a shopper waits. The shell's build compiles its index.html into this once
 * (`compileDocument`); the server only concatenates.
 */

/**
 * Marked in shell/index.html as `<!--store:name-->fallback<!--/store:name-->` (or without a fallback),
 * except `head-end`: the very end of <head>, after the tags Vite and federation append there.
 */
export const documentSlots = [
  /** first in <head>: the payment page's import map (it must precede any module) */
  'lock',
  /** the store's settings the browser reads: print provider, public origin */
  'config',
  /** title and description; the page's own head when it is server-rendered */
  'head',
  /** last in <head>: the route's remote's styles and hints, the route table, the remotes map */
  'head-end',
  /** inside <div id="root">: the rendered page, or the loading state painted before any script */
  'root',
  /** after the root: the page's dehydrated data */
  'state',
] as const;
export type DocumentSlot = (typeof documentSlots)[number];

export type TagRole = 'entry' | 'script' | 'modulepreload' | 'stylesheet';

export type DocumentNode =
  | { text: string }
  | { slot: DocumentSlot; fallback: string }
  | { tag: 'script' | 'link'; role: TagRole; attrs: Record<string, string | true> };

export interface DocumentTemplate {
  version: 1;
  nodes: DocumentNode[];
  /**
   * The shell's chunks its federation runtime imports after the entry, one round trip after the
   * last (from the build manifest): hinted at once instead (#23).
   */
  bootChunks: string[];
}

/** Where the build writes it (under the shell's dist, in the folder the server never serves). */
export const DOCUMENT_TEMPLATE_FILE = '.vite/document.json';

const token = /<!--store:([a-z-]+)-->(?:([\s\S]*?)<!--\/store:\1-->)?|<script\b([^>]*)><\/script>|<link\b([^>]*)>/g;
const attribute = /([^\s=/]+)(?:="([^"]*)")?/g;

function attributesOf(source: string): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (const [, name, value] of source.matchAll(attribute)) out[name!] = value === undefined ? true : decodeEntities(value);
  return out;
}

function decodeEntities(value: string): string {
  return value.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
}

function roleOf(tag: 'script' | 'link', attrs: Record<string, string | true>): TagRole | null {
  if (tag === 'script') return typeof attrs.src !== 'string' ? null : attrs.type === 'module' ? 'entry' : 'script';
  if (attrs.rel === 'modulepreload' && typeof attrs.href === 'string') return 'modulepreload';
  if (attrs.rel === 'stylesheet' && typeof attrs.href === 'string') return 'stylesheet';
  return null;
}

/**
 * Build time only: the built index.html (with its `<!--store:…-->` markers) as a template. Throws
 * when a slot is missing or repeated, or there is not exactly one module entry: the build fails,
 * not a shopper's page.
 */
export function compileDocument(html: string, bootChunks: readonly string[] = []): DocumentTemplate {
  const nodes: DocumentNode[] = [];
  let at = 0;
  const text = (s: string) => s && nodes.push({ text: s });
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0 || html.indexOf('</head>', headEnd + 1) >= 0) throw new Error('shell document: not exactly one </head>');
  if (html.includes('<!--store:head-end-->')) throw new Error('shell document: head-end is the end of <head>, not a marker');
  html = `${html.slice(0, headEnd)}<!--store:head-end-->${html.slice(headEnd)}`;
  for (const m of html.matchAll(token)) {
    const [whole, slot, fallback, scriptAttrs, linkAttrs] = m;
    const tag = scriptAttrs !== undefined ? 'script' : linkAttrs !== undefined ? 'link' : null;
    const attrs = tag ? attributesOf((scriptAttrs ?? linkAttrs)!.replace(/\/$/, '')) : {};
    const role = tag ? roleOf(tag, attrs) : null;
    if (slot === undefined && !role) continue; // an inline script, an icon link: plain text
    text(html.slice(at, m.index));
    at = m.index + whole.length;
    if (slot !== undefined) {
      if (!(documentSlots as readonly string[]).includes(slot)) throw new Error(`shell document: unknown slot <!--store:${slot}-->`);
      nodes.push({ slot: slot as DocumentSlot, fallback: fallback ?? '' });
    } else nodes.push({ tag: tag!, role: role!, attrs });
  }
  text(html.slice(at));
  for (const name of documentSlots) {
    const count = nodes.filter((n) => 'slot' in n && n.slot === name).length;
    if (count !== 1) throw new Error(`shell document: slot <!--store:${name}--> appears ${count} times, not once`);
  }
  const entries = nodes.filter((n) => 'tag' in n && n.role === 'entry').length;
  if (entries !== 1) throw new Error(`shell document: ${entries} module entry scripts, not one`);
  return { version: 1, nodes, bootChunks: [...bootChunks] };
}

/** The server's check of a file it reads: a template of this version, or null. */
export function parseDocumentTemplate(json: string): DocumentTemplate | null {
  try {
    const t = JSON.parse(json) as Partial<DocumentTemplate>;
    return t.version === 1 && Array.isArray(t.nodes) && Array.isArray(t.bootChunks) ? (t as DocumentTemplate) : null;
  } catch {
    return null;
  }
}
