import type { Db } from '../db/db.ts';
import { listItemColumns, type ListItemRow } from './productQueries.ts';

/**
 * Below this word similarity a title/tag is not a typo match. pg_trgm's default (0.6) misses
 * 'tshirt' → 'T-Shirt' (0.57); it is set per transaction so the `<%` operator keeps its GIN index.
 */
const TYPO_THRESHOLD = 0.5;

// $1 = the term. Each branch of HITS is one index lookup (GIN on search_vector, title, tags_text);
// a single WHERE with OR made the planner fall back to a sequential scan of the whole catalogue.
const TSQ = `websearch_to_tsquery('english', $1)`;
const HITS = `SELECT id FROM products WHERE search_vector @@ ${TSQ}
  UNION SELECT id FROM products WHERE lower($1) <% title
  UNION SELECT id FROM products WHERE lower($1) <% tags_text`;
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
    const rows = await sql.query<ListItemRow & { rank: number; total: number }>(
      `WITH hits AS (${HITS})
       SELECT ${listItemColumns}, ${RANK} AS rank, count(*) OVER ()::int AS total
         FROM products p JOIN hits h ON h.id = p.id
        ORDER BY rank DESC, p.provider_rank, p.id
        LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      [term],
    );
    // A page past the end has no rows to carry the total: count the hits alone then.
    const total = rows[0]?.total ?? (page > 1 ? (await sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${HITS}) h`, [term]))[0].total : 0);
    return { items: rows.map(({ rank: _rank, total: _total, ...item }) => item), total };
  });
}
