import { escapeHtml } from '@store/shared/rules';
import type { ScriptLock } from './renderDocument.ts';
import { scriptJson } from './scriptJson.ts';

export type LockedScripts = readonly { url: string; integrity: string }[];

/**
 * The payment page's scripts locked to their inventory (PCI DSS 6.4.3): every `<script src>` and
 * `<link rel="modulepreload">` the page names gets its `integrity` (renderDocument.ts), and an
 * import map's `integrity` section lists every other file the page may load at run time (the
 * remote's entry and chunks the federation runtime imports), so the browser refuses any byte that
 * differs. The import map comes first in <head> (the `lock` slot): a browser ignores one that
 * follows a module load. It is inline, so it carries the reply's CSP nonce.
 */
export function paymentLock(scripts: LockedScripts, nonce: string, origin: string): { lock: ScriptLock; importMap: string } {
  const byUrl = new Map(scripts.map((s) => [s.url, s.integrity]));
  return {
    lock: { integrity: (path) => byUrl.get(path), origin },
    importMap: `<script type="importmap" nonce="${escapeHtml(nonce)}">${scriptJson({ integrity: Object.fromEntries(byUrl) })}</script>`,
  };
}
