import { scriptJson } from './scriptJson.ts';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The payment page's scripts locked to their inventory (PCI DSS 6.4.3): every `<script src>` and
 * `<link rel="modulepreload">` the page names gets its `integrity`, and an import map's `integrity`
 * section lists every other file the page may load at run time (the remote's entry and chunks the
 * federation runtime imports), so the browser refuses any byte that differs. The import map comes
 * first in <head>: a browser ignores one that follows a module load. It is inline, so it carries
 * the reply's CSP nonce.
 */
export function lockPaymentPage(html: string, scripts: readonly { url: string; integrity: string }[], nonce: string, origin: string): string {
  const byUrl = new Map(scripts.map((s) => [s.url, s.integrity]));
  const withIntegrity = (tag: string, url: string) => {
    const integrity = byUrl.get(pathOf(url));
    if (!integrity || /\sintegrity=/.test(tag)) return tag;
    return tag.replace(/\s*\/?>$/, (end) => ` integrity="${escapeAttr(integrity)}"${end}`);
  };
  const locked = html
    .replace(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/g, (tag, url: string) => withIntegrity(tag, url))
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, (tag) => withIntegrity(tag, /\shref="([^"]+)"/.exec(tag)?.[1] ?? ''))
    // absolute, as boot-after-paint.js makes them elsewhere: the federation runtime looks for its
    // stylesheet by absolute URL and would link a second copy of one written as a path
    .replace(/(<link\b[^>]*rel="stylesheet"[^>]*\shref=")(\/[^/"][^"]*)"/g, (_m, head: string, path: string) => `${head}${escapeAttr(origin)}${path}"`);
  const map = scriptJson({ integrity: Object.fromEntries(byUrl) });
  return locked.replace(/<head>/, () => `<head>\n    <script type="importmap" nonce="${escapeAttr(nonce)}">${map}</script>`);
}

/** A tag's address as the inventory names it: the path on this store (an absolute URL of another origin stays whole). */
function pathOf(url: string): string {
  const decoded = url.replace(/&amp;/g, '&');
  return /^https?:\/\//.test(decoded) ? decoded : new URL(decoded, 'http://store.invalid/').pathname;
}
