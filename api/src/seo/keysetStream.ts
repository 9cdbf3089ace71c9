import { Readable } from 'node:stream';

export interface KeysetPages<T> {
  /** the first page, read before the reply starts: a database that fails then gets an error status, not a cut file */
  first: readonly T[];
  /** the rows asked for the first page when fewer than `batch` (a small first page: an early first byte) */
  firstBatch?: number;
  /** the page after `last`, at most `limit` rows */
  next(last: T, limit: number): Promise<readonly T[]>;
  /** rows per page */
  batch: number;
  /** most rows in all (a sitemap file's 50,000); Infinity for the feed */
  total: number;
  head: string;
  tail: string;
  render(rows: readonly T[]): string;
}

/**
 * XML written page by page as the client reads it: one keyset page of rows at a time is held, never
 * the file (Readable.from pulls the next page only when the socket has taken the last). A database
 * error after the first page ends the stream with an error: the connection is cut, so a reader sees
 * a broken file rather than a short one that looks whole.
 */
export function keysetStream<T>(p: KeysetPages<T>): Readable {
  async function* pages() {
    yield p.head;
    let rows: readonly T[] = p.first.slice(0, p.total);
    let asked = p.firstBatch ?? p.batch;
    let sent = 0;
    while (rows.length) {
      yield p.render(rows);
      sent += rows.length;
      // a page shorter than asked was the last; so is one that filled the file
      if (rows.length < asked || sent >= p.total) break;
      asked = Math.min(p.batch, p.total - sent);
      rows = await p.next(rows[rows.length - 1]!, asked);
    }
    yield p.tail;
  }
  return Readable.from(pages(), { objectMode: false });
}
