import { formatCents } from '@store/shared/rules';

export interface RefundPlanInput {
  amountCents: number;
  leftCents: number;
  chargedCents: number;
  /** the print provider's last known status; null: the order never reached it */
  partnerStatus: string | null;
  asReturn: boolean;
}

/** The provider's status for goods that left it (the server refuses those unless they are a return). */
const shipped = 'fulfilled';

/**
 * What the confirmation dialog says will happen (issue #41 item 2): how much, void or refund, what the
 * print provider is asked, and what the shopper hears. The server decides; this only says its rules.
 */
export function refundPlan(p: RefundPlanInput): { title: string; lines: string[] } {
  const ends = p.amountCents >= p.leftCents;
  const maybeVoid = p.amountCents === p.chargedCents;
  const lines = [
    `${formatCents(p.amountCents)} of the ${formatCents(p.chargedCents)} charged goes back to the card${ends ? ': all that is left' : ''}.`,
    maybeVoid
      ? 'If the payment has not settled yet it is voided (the charge disappears from the statement); otherwise it is refunded.'
      : 'It is a refund (only the whole charge can be voided).',
  ];
  if (p.partnerStatus === shipped) {
    lines.push(p.asReturn ? 'The order has shipped and you marked it as a return: it stays shipped at the print provider.' : 'The order has shipped: the store refuses this unless you mark it as a return.');
  } else if (p.asReturn) {
    lines.push(`The print provider has not shipped it (last known: ${p.partnerStatus ?? 'not sent'}), so a return is refused.`);
  } else if (!p.partnerStatus) {
    lines.push(ends ? 'The print provider does not have the order yet: it will not be sent.' : 'The order still goes to the print provider.');
  } else if (p.partnerStatus !== 'canceled') {
    lines.push(
      ends
        ? `The print provider has the order (last known: ${p.partnerStatus}). It is asked to cancel first; if it has started making it, nothing is refunded.`
        : `The order stays with the print provider (last known: ${p.partnerStatus}).`,
    );
  }
  lines.push(ends ? 'The order is canceled and the shopper gets an e-mail saying so.' : 'The shopper gets an e-mail about the refund.');
  return { title: `${maybeVoid ? 'Void or refund' : 'Refund'} ${formatCents(p.amountCents)}?`, lines };
}
