import { randomBytes } from 'node:crypto';
import { cardTokenDescriptor, type ChargeResult, type LookupResult, type PaymentGateway, type RefundResult, type TokenizerConfig, type VoidResult } from '../paymentGateway.ts';
import type { Sql } from '../../../db/db.ts';
import { memoryNonceVault, sandboxCards, type NonceVault } from './nonceVault.ts';

export { sandboxCards };

/**
 * The local gateway's bank: what it does with a charge, by nonce only. The nonce stands for a
 * card tokenized in the browser (nonceVault.ts); the documented test cards (notes/checkout.md):
 * - 4000000000000002 declines;
 * - 4000000000000119 charges but the answer is "lost" (a timeout), so the store must reconcile;
 * - any other Luhn-valid card (e.g. 4111111111111111) approves.
 * An expired, used or unknown nonce charges nothing ('declined' with tokenRejected).
 * The ledger is in memory, or in the database when one is given (several store instances share it).
 * A charge settles `settleAfterMs` after it was made: voidable before, refundable after.
 */
export interface SandboxGateway extends PaymentGateway {
  /** successful charges so far (tests assert "charged once") */
  readonly charges: { invoice: string; amountCents: number }[];
  /** where its tokenizer's nonces live */
  readonly vault: NonceVault;
}

export const tokenRejections = {
  expired: 'Your card details have expired for security. Please enter your card again.',
  used: 'These card details were already used for a payment attempt. Please enter your card again.',
  unknown: 'Your card details could not be verified. Please enter your card again.',
} as const;

/** An approved charge as the ledger keeps it. */
export interface SandboxCharge {
  transactionId: string;
  amountCents: number;
  refundedCents: number;
  voided: boolean;
  last4: string;
  /** epoch ms */
  chargedAt: number;
}

/** Where the gateway records what it did per invoice, and what was given back of each charge. */
export interface SandboxLedger {
  record(invoice: string, result: ChargeResult, amountCents: number): Promise<void>;
  get(invoice: string): Promise<ChargeResult | undefined>;
  charge(transactionId: string): Promise<SandboxCharge | undefined>;
  /** Adds a refund if it fits (not voided, refunds ≤ the amount), in one step; false when it does not. */
  addRefund(transactionId: string, cents: number): Promise<boolean>;
  /** Voids a charge nothing was refunded of, in one step; false when already voided or refunded. */
  markVoided(transactionId: string): Promise<boolean>;
}

function memoryLedger(): SandboxLedger {
  const rows = new Map<string, ChargeResult>();
  const charges = new Map<string, SandboxCharge>();
  return {
    async record(invoice, result, amountCents) {
      rows.set(invoice, result);
      if (result.outcome === 'approved') {
        charges.set(result.transactionId, { transactionId: result.transactionId, amountCents, refundedCents: 0, voided: false, last4: result.last4, chargedAt: Date.now() });
      }
    },
    get: async (invoice) => rows.get(invoice),
    charge: async (id) => (charges.has(id) ? { ...charges.get(id)! } : undefined),
    async addRefund(id, cents) {
      const c = charges.get(id);
      if (!c || c.voided || c.refundedCents + cents > c.amountCents) return false;
      c.refundedCents += cents;
      return true;
    },
    async markVoided(id) {
      const c = charges.get(id);
      if (!c || c.voided || c.refundedCents > 0) return false;
      c.voided = true;
      return true;
    },
  };
}

/** The ledger in the database: a lookup on any instance sees a charge made on another. */
export function databaseLedger(db: Sql): SandboxLedger {
  type Row = { transaction_id: string; amount_cents: number; refunded_cents: number; voided: boolean; result: ChargeResult | string; created_at: Date | string };
  return {
    async record(invoice, result, amountCents) {
      await db.query(
        `INSERT INTO sandbox_gateway_ledger (invoice, result, amount_cents, transaction_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (invoice) DO UPDATE SET result = EXCLUDED.result, amount_cents = EXCLUDED.amount_cents, transaction_id = EXCLUDED.transaction_id`,
        [invoice, JSON.stringify(result), amountCents, result.outcome === 'approved' ? result.transactionId : null],
      );
    },
    async get(invoice) {
      const [row] = await db.query<{ result: ChargeResult | string }>('SELECT result FROM sandbox_gateway_ledger WHERE invoice = $1', [invoice]);
      if (!row) return undefined;
      return typeof row.result === 'string' ? (JSON.parse(row.result) as ChargeResult) : row.result;
    },
    async charge(id) {
      const [row] = await db.query<Row>(
        'SELECT transaction_id, amount_cents, refunded_cents, voided, result, created_at FROM sandbox_gateway_ledger WHERE transaction_id = $1',
        [id],
      );
      if (!row) return undefined;
      const result = typeof row.result === 'string' ? (JSON.parse(row.result) as ChargeResult) : row.result;
      return {
        transactionId: row.transaction_id,
        amountCents: row.amount_cents,
        refundedCents: row.refunded_cents,
        voided: row.voided,
        last4: result.outcome === 'approved' ? result.last4 : '',
        chargedAt: new Date(row.created_at).getTime(),
      };
    },
    async addRefund(id, cents) {
      const rows = await db.query(
        `UPDATE sandbox_gateway_ledger SET refunded_cents = refunded_cents + $2
          WHERE transaction_id = $1 AND NOT voided AND refunded_cents + $2 <= amount_cents RETURNING invoice`,
        [id, cents],
      );
      return rows.length === 1;
    },
    async markVoided(id) {
      const rows = await db.query(
        'UPDATE sandbox_gateway_ledger SET voided = true WHERE transaction_id = $1 AND NOT voided AND refunded_cents = 0 RETURNING invoice',
        [id],
      );
      return rows.length === 1;
    },
  };
}

