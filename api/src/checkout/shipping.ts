import type { Deps } from '../deps.ts';
import { ShippingRefusedError, type PartnerAddress, type PartnerLineItem } from '../providers/print/fulfilmentProvider.ts';
import { badRequest } from '../http/httpError.ts';

/**
 * Shipping options (name → cents) from the print provider. A refused destination is a 400 with
 * the provider's message; an unreachable provider gives the configured fallback rate so checkout
 * stays open.
 */
export async function quoteShipping(deps: Pick<Deps, 'print' | 'checkout'>, items: PartnerLineItem[], address: PartnerAddress): Promise<Record<string, number>> {
  try {
    const options = await deps.print.fulfilment.quoteShipping(items, address);
    if (Object.keys(options).length === 0) throw new ShippingRefusedError('No shipping option is available for this address.');
    return options;
  } catch (err) {
    if (err instanceof ShippingRefusedError) throw badRequest(err.message);
    const { name, cents } = deps.checkout.shippingFallback;
    return { [name]: cents };
  }
}
