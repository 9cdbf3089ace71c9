// oxlint over every package's sources with the repository's .oxlintrc.json (correctness, React and
// react-hooks, jsx-a11y, import): the code checks a tool already knows, beside the store's own rules.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/** Findings as `file:line: rule: message`; `config` defaults to the repository's .oxlintrc.json. */
export function findOxlintProblems(root, config = join(new URL('../..', import.meta.url).pathname, '.oxlintrc.json')) {
  const bin = join(require.resolve('oxlint/package.json').replace(/package\.json$/, ''), 'bin', 'oxlint');
  const res = spawnSync(process.execPath, [bin, '-c', config, '--format', 'json', '.'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (res.error) throw res.error;
  let report;
  try {
    report = JSON.parse(res.stdout);
  } catch {
    // no JSON: oxlint itself failed (a bad config, say); say so rather than pass
    throw new Error(`oxlint did not run: ${(res.stderr || res.stdout).trim().slice(0, 2000)}`);
  }
  return report.diagnostics.map((d) => ({ file: d.filename, line: d.labels?.[0]?.span?.line ?? 0, rule: d.code, message: d.message }));
}
