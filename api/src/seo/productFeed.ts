import type { Readable } from 'node:stream';
import { xmlText } from '@store/shared/rules';
import type { Sql } from '../db/db.ts';
import { feedProductRows } from './feedQueries.ts';
import { brandTag, feedItems } from './feedItem.ts';
import { keysetStream } from './keysetStream.ts';
import { XML_DECLARATION } from './sitemapXml.ts';

/** Products per database round trip (each carries its variants as JSON: a few KB, ~100 KB for the demo's largest); 2,000 was no faster. */
const BATCH = 500;
/** the first page is read before the status goes out: small, so the first byte is early */
const FIRST_BATCH = 100;

/**
 * /feeds/products.xml: the Google Merchant Center feed (RSS 2.0 with the g: namespace) of every
 * visible product, streamed in keyset pages of BATCH products.
 */
export async function productFeedStream(db: Sql, origin: string, brand: string): Promise<Readable> {
  const head = `${XML_DECLARATION}<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n`
    + `<title>${xmlText(brand)}</title>\n<link>${xmlText(new URL('/', origin).href)}</link>\n<description>${xmlText(`Products of ${brand}`)}</description>\n`;
  const brandElement = brandTag(brand);
  return keysetStream({
    first: await feedProductRows(db, null, FIRST_BATCH),
    firstBatch: FIRST_BATCH,
    next: (last, limit) => feedProductRows(db, last.id, limit),
    batch: BATCH,
    total: Infinity,
    head,
    tail: '</channel>\n</rss>\n',
    render: (rows) => rows.map((row) => feedItems(row, origin, brandElement)).join(''),
  });
}
