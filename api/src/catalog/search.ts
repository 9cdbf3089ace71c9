import type { Db, Sql } from '../db/db.ts';
import { listItemColumns, type ListItemRow } from './productQueries.ts';

/**
 * Below this similarity a vocabulary word is not taken as what a typed word meant: 'hodie' →
 * 'hoodie' is 0.63, 'tshirt' → 'shirt' 0.44. Set per transaction so the `%` operator keeps its index.
 */
const TYPO_THRESHOLD = 0.4;
/** words shorter than this are searched as typed: a 2-letter word has no reliable near-miss */
const MIN_TYPO_WORD = 3;
/** matches ranked per search; more than this are reported as a capped total ("1,000+ results") */
export const EXACT_CANDIDATES = 1000;

type Row = ListItemRow & { total: number };
const strip = (rows: Row[]) => rows.map(({ total: _total, ...item }) => item);

/**
 * One page of the products matching `term` (english full text: 'mugs' = 'mug'; weighted title A,
 * tags B, category C, description D), ranked by ts_rank_cd, leaving out those matching `exclude`.
 * Bounded whatever the catalogue's size (issue 14): the first EXACT_CANDIDATES + 1 index hits are
 * ranked — on their id and vector only — and only the page's rows are then read in full.
 */
async function rankedPage(sql: Sql, term: string, exclude: string | null, limit: number, offset: number) {
  const q = `websearch_to_tsquery('english', $1)`;
  // the hit past the cap only tells that there are more: no page shows it
  const pageRows = Math.max(0, Math.min(limit, EXACT_CANDIDATES - offset));
  const without = exclude === null ? '' : `AND NOT (p.search_vector @@ websearch_to_tsquery('english', $2))`;
  const params = exclude === null ? [term] : [term, exclude];
  const rows = await sql.query<Row>(
    `WITH hits AS MATERIALIZED (
            SELECT p.id, p.provider_rank, ts_rank_cd(p.search_vector, ${q}) AS rank
              FROM products p
             WHERE p.search_vector @@ ${q} ${without} AND NOT p.hidden
             LIMIT ${EXACT_CANDIDATES + 1}),
          n AS (SELECT count(*)::int AS total FROM hits),
          top AS (SELECT id, provider_rank, rank FROM hits ORDER BY rank DESC, provider_rank, id LIMIT ${pageRows} OFFSET ${offset})
     SELECT ${listItemColumns}, n.total
       FROM top JOIN products p ON p.id = top.id CROSS JOIN n
      ORDER BY top.rank DESC, top.provider_rank, top.id`,
    params,
  );
  let counted = rows[0]?.total ?? (offset === 0 ? 0 : undefined);
  if (counted === undefined) {
    // past the last page: the rows carry no total, so count (bounded) on its own
    const [{ n }] = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM products p WHERE p.search_vector @@ ${q} ${without} AND NOT p.hidden LIMIT ${EXACT_CANDIDATES + 1}) x`,
      params,
    );
    counted = n;
  }
  return { items: strip(rows), total: Math.min(counted, EXACT_CANDIDATES), capped: counted > EXACT_CANDIDATES };
}

/**
 * The term with each word that is not in the catalogue's vocabulary replaced by the closest one
 * that is ('hodie' → 'hoodie'), or null when nothing was corrected. The vocabulary is the distinct
 * words of visible titles and tags (migration 059), so this costs the same at 1k or 100k products.
 */
async function correctedTerm(sql: Sql, term: string): Promise<string | null> {
  const words = term.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  const typed = words.filter((w) => w.length >= MIN_TYPO_WORD);
  if (typed.length === 0) return null;
  await sql.query(`SELECT set_config('pg_trgm.similarity_threshold', '${TYPO_THRESHOLD}', true)`);
  const fixes = await sql.query<{ word: string; fixed: string | null }>(
    `SELECT q.word,
            CASE WHEN EXISTS (SELECT 1 FROM search_words w WHERE w.word = q.word) THEN q.word
                 ELSE (SELECT w.word FROM search_words w WHERE w.word % q.word ORDER BY similarity(w.word, q.word) DESC, w.word LIMIT 1) END AS fixed
       FROM unnest($1::text[]) AS q(word)`,
    [typed],
  );
  const fixed = new Map(fixes.map((f) => [f.word, f.fixed ?? f.word]));
  const corrected = words.map((w) => fixed.get(w) ?? w);
  return corrected.some((w, i) => w !== words[i]) ? corrected.join(' ') : null;
}

/**
 * Ranked search. Exact matches first. When they do not fill a page, the term is corrected against
 * the catalogue's vocabulary and the products matching the corrected words follow ('hodie' finds
 * hoodies). Both steps are bounded, so a search costs about the same at any catalogue size.
 */
export async function searchProducts(db: Db, term: string, page: number, limit: number) {
  const offset = (page - 1) * limit;
  return db.transaction(async (sql) => {
    const exact = await rankedPage(sql, term, null, limit, offset);
    if (exact.total >= limit || exact.capped) return exact;

    // Fewer exact matches than one page: they all sit on page 1, corrected matches follow them.
    const corrected = await correctedTerm(sql, term);
    if (!corrected) return exact;
    const typoOffset = Math.max(0, offset - exact.total);
    const typo = await rankedPage(sql, corrected, term, limit - exact.items.length, typoOffset);
    return { items: [...exact.items, ...typo.items], total: exact.total + typo.total, capped: typo.capped };
  });
}