export interface SandboxOptions {
  vault?: NonceVault;
  /** what the payment page is told about the tokenizer serving this bank (the local gateway's server) */
  tokenizer?: (host: string) => TokenizerConfig;
  /**
   * How long after a charge it settles, as a real gateway's nightly batch would: before that it can
   * only be voided, after it only refunded. Default one hour.
   */
  settleAfterMs?: number;
  now?: () => number;
}

export function createSandboxGateway(ledger: SandboxLedger = memoryLedger(), opts: SandboxOptions = {}): SandboxGateway {
  const charges: { invoice: string; amountCents: number }[] = [];
  const settleAfterMs = opts.settleAfterMs ?? 3_600_000;
  const now = opts.now ?? Date.now;
  const newId = () => `sbx_${randomBytes(8).toString('hex')}`;
  const settled = (c: SandboxCharge) => now() - c.chargedAt >= settleAfterMs;
  const vault = opts.vault ?? memoryNonceVault();
  return {
    name: 'sandbox',
    charges,
    vault,
    tokenizer(host) {
      if (!opts.tokenizer) throw new Error('this sandbox gateway has no tokenizer server');
      return opts.tokenizer(host);
    },
    async charge(req) {
      if (req.token.dataDescriptor !== cardTokenDescriptor) return { outcome: 'declined', message: tokenRejections.unknown, tokenRejected: true };
      const redeemed = vault.redeem(req.token.dataValue);
      // nothing charged and nothing recorded: the invoice stays free for the next attempt
      if (!redeemed.ok) return { outcome: 'declined', message: tokenRejections[redeemed.reason], tokenRejected: true };
      const { facts } = redeemed;
      if (facts.behaviour === 'decline') {
        const result: ChargeResult = { outcome: 'declined', message: 'This transaction has been declined.' };
        await ledger.record(req.invoice, result, req.amountCents);
        return result;
      }
      const approved: ChargeResult = {
        outcome: 'approved',
        transactionId: newId(),
        authCode: randomBytes(3).toString('hex').toUpperCase(),
        last4: facts.last4,
        brand: facts.brand,
      };
      await ledger.record(req.invoice, approved, req.amountCents);
      charges.push({ invoice: req.invoice, amountCents: req.amountCents });
      if (facts.behaviour === 'timeout') return { outcome: 'unknown', message: 'The payment gateway did not answer in time.' };
      return approved;
    },
    async lookup(invoice): Promise<LookupResult> {
      return (await ledger.get(invoice)) ?? { outcome: 'not-found' };
    },
    async refund(req): Promise<RefundResult> {
      const charge = await ledger.charge(req.transactionId);
      if (!charge || charge.last4 !== req.last4) return { outcome: 'declined', message: 'The referenced transaction was not found.' };
      if (!Number.isInteger(req.amountCents) || req.amountCents <= 0) return { outcome: 'declined', message: 'The refund amount is invalid.' };
      if (charge.voided) return { outcome: 'declined', message: 'The referenced transaction was voided.' };
      if (!settled(charge)) return { outcome: 'declined', message: 'The referenced transaction has not settled yet.', notSettled: true };
      if (!(await ledger.addRefund(req.transactionId, req.amountCents))) {
        return { outcome: 'declined', message: 'The refunds would exceed the amount charged.' };
      }
      return { outcome: 'refunded', transactionId: newId() };
    },
    async void(transactionId): Promise<VoidResult> {
      const charge = await ledger.charge(transactionId);
      if (!charge) return { outcome: 'declined', message: 'The referenced transaction was not found.' };
      if (settled(charge)) return { outcome: 'declined', message: 'The referenced transaction has settled: refund it instead.' };
      if (!(await ledger.markVoided(transactionId))) return { outcome: 'declined', message: 'The referenced transaction was already voided or refunded.' };
      return { outcome: 'voided', transactionId };
    },
  };
}
