import type { Deps } from '../deps.ts';
import { loggableError } from '../http/errorHandling.ts';
import { signInvite } from './inviteToken.ts';
import { reviewInviteMessage } from './inviteMail.ts';
import { componentLog } from '../log.ts';

const log = componentLog('mail');

/**
 * Invites the buyer to review, once per order, after it was delivered. The review_invites row is
 * the claim (primary key): parallel duplicate events race for it and only the winner sends. A
 * failed delivery is logged and not retried (no resend storm, and one invitation is enough).
 */
export async function sendReviewInvite(deps: Pick<Deps, 'db' | 'mail' | 'config'>, orderId: number): Promise<void> {
  const [claimed] = await deps.db.query<{ order_id: number }>(
    `INSERT INTO review_invites (order_id)
     SELECT o.id FROM orders o WHERE o.id = $1 AND o.status <> 'canceled'
        AND EXISTS (SELECT 1 FROM order_shipment_events e WHERE e.order_id = o.id AND e.status = 'delivered')
     ON CONFLICT (order_id) DO NOTHING RETURNING order_id`,
    [orderId],
  );
  if (!claimed) return;
  try {
    const [o] = await deps.db.query<{ user_id: string; address: { email?: string; fullName?: string } }>('SELECT user_id::text AS user_id, address FROM orders WHERE id = $1', [orderId]);
    if (!o?.address.email) return;
    const products = await deps.db.query<{ product_id: string; title: string }>(
      `SELECT DISTINCT ON (i.product_id) i.product_id, coalesce(p.title, i.product_title) AS title
         FROM order_items i LEFT JOIN products p ON p.id = i.product_id WHERE i.order_id = $1 AND p.hidden IS NOT TRUE ORDER BY i.product_id`,
      [orderId],
    );
    if (!products.length) return;
    const link = (productId: string) =>
      `${deps.config.publicUrl}/review/${encodeURIComponent(productId)}?invite=${encodeURIComponent(signInvite(deps.config.secrets.otp, { orderId, productId, userId: o.user_id }))}`;
    await deps.mail.send(
      reviewInviteMessage({ to: o.address.email, name: o.address.fullName ?? '', orderId, products: products.map((p) => ({ title: p.title, url: link(p.product_id) })) }),
    );
  } catch (err) {
    log.error({ code: loggableError(err).code }, 'review invitation failed');
  }
}
