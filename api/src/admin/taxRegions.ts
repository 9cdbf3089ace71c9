import { formatTaxRate, parseTaxRatePercent, taxLabel } from '@store/shared/rules';
import type { AdminTaxRegion } from '@store/shared/types';
import type { Db } from '../db/db.ts';
import { audit } from '../db/auditLog.ts';
import { HttpError, notFound } from '../http/httpError.ts';
import { listTaxRegions, type TaxRegionRow } from '../providers/tax/ownerTable/taxRegionTable.ts';
import { placeName, placeOfCodes } from '../providers/tax/places.ts';

/** What the owner sends for a region: codes, the rate as typed ('7.25'), and whether shipping is taxed. */
export interface TaxRegionInput {
  country: string;
  subdivision?: string;
  rate: string | number;
  shippingTaxed: boolean;
}

/** A refused setting names its field, so the Taxes page shows the message beside it. */
const refused = (field: keyof TaxRegionInput, message: string) => new HttpError(400, message, { field });

function viewOf(r: TaxRegionRow): AdminTaxRegion {
  const place = placeOfCodes(r.country, r.subdivision);
  return {
    id: Number(r.id),
    country: r.country,
    subdivision: r.subdivision,
    name: 'error' in place ? [r.subdivision, r.country].filter(Boolean).join(', ') : placeName(place),
    ratePpm: r.rate_ppm,
    rate: formatTaxRate(r.rate_ppm),
    label: taxLabel(r.country, r.subdivision, r.rate_ppm),
    shippingTaxed: r.shipping_taxed,
  };
}

/** The checked row values, or a 400 naming the field: unknown country or subdivision, a rate that is not 0–25 %. */
function checked(input: TaxRegionInput) {
  const place = placeOfCodes(input.country, input.subdivision ?? '');
  if ('error' in place) throw refused(place.error.startsWith('Unknown country') ? 'country' : 'subdivision', place.error);
  const rate = parseTaxRatePercent(String(input.rate));
  if ('error' in rate) throw refused('rate', rate.error);
  return { country: place.country, subdivision: place.subdivision, name: placeName(place), ratePpm: rate.ratePpm, shippingTaxed: input.shippingTaxed };
}

export async function taxRegionsForAdmin(sql: Db): Promise<AdminTaxRegion[]> {
  return (await listTaxRegions(sql)).map(viewOf);
}

/** A new region; a second one for the same place is refused (edit the first). Orders already taxed keep their tax. */
export async function addTaxRegion(sql: Db, actorId: string, input: TaxRegionInput): Promise<AdminTaxRegion> {
  const v = checked(input);
  return sql.transaction(async (tx) => {
    const [row] = await tx.query<TaxRegionRow>(
      `INSERT INTO tax_regions (country, subdivision, rate_ppm, shipping_taxed) VALUES ($1, $2, $3, $4)
       ON CONFLICT (country, subdivision) DO NOTHING RETURNING *`,
      [v.country, v.subdivision, v.ratePpm, v.shippingTaxed],
    );
    if (!row) throw new HttpError(409, `${v.name} already has a rate: edit it instead.`, { field: 'subdivision' });
    const view = viewOf(row);
    await audit(tx, actorId, 'tax-region.add', String(view.id), null, view);
    return view;
  });
}

/** A region's new place, rate or shipping rule. Orders already taxed keep the tax they were shown. */
export async function updateTaxRegion(sql: Db, actorId: string, id: number, input: TaxRegionInput): Promise<AdminTaxRegion> {
  const v = checked(input);
  return sql.transaction(async (tx) => {
    const [before] = await tx.query<TaxRegionRow>('SELECT * FROM tax_regions WHERE id = $1 FOR UPDATE', [id]);
    if (!before) throw notFound('No such tax region: it may have been deleted.');
    const [clash] = await tx.query('SELECT 1 FROM tax_regions WHERE country = $1 AND subdivision = $2 AND id <> $3', [v.country, v.subdivision, id]);
    if (clash) throw new HttpError(409, `${v.name} already has a rate: edit it instead.`, { field: 'subdivision' });
    const [row] = await tx.query<TaxRegionRow>(
      'UPDATE tax_regions SET country = $2, subdivision = $3, rate_ppm = $4, shipping_taxed = $5, updated_at = now() WHERE id = $1 RETURNING *',
      [id, v.country, v.subdivision, v.ratePpm, v.shippingTaxed],
    );
    const view = viewOf(row!);
    await audit(tx, actorId, 'tax-region.update', String(id), viewOf(before), view);
    return view;
  });
}

/** The store stops collecting there for new orders; orders already taxed keep their tax. */
export async function deleteTaxRegion(sql: Db, actorId: string, id: number): Promise<void> {
  await sql.transaction(async (tx) => {
    const [row] = await tx.query<TaxRegionRow>('DELETE FROM tax_regions WHERE id = $1 RETURNING *', [id]);
    if (!row) throw notFound('No such tax region: it may have been deleted.');
    await audit(tx, actorId, 'tax-region.delete', String(id), viewOf(row), null);
  });
}
