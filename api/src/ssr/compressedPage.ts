import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CachedPage } from './pageCache.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
type Encoding = 'br' | 'gzip';

// A reused page is compressed once, not once per request: for a 100 KB page that is most of the
// cost of serving it from the cache. Kept beside the page, dropped with it.
const compressed = new WeakMap<CachedPage, Partial<Record<Encoding, Promise<Buffer>>>>();

/** The encoding to send, from Accept-Encoding (a token with q=0 is refused). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * How hard to compress: a page kept for reuse is compressed once for many replies, so well (brotli
 * 5, gzip 6); a page sent once (the cache keeps nothing) is compressed fast. On a listing (80 KB)
 * gzip 6 took 0.75 ms — a sixth of its render — gzip 1 0.39 ms for 12 % more bytes, brotli 1
 * 0.13 ms for 9 % more than brotli 5 (#24).
 */
export type Effort = 'kept' | 'once';

const LEVELS: Record<Effort, { br: number; gzip: number }> = { kept: { br: 5, gzip: 6 }, once: { br: 1, gzip: 1 } };

export function compressedPage(page: CachedPage, encoding: Encoding, effort: Effort = 'kept'): Promise<Buffer> {
  let forms = compressed.get(page);
  if (!forms) compressed.set(page, (forms = {}));
  const level = LEVELS[effort];
  forms[encoding] ??=
    encoding === 'br' ? brotli(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: level.br } }) : gzipAsync(page.html, { level: level.gzip });
  return forms[encoding]!;
}
