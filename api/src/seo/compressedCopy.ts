import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Readable, Transform } from 'node:stream';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';

export interface CompressedCopy {
  gzip: Buffer;
  br: Buffer;
  /** a weak validator of the text (both encodings carry the same text) */
  etag: string;
}

class TooLarge extends Error {}

/**
 * A long XML file read whole from `body` into gzip and brotli at once (zlib works on the thread
 * pool, not the event loop). Higher levels than a live reply's, since a copy is made once per
 * catalogue change and then sent many times. Null when the two together would pass `maxBytes`:
 * compression stops there, so a build never holds more than that.
 */
export async function compressedCopy(body: Readable, maxBytes: number): Promise<CompressedCopy | null> {
  const gzip = createGzip({ level: 6 });
  const br = createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } });
  let held = 0;
  const collect = (z: Transform) => new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    z.on('data', (chunk: Buffer) => {
      held += chunk.length;
      if (held > maxBytes) {
        gzip.destroy(new TooLarge());
        br.destroy(new TooLarge());
      } else chunks.push(chunk);
    });
    z.once('end', () => resolve(Buffer.concat(chunks)));
    z.once('error', reject);
  });
  const outputs = Promise.all([collect(gzip), collect(br)]);
  outputs.catch(() => {}); // awaited below; a failure while still writing is seen there too
  try {
    for await (const chunk of body) {
      if (gzip.destroyed || br.destroyed) break;
      gzip.write(chunk);
      br.write(chunk);
      // asked after the other's wait: one may have drained meanwhile, and 'drain' is not sent twice
      if (gzip.writableNeedDrain) await once(gzip, 'drain');
      if (br.writableNeedDrain) await once(br, 'drain');
    }
    gzip.end();
    br.end();
    const [gz, brotli] = await outputs;
    const etag = `W/"${createHash('sha256').update(gz).digest('base64url').slice(0, 32)}"`;
    return { gzip: gz, br: brotli, etag };
  } catch (err) {
    body.destroy();
    gzip.destroy();
    br.destroy();
    if (err instanceof TooLarge) return null;
    throw err;
  }
}
