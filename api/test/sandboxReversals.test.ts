import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { createSandboxGateway, databaseLedger, sandboxCards } from '../src/providers/payment/sandbox/sandboxGateway.ts';
import { cardTokenDescriptor, type ChargeRequest, type ChargeResult } from '../src/providers/payment/paymentGateway.ts';
import { memoryNonceVault, tokenizeCard } from '../src/providers/payment/sandbox/nonceVault.ts';

/** The gateway's tokenizer, shared by every gateway object here (as one gateway service would be). */
const vault = memoryNonceVault();
function nonce() {
  const out = tokenizeCard(vault, { cardNumber: sandboxCards.approve, expirationDate: '1230', cardCode: '123' });
  if ('error' in out) throw new Error(out.error.text);
  return out.nonce;
}

const charge = (invoice: string, amountCents = 2500): ChargeRequest => ({
  invoice,
  amountCents,
  description: 'Order',
  token: { dataDescriptor: cardTokenDescriptor, dataValue: nonce() },
  cardholderName: 'Ellen Johnson',
});

function approved(r: ChargeResult) {
  if (r.outcome !== 'approved') throw new Error(`expected an approved charge, got ${r.outcome}`);
  return r;
}

/** The sandbox gateway's refunds and voids, with its ledger in the database (shared by instances). */
describe.each(testDatabases)('sandbox gateway refunds and voids on $name', (database) => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  const gateway = () => createSandboxGateway(databaseLedger(t.db), { settleAfterMs: 60_000, now: () => clock, vault });

  it('voids a charge before it settles, once; refunds are refused until it settles', async () => {
    const gw = gateway();
    const c = approved(await gw.charge(charge('SV1')));
    expect(await gw.refund({ transactionId: c.transactionId, amountCents: 100, last4: c.last4 })).toMatchObject({ outcome: 'declined', notSettled: true });
    expect(await gw.void(c.transactionId)).toEqual({ outcome: 'voided', transactionId: c.transactionId });
    expect((await gw.void(c.transactionId)).outcome).toBe('declined');
    clock += 120_000;
    expect(await gw.refund({ transactionId: c.transactionId, amountCents: 100, last4: c.last4 })).toMatchObject({ outcome: 'declined', message: 'The referenced transaction was voided.' });
  });

  it('refunds a settled charge in parts, never beyond the amount, even when asked in parallel from two instances', async () => {
    const c = approved(await gateway().charge(charge('SV2', 2500)));
    clock += 120_000;
    expect((await gateway().void(c.transactionId)).outcome).toBe('declined');
    // ten refunds of 5.00 at once, through two gateway instances on one ledger: exactly five fit
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? gateway() : gateway()).refund({ transactionId: c.transactionId, amountCents: 500, last4: c.last4 })));
    expect(results.filter((r) => r.outcome === 'refunded')).toHaveLength(5);
    expect(results.filter((r) => r.outcome === 'declined').map((r) => (r as { message: string }).message)).toEqual(Array(5).fill('The refunds would exceed the amount charged.'));
  });

  it('refuses a refund with the wrong card, an unknown transaction or a bad amount', async () => {
    const gw = gateway();
    const c = approved(await gw.charge(charge('SV3')));
    clock += 120_000;
    expect((await gw.refund({ transactionId: c.transactionId, amountCents: 100, last4: '0000' })).outcome).toBe('declined');
    expect((await gw.refund({ transactionId: 'sbx_nope', amountCents: 100, last4: c.last4 })).outcome).toBe('declined');
    expect((await gw.refund({ transactionId: c.transactionId, amountCents: 0, last4: c.last4 })).outcome).toBe('declined');
    expect((await gw.refund({ transactionId: c.transactionId, amountCents: 1.5, last4: c.last4 })).outcome).toBe('declined');
    expect((await gw.void('sbx_nope')).outcome).toBe('declined');
  });
});
