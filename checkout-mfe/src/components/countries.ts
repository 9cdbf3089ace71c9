/** ~250 countries and territories with their subdivisions, loaded only when the checkout form needs them. */
export interface CountryEntry {
  code: string;
  name: string;
  states: string[];
}

let cache: Promise<CountryEntry[]> | null = null;

export function loadCountries(): Promise<CountryEntry[]> {
  cache ??= import('country-region-data').then((m) =>
    m.allCountries.map(([name, code, regions]) => ({ code, name, states: regions.map(([regionName]) => regionName) })),
  );
  return cache;
}
