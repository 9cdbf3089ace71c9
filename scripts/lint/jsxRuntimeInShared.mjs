// The store's server imports @store/shared's .tsx files straight from source (tsx, no tsconfig of
// their own), so each must state its JSX runtime; without it a server render fails with "React is
// not defined" and the page falls back to the browser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listSources } from './vendorNames.mjs';

/** shared .tsx files (tests and test helpers excepted) without `@jsxImportSource react`: `[file]`. */
export function findSharedTsxWithoutRuntime(root, files = listSources(root)) {
  return files.filter((f) => f.startsWith('shared/src/') && !f.startsWith('shared/src/test/') && f.endsWith('.tsx') && !f.endsWith('.test.tsx') && !/@jsxImportSource react\b/.test(readFileSync(join(root, f), 'utf8')));
}
