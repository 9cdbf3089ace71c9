import { compareHeaders, compareScripts, type ObservedScript, type ScriptDifference } from '@store/shared/rules';
import { integrityOf } from '../remotes/scriptHashes.ts';
import type { PaymentScript } from './paymentScripts.ts';
import { manifestFiles } from './remoteScripts.ts';

/** The payment page the check loads: any order id serves the same document (its data is fetched by the page). */
export const CHECKED_PAGE = '/payment/inventory-check';

export interface TamperCheckInput {
  /** this store's address as a browser reaches it */
  origin: string;
  /** the inventory: what the page may load, with each file's recorded hash */
  inventory: readonly PaymentScript[];
  /** the security headers the payment page must carry (its CSP, nosniff…) */
  headers: Readonly<Record<string, string>>;
  /** the remotes whose versions the page loads at run time, by name → their manifest's address */
  remotes: readonly { remote: string; entry: string }[];
  fetch?: typeof fetch;
}

export interface TamperCheckResult {
  scripts: number;
  differences: ScriptDifference[];
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? null;

/** What the document names: its scripts and module hints (with their integrity), its import map, any inline code. */
export function pageScripts(html: string): { named: Map<string, string | null>; importMap: Record<string, string>; inline: number } {
  const named = new Map<string, string | null>();
  let importMap: Record<string, string> = {};
  let inline = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const tag = m[1] ?? '';
    const src = attr(tag, 'src');
    const type = attr(tag, 'type');
    if (src) named.set(src, attr(tag, 'integrity'));
    else if (type === 'importmap') {
      try {
        importMap = (JSON.parse(m[2] ?? '{}') as { integrity?: Record<string, string> }).integrity ?? {};
      } catch {
        inline += 1;
      }
    } else if (!type || type === 'module' || /javascript/.test(type)) inline += 1;
  }
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)) {
    const href = attr(m[0], 'href');
    if (href) named.set(href, attr(m[0], 'integrity'));
  }
  return { named, importMap, inline };
}

/** Each copy a browser can be sent: the server picks .br, .gz or the plain file by Accept-Encoding (#39 item 7). */
export const ENCODINGS = ['br', 'gzip', 'identity'] as const;

/**
 * PCI DSS 11.6.1: loads the payment page over HTTP as a browser would (the document, the remotes
 * map, each payment remote's manifest, every script any of them names), hashes each script it
 * received, and compares scripts, hashes and security headers with the inventory. Every script is
 * fetched once per encoding (br, gzip, identity) and each decoded copy hashed: a precompressed copy
 * changed alone is named as `<file> (br)` or `(gzip)`. Scripts are fetched from this store and from
 * the origins its inventory names (a static origin or CDN serving a payment remote), never from a
 * host only the page names. A difference names the file (or header) and the change.
 */
export async function checkPaymentPage(input: TamperCheckInput): Promise<TamperCheckResult> {
  const get = input.fetch ?? fetch;
  // bucket 99 is never in a canary (1–99 % go to buckets below the percent): the check sees the live versions
  const headers = { accept: 'text/html,application/xhtml+xml,*/*', 'user-agent': 'store-payment-page-check', cookie: 'store_bucket=99' };
  const at = (url: string) => new URL(url, input.origin);
  const own = (url: string) => at(url).origin === new URL(input.origin).origin;
  // the origins the inventory itself names (a payment remote on a static origin): fetched as the store's own
  const trusted = new Set([new URL(input.origin).origin, ...input.inventory.map((s) => at(s.url).origin)]);
  const fetchable = (url: string) => trusted.has(at(url).origin);
  const pathOf = (url: string) => (own(url) ? at(url).pathname : at(url).href);
  const differences: ScriptDifference[] = [];

  const page = await get(at(CHECKED_PAGE), { headers, signal: AbortSignal.timeout(10_000) });
  const html = await page.text();
  if (!page.ok) differences.push({ file: CHECKED_PAGE, change: 'unreachable', expected: '200', found: String(page.status) });
  differences.push(...compareHeaders(input.headers, Object.fromEntries(page.headers)));
  const { named, importMap, inline } = pageScripts(html);
  if (inline > 0) differences.push({ file: `${CHECKED_PAGE} (inline script)`, change: 'not-inventoried', expected: null, found: `${inline} inline script(s)` });

  // declared: the tag's own integrity, else the import map's (keys resolved as the browser does)
  const declared = new Map<string, string | null>();
  for (const [url, integrity] of Object.entries(importMap)) declared.set(pathOf(url), integrity);
  const loads = new Set<string>();
  for (const [url, integrity] of named) {
    loads.add(pathOf(url));
    if (integrity) declared.set(pathOf(url), integrity);
  }
  // what the federation runtime loads: the map the browser gets, then each payment remote's manifest
  const map = (await get(at('/remotes.json'), { headers }).then((r) => r.json()).catch(() => ({}))) as Record<string, string>;
  for (const { remote, entry } of input.remotes) {
    if (map[remote] !== entry) differences.push({ file: `/remotes.json (${remote})`, change: 'integrity-differs', expected: entry, found: map[remote] ?? null });
    const manifest = fetchable(map[remote] ?? entry) ? await get(at(map[remote] ?? entry), { headers }).then((r) => r.json()).catch(() => null) : null;
    const base = at(map[remote] ?? entry).href.replace(/[^/]*$/, '');
    for (const file of manifest ? manifestFiles(manifest) : []) loads.add(pathOf(new URL(file, base).href));
  }
  // every inventoried file too: one the page stopped declaring is still compared
  for (const s of input.inventory) loads.add(s.url);

  const observed: ObservedScript[] = [];
  const copies: { encoding: string; observed: ObservedScript[] }[] = ENCODINGS.filter((e) => e !== 'identity').map((encoding) => ({ encoding, observed: [] }));
  for (const url of loads) {
    // a tampered page must not make the server request other hosts: only this store and the inventory's origins
    if (!fetchable(url)) {
      observed.push({ url, declared: declared.get(url) ?? null, served: null });
      continue;
    }
    const servedAs = async (encoding: string) =>
      get(at(url), { headers: { ...headers, accept: '*/*', 'accept-encoding': encoding } })
        // fetch decodes br and gzip itself: each copy is hashed as the browser would check it
        .then(async (r) => (r.ok ? integrityOf(Buffer.from(await r.arrayBuffer())) : null))
        .catch(() => null);
    observed.push({ url, declared: declared.get(url) ?? null, served: await servedAs('identity') });
    for (const copy of copies) copy.observed.push({ url, declared: declared.get(url) ?? null, served: await servedAs(copy.encoding) });
  }
  differences.push(...compareScripts(input.inventory, observed));
  // a compressed copy adds only what is its own: bytes that differ from the inventory's
  for (const copy of copies) {
    for (const d of compareScripts(input.inventory, copy.observed)) {
      if (d.change === 'content-changed') differences.push({ ...d, file: `${d.file} (${copy.encoding})` });
    }
  }
  return { scripts: observed.length, differences };
}
