// "Vendor names appear only inside their provider folder" as a check rather than a sentence.
// A vendor is named only where it is implemented (its provider folder), in a file named for it
// (its fake and its client's tests), and in the one registry per provider kind that maps the
// PRINT_PROVIDER / PAYMENT_GATEWAY value to a folder. Prose (.md) is not code.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const VENDORS = [
  { name: 'Printify', pattern: /printify/i, folder: 'api/src/providers/print/printify/' },
  { name: 'Authorize.Net', pattern: /authorize[._ -]?net/i, folder: 'api/src/providers/payment/authorizenet/' },
];

/** The one file per provider kind that may name the vendors it chooses between. */
export const REGISTRIES = ['api/src/providers/print/selectPrintProvider.ts', 'api/src/providers/payment/selectPaymentGateway.ts'];
// The check and its own tests must spell the names they look for.
const SELF = 'scripts/lint/';

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|html)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', '.git', 'test-results', '.ci-out', 'coverage', 'playwright-report']);

/** Every source file under `root`, as paths relative to it with forward slashes. */
export function listSources(root, dir = root, out = []) {
  for (const entry of readdirSync(dir)) {
    if (SKIP_DIRS.has(entry)) continue;
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) listSources(root, full, out);
    else if (SOURCE.test(entry)) out.push(relative(root, full).split(sep).join('/'));
  }
  return out;
}

/** Lines that name a vendor outside the places allowed to: `[{file, line, vendor, text}]`. */
export function findVendorNameLeaks(root, files = listSources(root)) {
  const leaks = [];
  for (const file of files) {
    if (REGISTRIES.includes(file) || file.startsWith(SELF)) continue;
    const text = readFileSync(join(root, file), 'utf8');
    for (const vendor of VENDORS) {
      if (file.startsWith(vendor.folder)) continue;
      const base = file.slice(file.lastIndexOf('/') + 1);
      if (vendor.pattern.test(base)) continue;
      text.split('\n').forEach((line, i) => {
        if (vendor.pattern.test(line)) {
          leaks.push({ file, line: i + 1, vendor: vendor.name, text: line.trim().slice(0, 120) });
        }
      });
    }
  }
  return leaks;
}
