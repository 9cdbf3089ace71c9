/**
 * The delivery table of spec §9, stated once: the delivery page shows it and the local print
 * provider quotes shipping from it. Money in integer cents.
 */
export type ShippingMethodId = 'economy' | 'standard' | 'priority' | 'express';

/** A delivery time in business days, inclusive range. */
export interface DayRange {
  min: number;
  max: number;
}

export interface ShippingMethod {
  id: ShippingMethodId;
  name: string;
  /** starting price of the first item in cents; null when individually calculated */
  fromCents: number | null;
  /** added for each item after the first; null when the table states none */
  perAdditionalItemCents: number | null;
  /** business days to the US (domestic) */
  domesticDays: DayRange;
  /** business days abroad; null when the method does not ship internationally */
  internationalDays: DayRange | null;
  /** only quoted for US addresses */
  domesticOnly: boolean;
  /** short words for the table, e.g. restrictions */
  note: string;
}

export const shippingMethods: readonly ShippingMethod[] = [
  {
    id: 'economy',
    name: 'Economy',
    fromCents: 399,
    perAdditionalItemCents: null,
    domesticDays: { min: 4, max: 8 },
    internationalDays: null,
    domesticOnly: true,
    note: 'US addresses only',
  },
  {
    id: 'standard',
    name: 'Standard',
    fromCents: 475,
    perAdditionalItemCents: null,
    domesticDays: { min: 2, max: 5 },
    internationalDays: { min: 10, max: 30 },
    domesticOnly: false,
    note: 'Available worldwide',
  },
  {
    id: 'priority',
    name: 'Priority',
    fromCents: null,
    perAdditionalItemCents: null,
    domesticDays: { min: 2, max: 3 },
    internationalDays: { min: 3, max: 5 },
    domesticOnly: false,
    note: 'Price individually calculated at checkout',
  },
  {
    id: 'express',
    name: 'Express',
    fromCents: 799,
    perAdditionalItemCents: 240,
    domesticDays: { min: 2, max: 3 },
    internationalDays: null,
    domesticOnly: true,
    note: 'Not available for international orders',
  },
] as const;

/** Destinations the store does not ship to (spec §9), ISO 3166-1 alpha-2. */
export const excludedCountries: readonly { code: string; name: string }[] = [
  { code: 'KP', name: 'North Korea' },
  { code: 'RU', name: 'Russia' },
  { code: 'BY', name: 'Belarus' },
  { code: 'UA', name: 'Ukraine' },
] as const;

/** The country whose addresses count as domestic for the delivery table. */
export const domesticCountryCode = 'US';

export function isShippingExcluded(countryCode: string): boolean {
  const code = countryCode.trim().toUpperCase();
  return excludedCountries.some((c) => c.code === code);
}

/** The methods that can be quoted for a destination; none for an excluded country. */
export function methodsForCountry(countryCode: string): ShippingMethod[] {
  if (isShippingExcluded(countryCode)) return [];
  const domestic = countryCode.trim().toUpperCase() === domesticCountryCode;
  return shippingMethods.filter((m) => domestic || !m.domesticOnly);
}

/**
 * The table's price for `quantity` items in cents: the starting price plus the per-item
 * surcharge after the first. null for an individually calculated method.
 */
export function tableShippingCents(method: ShippingMethod, quantity: number): number | null {
  if (method.fromCents === null) return null;
  const items = Math.max(1, Math.trunc(quantity));
  return method.fromCents + (items - 1) * (method.perAdditionalItemCents ?? 0);
}

/** '4-8 business days' — how the delivery page states a range. */
export function formatDayRange(range: DayRange): string {
  return range.min === range.max ? `${range.min} business days` : `${range.min}-${range.max} business days`;
}

/**
 * What the checkout says under each quoted option (issue 41, defect 10): the delivery time for the
 * destination and why the price is what it is. Priority can cost more than Express: Express is the
 * table's flat US rate, Priority is priced for each parcel and is the fast way abroad.
 */
export function shippingOptionDetails(optionName: string, countryCode: string): string | null {
  const method = shippingMethods.find((m) => m.name.toLowerCase() === optionName.trim().toLowerCase());
  if (!method) return null;
  const domestic = countryCode.trim().toUpperCase() === domesticCountryCode;
  const days = domestic ? method.domesticDays : method.internationalDays;
  if (!days) return null;
  const why: Record<ShippingMethodId, string> = {
    economy: 'the lowest price, US addresses only',
    standard: 'tracked, ships worldwide',
    priority: 'priced for your parcel and destination, not a flat rate; the fast way abroad',
    express: 'a flat rate for US addresses',
  };
  return `${formatDayRange(days)}: ${why[method.id]}`;
}

/** The note under the options: why a slower-sounding option can cost more. */
export const shippingOptionsExplained =
  'Delivery times are in business days, as on our Delivery page. Express is a flat rate for US addresses; Priority is priced for each parcel, so it can cost more for the same delivery time.';
