/**
 * Countries and their regions (country-region-data, ~250 countries and territories), loaded only
 * when a form first needs them: one table for the profile and the checkout's billing form, so a
 * profile address pre-fills checkout as is.
 */
export interface CountryRegions {
  code: string;
  name: string;
  regions: string[];
}

let cache: Promise<CountryRegions[]> | null = null;

export function loadCountryRegions(): Promise<CountryRegions[]> {
  cache ??= import('country-region-data').then((m) =>
    m.allCountries.map(([name, code, regions]) => ({ code, name, regions: regions.map(([regionName]) => regionName) })),
  );
  return cache;
}
