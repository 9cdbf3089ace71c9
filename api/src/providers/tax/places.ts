import { allCountries } from 'country-region-data';

/**
 * The countries and their subdivisions the store knows (the checkout form's own list, from
 * country-region-data): a tax region must name one of them, and a shopper's address is matched to
 * a region through them ('California' and 'CA' are the same subdivision of US).
 */
export interface Place {
  country: string;
  countryName: string;
  /** subdivision code without the country prefix ('CA'); '' for the whole country */
  subdivision: string;
  subdivisionName: string;
}

/** 'DK-84' → '84', 'Ae' → 'AE': the data spells a few codes with the country prefix or in lower case. */
const bareCode = (country: string, code: string) => code.toUpperCase().replace(new RegExp(`^${country}-`), '');

const byCountry = new Map(
  allCountries.map(([name, code, regions]) => [
    code,
    { name, regions: regions.filter(([, c]) => c).map(([regionName, c]) => ({ name: regionName, code: bareCode(code, c) })) },
  ]),
);

/** The country and subdivision for codes, or what is unknown about them (a message for the owner). */
export function placeOfCodes(countryCode: string, subdivisionCode: string): Place | { error: string } {
  const country = countryCode.trim().toUpperCase();
  const subdivision = subdivisionCode.trim().toUpperCase();
  const entry = byCountry.get(country as never);
  if (!entry) return { error: `Unknown country code "${countryCode.trim()}": use the two-letter ISO code, e.g. US or DE.` };
  if (!subdivision) return { country, countryName: entry.name, subdivision: '', subdivisionName: '' };
  const region = entry.regions.find((r) => r.code === subdivision);
  if (!region) return { error: `Unknown subdivision "${subdivisionCode.trim()}" of ${entry.name}: use its ISO code, e.g. CA for California.` };
  return { country, countryName: entry.name, subdivision, subdivisionName: region.name };
}

/** The subdivision code of a shopper's state/region as the checkout form sends it (name or code); '' when unknown. */
export function subdivisionOfAddress(countryCode: string, state: string): string {
  const entry = byCountry.get(countryCode.trim().toUpperCase() as never);
  const s = state.trim().toLowerCase();
  if (!entry || !s) return '';
  return (entry.regions.find((r) => r.name.toLowerCase() === s) ?? entry.regions.find((r) => r.code.toLowerCase() === s))?.code ?? '';
}

/** A place's name for lists: 'California, United States' or 'Germany'. */
export const placeName = (p: Pick<Place, 'countryName' | 'subdivisionName'>) => (p.subdivisionName ? `${p.subdivisionName}, ${p.countryName}` : p.countryName);
