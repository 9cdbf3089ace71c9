import type { Db } from '../db/db.ts';
import { listItemColumns, type ListItemRow } from './productQueries.ts';

/**
 * Below this word similarity a title/tag is not a typo match. pg_trgm's default (0.6) misses
 * 'tshirt' → 'T-Shirt' (0.57); it is set per transaction so the `<%` operator keeps its GIN index.
 */
const TYPO_THRESHOLD = 0.5;

const TSQ = `websearch_to_tsquery('english', $1)`;
const EXACT = `p.search_vector @@ ${TSQ}`;
/** a product the owner hid is never found */
const VISIBLE = 'NOT p.hidden';
// Two index lookups (GIN trigram on title and tags_text); one OR across them and the full-text
// match made the planner scan the whole catalogue. Each is capped: a typo of a common word has
// thousands of near-misses, and checking every one costs more than it adds to a page of results.
const TYPO_CANDIDATES = 1000;
/** exact matches ranked per search; more than this are reported as a capped total */
export const EXACT_CANDIDATES = 1000;
const TYPO_IDS = `(SELECT id FROM products WHERE lower($1) <% title LIMIT ${TYPO_CANDIDATES})
  UNION (SELECT id FROM products WHERE lower($1) <% tags_text LIMIT ${TYPO_CANDIDATES})`;
const TYPO_RANK = `greatest(word_similarity(lower($1), p.title), word_similarity(lower($1), p.tags_text) * 0.8)`;

type Row = ListItemRow & { total: number };
const strip = (rows: Row[]) => rows.map(({ total: _total, ...item }) => item);

/**
 * Ranked search. Exact matches first — english full text, so 'mugs' = 'mug', weighted title A,
 * tags B, category C, description D — ordered by ts_rank_cd. Typo matches ('hodie' → 'hoodie',
 * trigram word similarity on title and tags) are only looked for when the exact matches do not fill
 * a page: ranking every near-miss of a common word is what made search slow on a large catalogue.
 */
export async function searchProducts(db: Db, term: string, page: number, limit: number) {
  const offset = (page - 1) * limit;
  return db.transaction(async (sql) => {
    // A bounded candidate set (issue 14): a common word matches tens of thousands of products at 100k;
    // ranking and counting all of them was the p95. The first EXACT_CANDIDATES + 1 hits are ranked,
    // and a total above the cap is reported as capped ("1,000+ results").
    const exact = await sql.query<Row>(
      `WITH hits AS MATERIALIZED (SELECT p.id FROM products p WHERE ${EXACT} AND ${VISIBLE} LIMIT ${EXACT_CANDIDATES + 1}),
            n AS (SELECT count(*)::int AS total FROM hits)
       SELECT ${listItemColumns}, n.total
         FROM hits h JOIN products p ON p.id = h.id CROSS JOIN n
        ORDER BY ts_rank_cd(p.search_vector, ${TSQ}) DESC, p.provider_rank, p.id
        LIMIT ${limit} OFFSET ${offset}`,
      [term],
    );
    const counted =
      exact[0]?.total ??
      (offset > 0
        ? (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM products p WHERE ${EXACT} AND ${VISIBLE} LIMIT ${EXACT_CANDIDATES + 1}) x`, [term]))[0].n
        : 0);
    const capped = counted > EXACT_CANDIDATES;
    const exactTotal = Math.min(counted, EXACT_CANDIDATES);
    if (exactTotal >= limit) return { items: strip(exact), total: exactTotal, capped };

    // Fewer exact matches than one page: they all sit on page 1, typo matches follow them.
    await sql.query(`SELECT set_config('pg_trgm.word_similarity_threshold', '${TYPO_THRESHOLD}', true)`);
    const typoOffset = Math.max(0, offset - exactTotal);
    const typo = await sql.query<Row>(
      `WITH t AS (${TYPO_IDS})
       SELECT ${listItemColumns}, count(*) OVER ()::int AS total
         FROM products p JOIN t ON t.id = p.id
        WHERE NOT (${EXACT}) AND ${VISIBLE}
        ORDER BY ${TYPO_RANK} DESC, p.provider_rank, p.id
        LIMIT ${limit - exact.length} OFFSET ${typoOffset}`,
      [term],
    );
    const typoTotal =
      typo[0]?.total ??
      (typoOffset > 0 ? (await sql.query<{ n: number }>(`WITH t AS (${TYPO_IDS}) SELECT count(*)::int AS n FROM products p JOIN t ON t.id = p.id WHERE NOT (${EXACT}) AND ${VISIBLE}`, [term]))[0].n : 0);
    return { items: [...strip(exact), ...strip(typo)], total: exactTotal + typoTotal, capped: false };
  });
}
