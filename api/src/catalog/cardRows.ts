import type { CardProduct } from '@store/shared/types';
import { toCardProduct } from '@store/shared/rules';
import type { Sql } from '../db/db.ts';
import type { ListItemRow } from './productQueries.ts';
import type { CatalogCache } from './catalogCache.ts';
import { referencePriceColumns } from './referencePrices.ts';

/** Everything a card shows, without the variants (`view=card`): the card is made from these fields. */
const cardColumns = `p.id, p.id AS "productId", p.title, p.category, p.image, p.price_cents AS price, p.options::text AS options, ${referencePriceColumns}`;

type Waiting = { resolve: (card: CardProduct | null) => void; reject: (error: unknown) => void }[];

/** Ids asked for in one turn of the event loop, read in one query (per database). */
const batches = new WeakMap<Sql, Map<string, Waiting>>();

function readCard(sql: Sql, id: string): Promise<CardProduct | null> {
  return new Promise((resolve, reject) => {
    let batch = batches.get(sql);
    if (!batch) {
      batches.set(sql, (batch = new Map()));
      queueMicrotask(() => flush(sql));
    }
    const waiting = batch.get(id);
    if (waiting) waiting.push({ resolve, reject });
    else batch.set(id, [{ resolve, reject }]);
  });
}

async function flush(sql: Sql) {
  const batch = batches.get(sql)!;
  batches.delete(sql);
  try {
    const rows = await sql.query<ListItemRow>(`SELECT ${cardColumns} FROM products p WHERE p.id = ANY($1::text[])`, [[...batch.keys()]]);
    const cards = new Map(rows.map((r) => [r.id, toCardProduct(r)]));
    for (const [id, waiting] of batch) for (const w of waiting) w.resolve(cards.get(id) ?? null);
  } catch (error) {
    for (const waiting of batch.values()) for (const w of waiting) w.reject(error);
  }
}

/**
 * Cards by id, each kept in the catalogue's cache on its own (#24 cold crawl): a product page shows
 * 30 cards and its neighbours show mostly the same ones (same category, same blueprint), so a crawl
 * of every product read each card ~30 times. The ids not cached are read in one query; an unknown
 * id is left out (hidden products never get here: the picks leave them out).
 */
export async function cardsByIds(catalog: CatalogCache, sql: Sql, ids: readonly string[]): Promise<Map<string, CardProduct>> {
  const cards = await Promise.all(ids.map((id) => catalog.read(`card:${id}`, () => readCard(sql, id), { shared: false })));
  const byId = new Map<string, CardProduct>();
  for (const card of cards) if (card) byId.set(card.id, card);
  return byId;
}
