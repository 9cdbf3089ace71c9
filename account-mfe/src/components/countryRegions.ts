/**
 * Countries and their regions (country-region-data), loaded only when the profile form opens: the
 * same table the checkout's billing form uses, so a profile address pre-fills checkout as is.
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

/** The list's options, keeping a saved value the list lacks (an older free-text entry) so it is not lost. */
export const withSaved = (options: string[], saved: string) => (saved && !options.includes(saved) ? [saved, ...options] : options);
