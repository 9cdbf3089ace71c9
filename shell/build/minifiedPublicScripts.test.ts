import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { minifiedPublicScripts } from './minifiedPublicScripts.ts';

async function run(source: string, ssr = false) {
  const root = mkdtempSync(join(tmpdir(), 'public-scripts-'));
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'dist', 'first.js'), source);
  const plugin = minifiedPublicScripts(['first.js']) as unknown as { configResolved(c: unknown): void; writeBundle(): Promise<void> };
  plugin.configResolved({ root, build: { outDir: 'dist', ssr } });
  await plugin.writeBundle();
  return readFileSync(join(root, 'dist', 'first.js'), 'utf8');
}

const source = `// Captures what the shopper does before the page is live.
const pendingTapsBeforeHydration = [];
function rememberTheTap(target) {
  // a long comment that says why, as the source should
  pendingTapsBeforeHydration.push(target);
  return pendingTapsBeforeHydration.length;
}
globalThis.__taps = rememberTheTap('buy') + rememberTheTap('heart');
`;

describe("the shell's public scripts, minified by its build", () => {
  it('ship smaller and do the same', async () => {
    const out = await run(source);
    expect(out.length).toBeLessThan(source.length * 0.7);
    expect(out).not.toContain('long comment');
    const scope: { __taps?: number } = {};
    new Function('globalThis', out)(scope);
    expect(scope.__taps).toBe(3); // 1 + 2: the list as each call left it
  });

  it('fail the build on a script the minifier cannot read, and leave a server build alone', async () => {
    await expect(run('function (')).rejects.toThrow(/first\.js/);
    expect(await run(source, true)).toBe(source);
  });
});
