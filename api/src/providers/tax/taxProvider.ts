/**
 * What the store needs from whoever decides its taxes (issue #40 part 3), like the print provider
 * and the card gateway: one call, asked once per order when its total is first shown (the order's
 * details or its payment), whose answer is stored on the order and never asked again. So a rate the
 * owner changes later, or a tax service that answers differently tomorrow, never changes an order
 * that was shown or paid.
 */
export interface TaxAddress {
  /** ISO 3166-1 alpha-2, as the checkout form sends it ('US') */
  country: string;
  /** the state/region as the checkout form sends it: its name ('California') or code ('CA') */
  state: string;
  city?: string;
  zipCode?: string;
}

export interface TaxLine {
  productId: string;
  variantId: number;
  quantity: number;
  /** the line's price × quantity, integer cents */
  totalCents: number;
}

export interface TaxQuote {
  /** the rate applied, parts per million (72500 = 7.25 %); 0 where the store does not collect */
  ratePpm: number;
  /** what the shopper reads: 'CA 7.25 %'; null where no tax applies */
  label: string | null;
  /** the tax, integer cents (half up: shared/src/rules/tax.ts) */
  taxCents: number;
  /** whether shipping was part of the taxed amount */
  shippingTaxed: boolean;
}

export interface TaxProvider {
  /** the identifier TAX_PROVIDER chose it by */
  readonly name: string;
  /**
   * The tax on an order's goods (and shipping, where the region taxes it). May throw when a remote
   * service cannot answer: the order's total is then not shown, nothing is stored, and the next ask
   * tries again (the store never guesses a tax).
   */
  quote(address: TaxAddress, lines: TaxLine[], shippingCents: number): Promise<TaxQuote>;
}

/** No tax: the answer for an address outside every region where the store collects. */
export const noTax: TaxQuote = { ratePpm: 0, label: null, taxCents: 0, shippingTaxed: false };
