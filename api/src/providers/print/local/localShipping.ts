import { methodsForCountry, tableShippingCents, excludedCountries, isShippingExcluded, type ShippingMethod } from '@store/shared/rules';
import { ShippingRefusedError, type PartnerAddress, type PartnerLineItem } from '../fulfilmentProvider.ts';

/**
 * The local provider's quote: the delivery table (spec §9) for the destination. Priority is
 * "individually calculated" in the table; this provider calculates it as a first-item price
 * (US $9.99, abroad $19.99) plus $3.00 per additional item.
 */
export const priorityRule = { domesticCents: 999, internationalCents: 1999, perAdditionalCents: 300 } as const;

function priceOf(method: ShippingMethod, quantity: number, domestic: boolean): number {
  const table = tableShippingCents(method, quantity);
  if (table !== null) return table;
  const first = domestic ? priorityRule.domesticCents : priorityRule.internationalCents;
  return first + (Math.max(1, quantity) - 1) * priorityRule.perAdditionalCents;
}

export function localShippingQuote(items: PartnerLineItem[], address: PartnerAddress): Record<string, number> {
  const country = address.country.trim().toUpperCase();
  if (isShippingExcluded(country)) {
    const name = excludedCountries.find((c) => c.code === country)?.name ?? country;
    throw new ShippingRefusedError(`Sorry, we do not ship to ${name}.`);
  }
  const quantity = items.reduce((n, i) => n + i.quantity, 0);
  if (quantity < 1) throw new ShippingRefusedError('There is nothing to ship.');
  const domestic = country === 'US';
  return Object.fromEntries(methodsForCountry(country).map((m) => [m.name, priceOf(m, quantity, domestic)]));
}
