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

export function compressedPage(page: CachedPage, encoding: Encoding): Promise<Buffer> {
  let forms = compressed.get(page);
  if (!forms) compressed.set(page, (forms = {}));
  forms[encoding] ??=
    encoding === 'br' ? brotli(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipAsync(page.html, { level: 6 });
  return forms[encoding]!;
}
