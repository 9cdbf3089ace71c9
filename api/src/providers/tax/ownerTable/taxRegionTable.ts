import type { Sql } from '../../../db/db.ts';

/** A row of the owner's tax table (migration 102_tax_settings.sql). */
export interface TaxRegionRow {
  id: number;
  country: string;
  subdivision: string;
  rate_ppm: number;
  shipping_taxed: boolean;
  updated_at: Date | string;
}

/** Every region, countries first and then their subdivisions, by code. */
export function listTaxRegions(sql: Sql): Promise<TaxRegionRow[]> {
  return sql.query<TaxRegionRow>('SELECT * FROM tax_regions ORDER BY country, subdivision');
}

/**
 * The region an address falls in: its subdivision's row where the owner has one, else the whole
 * country's (a state's own rate wins over a national one).
 */
export async function regionForAddress(sql: Sql, country: string, subdivision: string): Promise<TaxRegionRow | undefined> {
  const [row] = await sql.query<TaxRegionRow>(
    `SELECT * FROM tax_regions WHERE country = $1 AND (subdivision = $2 OR subdivision = '') ORDER BY subdivision DESC LIMIT 1`,
    [country, subdivision],
  );
  return row;
}
