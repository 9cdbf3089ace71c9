import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressedAssets } from '../../vite-precompress.ts';

/** A built dist folder, and the plugin run over it as vite runs it after a build. */
async function buildInto(ssr: boolean) {
  const root = mkdtempSync(join(tmpdir(), 'precompress-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  const big = `export const words = ${JSON.stringify('shirt hoodie mug '.repeat(200))};\n`;
  writeFileSync(join(dist, 'assets', 'page-abc12345.js'), big);
  writeFileSync(join(dist, 'assets', 'tiny-abc12345.js'), 'export {};\n');
  writeFileSync(join(dist, 'assets', 'photo-abc12345.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(dist, '.vite', 'manifest.json'), big);
  writeFileSync(join(dist, 'mf-stats.json'), big);
  const plugin = precompressedAssets() as unknown as { configResolved(c: unknown): void; closeBundle(): Promise<void> };
  plugin.configResolved({ root, build: { outDir: 'dist', ssr } });
  await plugin.closeBundle();
  return { dist, big };
}

describe('precompressed copies of a browser build', () => {
  it('writes brotli and gzip copies of the scripts that decompress to the file, and none of what is never sent', async () => {
    const { dist, big } = await buildInto(false);
    const file = join(dist, 'assets', 'page-abc12345.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(big);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(big);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(big.length / 4);
    for (const none of ['assets/tiny-abc12345.js.br', 'assets/photo-abc12345.png.br', '.vite/manifest.json.br', 'mf-stats.json.br']) expect(existsSync(join(dist, none)), none).toBe(false);
  });

  it('leaves the server build alone', async () => {
    const { dist } = await buildInto(true);
    expect(existsSync(join(dist, 'assets', 'page-abc12345.js.br'))).toBe(false);
  });
});
