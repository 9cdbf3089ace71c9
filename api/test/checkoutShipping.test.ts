import { describe, expect, it } from 'vitest';
import { localShippingQuote, priorityRule } from '../src/providers/print/local/localShipping.ts';
import { ShippingRefusedError } from '../src/providers/print/fulfilmentProvider.ts';

const address = { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '+1', country: 'US', region: 'Texas', address1: '1 Main', city: 'Austin', zip: '73301' };
const items = (...qty: number[]) => qty.map((quantity, i) => ({ productId: `p${i}`, variantId: i + 1, quantity }));

/** The local provider's quote rules: the delivery table of spec §9. */
describe('local shipping quote', () => {
  it('quotes every method to the US, Express $7.99 + $2.40 per additional item', () => {
    expect(localShippingQuote(items(1), address)).toEqual({ Economy: 399, Standard: 475, Priority: priorityRule.domesticCents, Express: 799 });
    expect(localShippingQuote(items(2, 1), address).Express).toBe(799 + 2 * 240);
    expect(localShippingQuote(items(2, 1), address).Priority).toBe(priorityRule.domesticCents + 2 * priorityRule.perAdditionalCents);
  });
  it('offers no Express (and no Economy) abroad', () => {
    expect(localShippingQuote(items(1), { ...address, country: 'pk' })).toEqual({ Standard: 475, Priority: priorityRule.internationalCents });
  });
  it('refuses North Korea, Russia, Belarus and Ukraine with a clear message', () => {
    for (const [code, name] of [['KP', 'North Korea'], ['RU', 'Russia'], ['BY', 'Belarus'], ['UA', 'Ukraine']]) {
      expect(() => localShippingQuote(items(1), { ...address, country: code })).toThrow(new ShippingRefusedError(`Sorry, we do not ship to ${name}.`));
    }
  });
  it('refuses an empty shipment', () => {
    expect(() => localShippingQuote([], address)).toThrow(ShippingRefusedError);
  });
});
