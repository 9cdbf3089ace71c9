import type { Deps } from '../deps.ts';
import type { Sql } from '../db/db.ts';
import { shipmentStatuses, type PartnerShipment, type ShipmentEvent, type ShipmentStatus } from '../providers/print/fulfilmentProvider.ts';
import { shipmentMessage } from './shipmentMail.ts';
import { sendReviewInvite } from '../reviews/sendInvite.ts';
import { componentLog } from '../log.ts';
import { loggableError } from '../http/errorHandling.ts';

const log = componentLog('mail');

/**
 * Shipments as the providers report them (poll or webhook), stored per order, and the two
 * shipment e-mails. Every write is idempotent: replays change nothing and send nothing.
 */
export async function recordShipment(db: Sql, orderId: number, s: PartnerShipment): Promise<void> {
  await db.query(
    `INSERT INTO order_shipments (order_id, carrier, tracking_number, tracking_url) VALUES ($1, $2, $3, $4)
     ON CONFLICT (order_id) DO UPDATE SET carrier = EXCLUDED.carrier, tracking_number = EXCLUDED.tracking_number,
       tracking_url = coalesce(EXCLUDED.tracking_url, order_shipments.tracking_url), updated_at = now()`,
    [orderId, s.carrier, s.trackingNumber, s.trackingUrl],
  );
  for (const e of s.events) {
    if (!shipmentStatuses.includes(e.status)) continue;
    await db.query(
      'INSERT INTO order_shipment_events (order_id, status, occurred_at, description) VALUES ($1, $2, $3, $4) ON CONFLICT (order_id, status) DO NOTHING',
      [orderId, e.status, e.at, e.description],
    );
  }
}

export interface ShipmentView {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  events: ShipmentEvent[];
}

type ShipmentRow = { carrier: string; tracking_number: string; tracking_url: string | null };
type EventRow = { status: ShipmentStatus; occurred_at: Date | string; description: string };

/** The order's shipment with its timeline, oldest first; null before it ships. */
export async function shipmentOf(db: Sql, orderId: number): Promise<ShipmentView | null> {
  const [s] = await db.query<ShipmentRow>('SELECT carrier, tracking_number, tracking_url FROM order_shipments WHERE order_id = $1', [orderId]);
  if (!s) return null;
  const events = await db.query<EventRow>('SELECT status, occurred_at, description FROM order_shipment_events WHERE order_id = $1', [orderId]);
  const step = (st: string) => shipmentStatuses.indexOf(st as ShipmentStatus);
  return {
    carrier: s.carrier,
    trackingNumber: s.tracking_number,
    trackingUrl: s.tracking_url,
    events: events
      .map((e) => ({ status: e.status, at: new Date(e.occurred_at).toISOString(), description: e.description }))
      .sort((a, b) => step(a.status) - step(b.status)),
  };
}

/** True once the order has a delivered event (the last step: polling may stop). */
export async function isDelivered(db: Sql, orderId: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM order_shipment_events WHERE order_id = $1 AND status = 'delivered'`, [orderId]);
  return rows.length > 0;
}

const absolute = (publicUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`);

/**
 * Sends "shipped" and "delivered" once each: the UPDATE … WHERE sent_at IS NULL is the atomic
 * claim, so parallel duplicate events race for one row and only the winner sends. A delivery
 * failure is logged (the claim stays: no resend storm on every poll).
 */
export async function sendShipmentMails(deps: Pick<Deps, 'db' | 'mail' | 'config'>, orderId: number): Promise<void> {
  for (const kind of ['shipped', 'delivered'] as const) {
    const column = kind === 'shipped' ? 'shipped_mail_at' : 'delivered_mail_at';
    const [claimed] = await deps.db.query<ShipmentRow>(
      `UPDATE order_shipments s SET ${column} = now()
        WHERE s.order_id = $1 AND s.${column} IS NULL
          AND EXISTS (SELECT 1 FROM order_shipment_events e WHERE e.order_id = s.order_id AND e.status = $2)
        RETURNING carrier, tracking_number, tracking_url`,
      [orderId, kind],
    );
    if (!claimed) continue;
    try {
      const [o] = await deps.db.query<{ address: { email?: string; fullName?: string } }>('SELECT address FROM orders WHERE id = $1', [orderId]);
      if (!o?.address.email) continue;
      const page = `/orders/${orderId}/tracking`;
      await deps.mail.send(
        shipmentMessage(kind, {
          to: o.address.email,
          name: o.address.fullName ?? '',
          orderId,
          carrier: claimed.carrier,
          trackingNumber: claimed.tracking_number,
          trackingUrl: absolute(deps.config.publicUrl, claimed.tracking_url ?? page),
        }),
      );
    } catch (err) {
      // the code only: an SMTP error quotes the address
      log.error({ kind, code: loggableError(err).code }, 'shipment e-mail failed');
    }
  }
  // after "delivered": the one invitation to review (claimed per order like the two above)
  await sendReviewInvite(deps, orderId);
}
