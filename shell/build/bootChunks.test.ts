import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootChunks } from './bootChunks.ts';

function dist(manifest: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), typeof manifest === 'string' ? manifest : JSON.stringify(manifest));
  return dir;
}

describe('bootChunks', () => {
  it("names what the entry and the federation's modules import, not what a page loads on demand", () => {
    const chunks = bootChunks(
      dist({
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
        '_react.js': { file: 'assets/react-2.js' },
        'virtual:mf-localSharedImportMap:x': { file: 'assets/map-3.js', dynamicImports: ['virtual:mf:prebuild', '../shared/src/index.ts'] },
        'virtual:mf:prebuild': { file: 'assets/prebuild-4.js', imports: ['_react.js'] },
        '../shared/src/index.ts': { file: 'assets/src-5.js', imports: ['_zustand.js'], dynamicImports: ['../node_modules/react-toastify/dist/index.mjs'] },
        '_zustand.js': { file: 'assets/zustand-6.js' },
        '../node_modules/react-toastify/dist/index.mjs': { file: 'assets/toastify-7.js' },
        'style.css': { file: 'assets/style-8.css' },
      }),
    );
    expect(chunks.sort()).toEqual(['/assets/index-1.js', '/assets/map-3.js', '/assets/prebuild-4.js', '/assets/react-2.js', '/assets/src-5.js', '/assets/zustand-6.js']);
  });

  it('names none without a readable manifest', () => {
    expect(bootChunks(dist('{not json'))).toEqual([]);
    expect(bootChunks(mkdtempSync(join(tmpdir(), 'shell-dist-')))).toEqual([]);
  });
});
