import type { Db } from '../db/db.ts';
import { listItemColumns, type ListItemRow } from './productQueries.ts';

/**
 * Below this word similarity a title/tag is not a typo match. pg_trgm's default (0.6) misses
 * 'tshirt' → 'T-Shirt' (0.57); it is set per transaction so the `<%` operator keeps its GIN index.
 */
const TYPO_THRESHOLD = 0.5;

// $1 = the term. Written against the parameter (not a CTE column) so the planner can use the
// GIN indexes on search_vector, title and tags_text.
const TSQ = `websearch_to_tsquery('english', $1)`;
const MATCH = `(p.search_vector @@ ${TSQ} OR lower($1) <% p.title OR lower($1) <% p.tags_text)`;
const RANK = `ts_rank_cd(p.search_vector, ${TSQ}) * 10
  + greatest(word_similarity(lower($1), p.title), word_similarity(lower($1), p.tags_text) * 0.8)`;

/**
 * Ranked search: full text (english stemming: 'mugs' = 'mug'; weights title A, tags B, category C,
 * description D) or a trigram word match on title/tags for typos ('hodie' → 'hoodie'). Full-text
 * hits rank first, then by trigram closeness, then by the provider's order.
 */
export async function searchProducts(db: Db, term: string, page: number, limit: number) {
  return db.transaction(async (sql) => {
    await sql.query(`SELECT set_config('pg_trgm.word_similarity_threshold', '${TYPO_THRESHOLD}', true)`);
    const items = await sql.query<ListItemRow & { rank: number }>(
      `SELECT ${listItemColumns}, ${RANK} AS rank
         FROM products p
        WHERE ${MATCH}
        ORDER BY rank DESC, p.provider_rank, p.id
        LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      [term],
    );
    const [{ total }] = await sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM products p WHERE ${MATCH}`, [term]);
    return { items: items.map(({ rank: _rank, ...item }) => item), total };
  });
}
