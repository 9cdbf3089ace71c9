import { randomBytes } from 'node:crypto';
import { cardBrand, digitsOnly, isExpiryPast, isLuhnValid } from '@store/shared/rules';

/**
 * The local gateway's one-time card tokens. Like a real gateway's, a nonce is single use and
 * expires (15 minutes by default). Unlike a real gateway it keeps no card number at all: only what
 * its test behaviour and its reply need (last 4, brand, which documented test card it was).
 * Kept in the memory of the process that serves the gateway: only that process issues and redeems.
 */
export type TestBehaviour = 'approve' | 'decline' | 'timeout';

export interface CardFacts {
  last4: string;
  brand: string;
  behaviour: TestBehaviour;
}

export type Redeemed = { ok: true; facts: CardFacts } | { ok: false; reason: 'expired' | 'used' | 'unknown' };

export interface NonceVault {
  issue(facts: CardFacts): string;
  /** Takes the nonce for one charge, in one step: a second redeem of it is 'used'. */
  redeem(nonce: string): Redeemed;
}

export const nonceTtlMs = 15 * 60_000;

export function memoryNonceVault(opts: { ttlMs?: number; now?: () => number } = {}): NonceVault {
  const ttlMs = opts.ttlMs ?? nonceTtlMs;
  const now = opts.now ?? Date.now;
  const nonces = new Map<string, { facts: CardFacts; expiresAt: number; used: boolean }>();
  const prune = () => {
    // a spent or expired nonce is remembered for a while so a late reuse is told 'used'/'expired'
    for (const [k, v] of nonces) if (v.expiresAt + ttlMs < now()) nonces.delete(k);
  };
  return {
    issue(facts) {
      prune();
      const nonce = randomBytes(32).toString('base64url');
      nonces.set(nonce, { facts, expiresAt: now() + ttlMs, used: false });
      return nonce;
    },
    redeem(nonce) {
      const entry = nonces.get(nonce);
      if (!entry) return { ok: false, reason: 'unknown' };
      if (entry.used) return { ok: false, reason: 'used' };
      entry.used = true;
      if (entry.expiresAt <= now()) return { ok: false, reason: 'expired' };
      return { ok: true, facts: entry.facts };
    },
  };
}

/** The documented test cards (notes/checkout.md); any other Luhn-valid card approves. */
export const sandboxCards = { approve: '4111111111111111', decline: '4000000000000002', timeout: '4000000000000119' } as const;

/** The card as the tokenizer receives it (getPaymentNonceRequest's `token`). */
export interface TokenCard {
  cardNumber: string;
  /** MMYY or MMYYYY or YYYY-MM */
  expirationDate: string;
  cardCode?: string;
}

/** Error codes and texts of the browser tokenizer. */
export const tokenizerErrors = {
  number: { code: 'E_WC_05', text: 'Please provide valid credit card number.' },
  expiry: { code: 'E_WC_06', text: 'Please provide valid expiration month.' },
  past: { code: 'E_WC_08', text: 'Expiration date must be in the future.' },
  cvv: { code: 'E_WC_15', text: 'Please provide valid CVV.' },
  auth: { code: 'E_WC_21', text: 'User authentication failed due to invalid authentication values.' },
} as const;

function parseExpiration(s: string): { month: number; year: number } | null {
  const t = s.trim();
  const m = /^(\d{4})-(\d{2})$/.exec(t) ?? null;
  if (m) return { year: Number(m[1]), month: Number(m[2]) };
  const d = /^(\d{2})(\d{2}|\d{4})$/.exec(t);
  if (!d) return null;
  return { month: Number(d[1]), year: d[2].length === 2 ? 2000 + Number(d[2]) : Number(d[2]) };
}

/** Checks the card as a gateway would and issues a nonce for it, or says what is wrong. */
export function tokenizeCard(vault: NonceVault, card: TokenCard, now = new Date()): { nonce: string } | { error: { code: string; text: string } } {
  const number = digitsOnly(card.cardNumber ?? '');
  if (number.length < 13 || number.length > 19 || !isLuhnValid(number)) return { error: tokenizerErrors.number };
  const exp = parseExpiration(card.expirationDate ?? '');
  if (!exp || exp.month < 1 || exp.month > 12) return { error: tokenizerErrors.expiry };
  if (isExpiryPast(exp, now)) return { error: tokenizerErrors.past };
  if (card.cardCode !== undefined && card.cardCode !== '' && !/^\d{3,4}$/.test(card.cardCode)) return { error: tokenizerErrors.cvv };
  const behaviour: TestBehaviour = number === sandboxCards.decline ? 'decline' : number === sandboxCards.timeout ? 'timeout' : 'approve';
  return { nonce: vault.issue({ last4: number.slice(-4), brand: cardBrand(number), behaviour }) };
}
