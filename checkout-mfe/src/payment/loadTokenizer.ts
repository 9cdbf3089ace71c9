import { paymentPagePath } from '@store/shared/rules';
import { apiGet } from '@store/shared';
import { dispatchDataTokenizer } from './dispatchDataTokenizer.ts';
import { tokenizerMessages, type Tokenizer, type TokenizerConfig } from './tokenizer.ts';

/** The browser interfaces the store knows, by the `kind` its configuration names. */
const byKind: Record<TokenizerConfig['kind'], (config: TokenizerConfig) => Promise<Tokenizer>> = {
  'dispatch-data': dispatchDataTokenizer,
};

/** Asks the store which tokenizer to use, then loads it from the gateway's origin. */
export async function loadTokenizer(): Promise<Tokenizer> {
  const reply = await apiGet<TokenizerConfig>('/api/payment/config', tokenizerMessages.unavailable);
  const make = reply.success && reply.data ? byKind[reply.data.kind] : undefined;
  if (!make || !reply.data) throw new Error(tokenizerMessages.unavailable);
  return make(reply.data);
}

/**
 * The payment page's Content-Security-Policy (the only one allowing the gateway's origin) comes
 * with the document, so a page reached by in-app navigation from another route reloads once as
 * its own document. False where the browser cannot tell (tests).
 */
export function needsPaymentDocument(): boolean {
  const nav = typeof performance !== 'undefined' ? (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined) : undefined;
  if (!nav?.name) return false;
  return !paymentPagePath.test(new URL(nav.name).pathname);
}
