import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedCopy } from '../src/seo/compressedCopy.ts';

/** XML-like text that compresses as the feed does, in pieces as keysetStream writes them. */
function pieces(count: number): string[] {
  return Array.from({ length: count }, (_, n) => Array.from({ length: 40 }, (_, i) => `<item><g:id>${n}-${i}</g:id><title>Tee ${(n * 7919 + i * 104729) % 100003}</title></item>\n`).join(''));
}

describe('compressedCopy', () => {
  it('keeps the whole text in both encodings, however the two compressors drain (10 MB in 2,000 writes)', { timeout: 60_000 }, async () => {
    const parts = pieces(2000);
    const copy = await compressedCopy(Readable.from(parts), 64 * 1024 * 1024);
    expect(copy).not.toBeNull();
    const text = parts.join('');
    expect(gunzipSync(copy!.gzip).toString()).toBe(text);
    expect(brotliDecompressSync(copy!.br).toString()).toBe(text);
    expect(copy!.etag).toMatch(/^W\/"[\w-]{32}"$/);
  });

  it('gives up past its byte bound, and stops reading the source', { timeout: 60_000 }, async () => {
    let read = 0;
    async function* source() {
      for (const p of pieces(2000)) {
        read += 1;
        yield p;
      }
    }
    expect(await compressedCopy(Readable.from(source()), 64 * 1024)).toBeNull();
    expect(read).toBeLessThan(2000);
  });

  it('the same text gives the same ETag; another text another', async () => {
    const [a, b, c] = await Promise.all([pieces(50), pieces(50), pieces(51)].map((p) => compressedCopy(Readable.from(p), 1e8)));
    expect(a!.etag).toBe(b!.etag);
    expect(c!.etag).not.toBe(a!.etag);
  });
});
