// Prints one closing line for the whole `npm test` run from the JSON reports of Vitest and
// Playwright (the Chromium journeys and the three-engine smoke set): "tests: N passed, N failed"
// (plus skipped).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.ci-out';
let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = join(dir, 'vitest.json');
if (existsSync(vitest)) {
  const r = JSON.parse(readFileSync(vitest, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
// the journeys in Chromium (playwright.json) and the smoke set in three engines (engines.json)
for (const name of ['playwright.json', 'engines.json']) {
  const pw = join(dir, name);
  if (!existsSync(pw)) continue;
  const s = JSON.parse(readFileSync(pw, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
