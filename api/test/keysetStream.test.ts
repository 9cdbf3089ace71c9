import { describe, expect, it } from 'vitest';
import { keysetStream } from '../src/seo/keysetStream.ts';

/** The paging under the sitemap files and the feed: every row once, in order, the file's limit kept. */
describe('keysetStream', () => {
  const ids = Array.from({ length: 2345 }, (_, i) => i + 1);
  const read = async (total: number, batch: number, firstBatch?: number) => {
    const asks: number[] = [];
    const page = (after: number, limit: number) => ids.filter((id) => id > after).slice(0, limit);
    const first = page(0, firstBatch ?? batch);
    const stream = keysetStream<number>({
      first,
      firstBatch,
      next: async (last, limit) => {
        asks.push(limit);
        return page(last, limit);
      },
      batch,
      total,
      head: '[',
      tail: ']',
      render: (rows) => rows.map((r) => `${r},`).join(''),
    });
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    return { rows: text.slice(1, -1).split(',').filter(Boolean).map(Number), asks, text };
  };

  it('reads every row once, in order, a page at a time after a small first page', async () => {
    const { rows, asks } = await read(Infinity, 1000, 100);
    expect(rows).toEqual(ids);
    expect(asks).toEqual([1000, 1000, 1000]);
  });

  it('stops at the file limit, asking only for what the file still holds', async () => {
    const { rows, asks } = await read(1500, 1000);
    expect(rows).toEqual(ids.slice(0, 1500));
    expect(asks).toEqual([500]);
    expect((await read(1000, 1000)).asks).toEqual([]);
  });

  it('writes head and tail around no rows', async () => {
    const empty = keysetStream<number>({ first: [], next: async () => [], batch: 10, total: 10, head: '<a>', tail: '</a>', render: () => 'x' });
    let text = '';
    for await (const chunk of empty) text += String(chunk);
    expect(text).toBe('<a></a>');
  });
});
