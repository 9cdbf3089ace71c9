import type { Deps } from '../deps.ts';
import type { TokenizerConfig } from '../providers/payment/paymentGateway.ts';
import { HttpError } from '../http/httpError.ts';

/**
 * What the payment page needs to tokenize a card: which browser interface, the script on the
 * gateway's own origin, and the public keys. Never a secret. `host` is the host name the shopper
 * reached the store by (the local gateway is on the same host, another port).
 */
export function paymentConfigView(deps: Deps, host: string): Omit<TokenizerConfig, 'origins'> {
  let config: TokenizerConfig;
  try {
    config = deps.payment.tokenizer(host);
  } catch {
    throw new HttpError(503, 'Card payments are not available right now. Please try again later.');
  }
  const { kind, scriptUrl, apiLoginId, clientKey } = config;
  return { kind, scriptUrl, apiLoginId, clientKey };
}

/** The tokenizer's origins for a request's CSP, or none when the gateway cannot say (not configured). */
export function tokenizerOrigins(deps: Deps, host: string): string[] {
  try {
    return deps.payment.tokenizer(host).origins;
  } catch {
    return [];
  }
}
