import { randomBytes } from 'node:crypto';
import { cardBrand, digitsOnly } from '@store/shared/rules';
import type { ChargeResult, LookupResult, PaymentGateway } from '../paymentGateway.ts';
import type { Sql } from '../../../db/db.ts';

/**
 * The default gateway: no network. Documented test cards (notes/checkout.md):
 * - 4000000000000002 declines;
 * - 4000000000000119 charges but the answer is "lost" (a timeout), so the store must reconcile;
 * - any other card that reached it (Luhn-valid, e.g. 4111111111111111) approves.
 * The ledger is in memory, or in the database when one is given (several store instances share it).
 */
export const sandboxCards = { approve: '4111111111111111', decline: '4000000000000002', timeout: '4000000000000119' } as const;

export interface SandboxGateway extends PaymentGateway {
  /** successful charges so far (tests assert "charged once") */
  readonly charges: { invoice: string; amountCents: number }[];
}

/** Where the gateway records what it did per invoice. */
export interface SandboxLedger {
  record(invoice: string, result: ChargeResult, amountCents: number): Promise<void>;
  get(invoice: string): Promise<ChargeResult | undefined>;
}

function memoryLedger(): SandboxLedger {
  const rows = new Map<string, ChargeResult>();
  return { record: async (invoice, result) => void rows.set(invoice, result), get: async (invoice) => rows.get(invoice) };
}

/** The ledger in the database: a lookup on any instance sees a charge made on another. */
export function databaseLedger(db: Sql): SandboxLedger {
  return {
    async record(invoice, result, amountCents) {
      await db.query(
        `INSERT INTO sandbox_gateway_ledger (invoice, result, amount_cents) VALUES ($1, $2, $3)
         ON CONFLICT (invoice) DO UPDATE SET result = EXCLUDED.result, amount_cents = EXCLUDED.amount_cents`,
        [invoice, JSON.stringify(result), amountCents],
      );
    },
    async get(invoice) {
      const [row] = await db.query<{ result: ChargeResult | string }>('SELECT result FROM sandbox_gateway_ledger WHERE invoice = $1', [invoice]);
      if (!row) return undefined;
      return typeof row.result === 'string' ? (JSON.parse(row.result) as ChargeResult) : row.result;
    },
  };
}

export function createSandboxGateway(ledger: SandboxLedger = memoryLedger()): SandboxGateway {
  const charges: { invoice: string; amountCents: number }[] = [];
  return {
    name: 'sandbox',
    charges,
    async charge(req) {
      const number = digitsOnly(req.card.number);
      if (number === sandboxCards.decline) {
        const result: ChargeResult = { outcome: 'declined', message: 'This transaction has been declined.' };
        await ledger.record(req.invoice, result, req.amountCents);
        return result;
      }
      const approved: ChargeResult = {
        outcome: 'approved',
        transactionId: `sbx_${randomBytes(8).toString('hex')}`,
        authCode: randomBytes(3).toString('hex').toUpperCase(),
        last4: number.slice(-4),
        brand: cardBrand(number),
      };
      await ledger.record(req.invoice, approved, req.amountCents);
      charges.push({ invoice: req.invoice, amountCents: req.amountCents });
      if (number === sandboxCards.timeout) return { outcome: 'unknown', message: 'The payment gateway did not answer in time.' };
      return approved;
    },
    async lookup(invoice): Promise<LookupResult> {
      return (await ledger.get(invoice)) ?? { outcome: 'not-found' };
    },
  };
}
