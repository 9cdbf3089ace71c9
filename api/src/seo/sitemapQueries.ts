import type { Sql } from '../db/db.ts';

/** W3C datetime in UTC, written by the database so PGlite and PostgreSQL give the same text. */
const w3c = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export interface PartSummary {
  /** 1-based */
  page: number;
  count: number;
  lastmod: string;
}

/**
 * Each file's newest change, for the index: visible products (or published posts) numbered in id
 * order and cut every `perFile`. One pass over the rows; no row leaves the database.
 */
export async function partSummaries(sql: Sql, kind: 'products' | 'blogs', perFile: number): Promise<PartSummary[]> {
  const from = kind === 'products' ? 'products WHERE NOT hidden' : 'blogs WHERE published';
  return sql.query<PartSummary>(
    `SELECT page::int AS page, count(*)::int AS count, ${w3c('max(updated_at)')} AS lastmod
       FROM (SELECT (row_number() OVER (ORDER BY id) - 1) / $1 + 1 AS page, updated_at FROM ${from}) numbered
      GROUP BY page ORDER BY page`,
    [perFile],
  );
}

export interface ProductUrlRow {
  id: string;
  title: string;
  category: string;
  lastmod: string;
}

/** The id a file starts at (`offset` visible products before it), or null past the last. */
export async function productAt(sql: Sql, offset: number): Promise<string | null> {
  const [row] = await sql.query<{ id: string }>('SELECT id FROM products WHERE NOT hidden ORDER BY id LIMIT 1 OFFSET $1', [offset]);
  return row?.id ?? null;
}

/** One keyset page of visible products from `fromId` (itself too when `inclusive`), in id order. */
export async function productUrlRows(sql: Sql, fromId: string, inclusive: boolean, limit: number): Promise<ProductUrlRow[]> {
  return sql.query<ProductUrlRow>(
    `SELECT id, title, category, ${w3c('updated_at')} AS lastmod FROM products WHERE NOT hidden AND id ${inclusive ? '>=' : '>'} $1 ORDER BY id LIMIT $2`,
    [fromId, limit],
  );
}

export interface BlogUrlRow {
  slug: string;
  lastmod: string;
}

/** One file's published posts, in id order (a few hundred at most: read as one page). */
export async function blogUrlRows(sql: Sql, offset: number, limit: number): Promise<BlogUrlRow[]> {
  return sql.query<BlogUrlRow>(`SELECT slug, ${w3c('updated_at')} AS lastmod FROM blogs WHERE published ORDER BY id LIMIT $1 OFFSET $2`, [limit, offset]);
}

/** The newest change of the visible products in each category. */
export async function categoryLastmods(sql: Sql): Promise<Map<string, string>> {
  const rows = await sql.query<{ category: string; lastmod: string }>(
    `SELECT category, ${w3c('max(updated_at)')} AS lastmod FROM products WHERE NOT hidden GROUP BY category`,
  );
  return new Map(rows.map((r) => [r.category, r.lastmod]));
}

/** The newest published post's change, or null without any. */
export async function newestBlogChange(sql: Sql): Promise<string | null> {
  const [row] = await sql.query<{ lastmod: string | null }>(`SELECT ${w3c('max(updated_at)')} AS lastmod FROM blogs WHERE published`);
  return row?.lastmod ?? null;
}
