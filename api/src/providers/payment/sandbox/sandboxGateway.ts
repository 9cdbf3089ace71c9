import { randomBytes } from 'node:crypto';
import { cardBrand, digitsOnly } from '@store/shared/rules';
import type { ChargeResult, LookupResult, PaymentGateway } from '../paymentGateway.ts';

/**
 * The default gateway: no network. Documented test cards (notes/checkout.md):
 * - 4000000000000002 declines;
 * - 4000000000000119 charges but the answer is "lost" (a timeout), so the store must reconcile;
 * - any other card that reached it (Luhn-valid, e.g. 4111111111111111) approves.
 * The ledger is in memory: this gateway is for development and tests.
 */
export const sandboxCards = { approve: '4111111111111111', decline: '4000000000000002', timeout: '4000000000000119' } as const;

export interface SandboxGateway extends PaymentGateway {
  /** successful charges so far (tests assert "charged once") */
  readonly charges: { invoice: string; amountCents: number }[];
}

export function createSandboxGateway(): SandboxGateway {
  const ledger = new Map<string, ChargeResult>();
  const charges: { invoice: string; amountCents: number }[] = [];
  return {
    name: 'sandbox',
    charges,
    async charge(req) {
      const number = digitsOnly(req.card.number);
      if (number === sandboxCards.decline) {
        const result: ChargeResult = { outcome: 'declined', message: 'This transaction has been declined.' };
        ledger.set(req.invoice, result);
        return result;
      }
      const approved: ChargeResult = {
        outcome: 'approved',
        transactionId: `sbx_${randomBytes(8).toString('hex')}`,
        authCode: randomBytes(3).toString('hex').toUpperCase(),
        last4: number.slice(-4),
        brand: cardBrand(number),
      };
      ledger.set(req.invoice, approved);
      charges.push({ invoice: req.invoice, amountCents: req.amountCents });
      if (number === sandboxCards.timeout) return { outcome: 'unknown', message: 'The payment gateway did not answer in time.' };
      return approved;
    },
    async lookup(invoice): Promise<LookupResult> {
      return ledger.get(invoice) ?? { outcome: 'not-found' };
    },
  };
}
