import type { BulkOrderResult } from '@store/shared/types';
import type { Deps } from '../deps.ts';
import { HttpError } from '../http/httpError.ts';
import { resendConfirmation, retryFulfilment } from './orderActions.ts';

export const bulkOrderActions = ['retry-fulfilment', 'resend-confirmation'] as const;
export type BulkOrderAction = (typeof bulkOrderActions)[number];

const run: Record<BulkOrderAction, (deps: Deps, actorId: string, orderId: number) => Promise<void>> = {
  'retry-fulfilment': retryFulfilment,
  'resend-confirmation': resendConfirmation,
};

/**
 * One action on each selected order, one after another, through the same guarded function the order
 * page uses (each order's own refusal stands: a canceled order gets no confirmation). An unexpected
 * failure stops the batch and is the caller's error; a refusal is reported for that order and the rest go on.
 */
export async function bulkOrderAction(deps: Deps, actorId: string, action: BulkOrderAction, orderIds: number[]): Promise<BulkOrderResult[]> {
  const results: BulkOrderResult[] = [];
  for (const orderId of orderIds) {
    try {
      await run[action](deps, actorId, orderId);
      results.push({ orderId, done: true, message: null });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      results.push({ orderId, done: false, message: err.message });
    }
  }
  return results;
}
