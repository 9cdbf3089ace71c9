// Money and dates through the shared formatters (#43 item 5): `formatCents` (shared/src/rules/money.ts)
// and shared/src/rules/dates.ts hold the store's only Intl formatters, with a fixed locale and zone,
// so the server's render and the browser's hydration print the same text. A `toLocale*String`, a
// `toFixed(2)` in browser code (where prices are shown) or another Intl formatter is a second,
// drifting copy. The server's numbers that are not money (an SVG opacity) may use toFixed; its
// command-line tools (`*Cli.ts`) talk to a terminal.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listSources } from './vendorNames.mjs';

const AREAS = /^(shell|shared|api|[a-z]+-mfe)\/src\//;
const FORMATTERS = ['shared/src/rules/money.ts', 'shared/src/rules/dates.ts'];
const HAND = /\.toLocale(Date|Time)?String\s*\(|new\s+Intl\s*\.\s*(NumberFormat|DateTimeFormat)\b/;
const BROWSER = /^(shell|shared|[a-z]+-mfe)\//;
const FIXED2 = /\.toFixed\(\s*2\s*\)/;
/** a whole-line comment: an explanation or an example */
const COMMENT = /^\s*(\/\/|\/?\*)/;

/** Lines that format money or dates by hand: `[{file, line, text}]`. */
export function findHandFormatting(root, files = listSources(root)) {
  const found = [];
  for (const file of files) {
    if (!AREAS.test(file) || FORMATTERS.includes(file) || /Cli\.[cm]?[jt]s$/.test(file) || /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || !/\.[cm]?[jt]sx?$/.test(file)) continue;
    const browser = BROWSER.test(file);
    readFileSync(join(root, file), 'utf8').split('\n').forEach((text, i) => {
      if (!COMMENT.test(text) && (HAND.test(text) || (browser && FIXED2.test(text)))) found.push({ file, line: i + 1, text: text.trim().slice(0, 120) });
    });
  }
  return found;
}
