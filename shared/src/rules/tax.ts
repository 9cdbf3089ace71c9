/**
 * The store's documented tax rule, applied once an order is placed (tax is 0 at creation, spec
 * §9): US sales tax on the goods sub-total (not shipping) for the states where the store collects
 * it, 0 elsewhere. Rates in basis points; rounded half up to the cent.
 */
export const salesTaxBasisPoints: Record<string, number> = { CA: 725, NY: 400, TX: 625 };

const stateCodes: Record<string, string> = { California: 'CA', 'New York': 'NY', Texas: 'TX' };

export function taxCents(subtotalCents: number, country: string, state: string): number {
  if (country.trim().toUpperCase() !== 'US') return 0;
  const code = stateCodes[state.trim()] ?? state.trim().toUpperCase();
  const bp = salesTaxBasisPoints[code] ?? 0;
  return Math.floor((subtotalCents * bp + 5000) / 10000);
}
