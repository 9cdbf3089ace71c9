import type { TestApp } from './testApp.ts';
import { createSandboxGateway } from '../../src/providers/payment/sandbox/sandboxGateway.ts';
import { loadCheckoutOptions } from '../../src/checkout/options.ts';

/** The sandbox gateway with a hook run when it is first asked for money back: the test moves the provider's clock there, the worst moment. */
export function gatewayWithRefundHook(onRefund: () => void) {
  const sandbox = createSandboxGateway();
  return {
    ...sandbox,
    refund(...args: Parameters<typeof sandbox.refund>) {
      onRefund();
      return sandbox.refund(...args);
    },
  };
}

/** Quick jobs, and the store's partner poll an hour away: its copy of the provider's status stays behind. */
export const laggingPollOptions = () => loadCheckoutOptions({ JOB_POLL_SECONDS: '0.2', PARTNER_POLL_SECONDS: '3600', PAYMENT_RECONCILE_SECONDS: '1' });

/** The order's status columns as the store has them. */
export const orderRow = async (t: TestApp, orderId: number) =>
  (await t.db.query<{ status: string; payment_status: string; partner_status: string | null; partner_order_id: string | null }>('SELECT status, payment_status, partner_status, partner_order_id FROM orders WHERE id = $1', [orderId]))[0]!;

/** Whether money went back for the order (a refund that was not declined). */
export const hasRefund = async (t: TestApp, orderId: number) => (await t.db.query(`SELECT 1 FROM refunds WHERE order_id = $1 AND status <> 'declined'`, [orderId])).length > 0;
