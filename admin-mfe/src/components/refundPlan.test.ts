import { describe, expect, it } from 'vitest';
import { refundPlan } from './refundPlan.ts';

describe('refundPlan', () => {
  const base = { amountCents: 2878, leftCents: 2878, chargedCents: 2878, partnerStatus: 'in-production', asReturn: false };
  it('says void or refund, how much, and that the provider is asked first', () => {
    const p = refundPlan(base);
    expect(p.title).toBe('Void or refund $28.78?');
    expect(p.lines.join(' ')).toMatch(/\$28\.78 of the \$28\.78 charged/);
    expect(p.lines.join(' ')).toMatch(/last known: in-production\)\. It is asked to cancel first/);
    expect(p.lines.at(-1)).toMatch(/order is canceled/);
  });
  it('a part refund is a refund and leaves the order going', () => {
    const p = refundPlan({ ...base, amountCents: 500 });
    expect(p.title).toBe('Refund $5.00?');
    expect(p.lines.join(' ')).toMatch(/only the whole charge can be voided/);
    expect(p.lines.join(' ')).toMatch(/stays with the print provider/);
  });
  it('a shipped order: refused unless a return', () => {
    expect(refundPlan({ ...base, partnerStatus: 'fulfilled' }).lines.join(' ')).toMatch(/refuses this unless you mark it as a return/);
    expect(refundPlan({ ...base, partnerStatus: 'fulfilled', asReturn: true }).lines.join(' ')).toMatch(/marked it as a return/);
  });
});
