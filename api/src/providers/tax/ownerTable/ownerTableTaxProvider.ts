import { taxableCents, taxLabel, taxOnCents } from '@store/shared/rules';
import type { Sql } from '../../../db/db.ts';
import { noTax, type TaxProvider } from '../taxProvider.ts';
import { subdivisionOfAddress } from '../places.ts';
import { regionForAddress } from './taxRegionTable.ts';

/**
 * 'owner-table', the default: the rates the owner keeps on the back office's Taxes page, one per
 * country or subdivision, on the goods and, where the region says so, the shipping. An address in
 * no region is not taxed. Reads the database each time (every instance sees a change at once).
 */
export function createOwnerTableTaxProvider(sql: Sql): TaxProvider {
  return {
    name: 'owner-table',
    async quote(address, lines, shippingCents) {
      const country = address.country.trim().toUpperCase();
      const region = await regionForAddress(sql, country, subdivisionOfAddress(country, address.state));
      if (!region) return noTax;
      const goods = lines.reduce((n, l) => n + l.totalCents, 0);
      return {
        ratePpm: region.rate_ppm,
        label: taxLabel(region.country, region.subdivision, region.rate_ppm),
        taxCents: taxOnCents(taxableCents(goods, shippingCents, region.shipping_taxed), region.rate_ppm),
        shippingTaxed: region.shipping_taxed,
      };
    },
  };
}
