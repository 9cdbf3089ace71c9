import type { Deps } from '../deps.ts';
import { loggableError } from '../http/errorHandling.ts';
import { PartnerCancelRefusedError } from '../providers/print/fulfilmentProvider.ts';
import { noteOrderEvent } from './orderEvents.ts';
import { componentLog } from '../log.ts';

const log = componentLog('orders');

export type ProviderCancel = { outcome: 'canceled' } | { outcome: 'refused'; status: string | null } | { outcome: 'unreachable' };

/**
 * Asks the print provider to cancel an order it holds, before any money goes back (issue #24 for the
 * shopper, #41 for the owner): its answer decides. A refusal (production started, shipped) brings the
 * store's copy of its status up to date, so the pages stop offering the action.
 */
export async function askProviderToCancel(deps: Deps, orderId: number, partnerOrderId: string): Promise<ProviderCancel> {
  try {
    await deps.print.fulfilment.cancelOrder(partnerOrderId);
  } catch (err) {
    if (!(err instanceof PartnerCancelRefusedError)) {
      log.error({ orderId, code: loggableError(err).code }, 'provider cancel failed');
      return { outcome: 'unreachable' };
    }
    const now = await deps.print.fulfilment.getOrder(partnerOrderId).catch(() => null);
    if (now) await deps.db.query(`UPDATE orders SET partner_status = $2, updated_at = now() WHERE id = $1 AND partner_status IS DISTINCT FROM 'canceled'`, [orderId, now.status]);
    return { outcome: 'refused', status: now?.status ?? null };
  }
  await deps.db.query(`UPDATE orders SET partner_status = 'canceled', updated_at = now() WHERE id = $1`, [orderId]);
  await noteOrderEvent(deps.db, orderId, 'provider-status', { status: 'canceled' });
  return { outcome: 'canceled' };
}
