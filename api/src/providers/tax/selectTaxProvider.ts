import type { Sql } from '../../db/db.ts';
import type { TaxProvider } from './taxProvider.ts';
import { createOwnerTableTaxProvider } from './ownerTable/ownerTableTaxProvider.ts';

/**
 * TAX_PROVIDER picks who decides the taxes: 'owner-table' (default: the owner's rates, Back office
 * → Taxes). A tax service plugs in as a folder named for it under providers/tax/ implementing
 * `TaxProvider.quote` with its own settings, and one `case` here; nothing else in the store names it.
 * This registry is the one file outside a vendor folder allowed to name vendors (`npm run lint`).
 */
export function selectTaxProvider(name: string, sql: Sql): TaxProvider {
  switch (name) {
    case 'owner-table':
      return createOwnerTableTaxProvider(sql);
    default:
      throw new Error(`Unknown TAX_PROVIDER "${name}"`);
  }
}
