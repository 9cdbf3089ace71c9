import type { Deps } from '../deps.ts';
import type { JobHandler } from '../jobs/jobRunner.ts';
import { reconcilePayment } from './paymentRecords.ts';

/** The payment's jobs: a charge the gateway left unanswered is asked about again until it answers. */
export function paymentJobHandlers(deps: Deps): Record<'reconcile-payment', JobHandler> {
  return {
    'reconcile-payment': async ({ orderId }) => {
      const p = await reconcilePayment(deps, orderId);
      // still no answer from the gateway: throw so the job retries with backoff
      if (p?.status === 'unknown') throw new Error(`payment of order ${orderId} not reconciled yet`);
    },
  };
}
