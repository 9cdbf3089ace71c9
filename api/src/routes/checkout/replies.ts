import { z } from 'zod';
import type { OrderShipment } from '@store/shared/types';
import { cents, isoTime, order, orderDetails } from '../replyShapes.ts';

/** What checkout's routes reply (issue #43): the document and the reply check under test read these. */

export const billingReply = z.object({
  fullName: z.string(),
  address: z.string(),
  city: z.string(),
  zipCode: z.string(),
  country: z.string(),
  state: z.string(),
  phone: z.string(),
  email: z.string(),
});

/** each offered method and its price in cents, e.g. { Standard: 499, Express: 1299 } */
const shippingOptions = z.record(z.string(), cents).meta({ examples: [{ Standard: 499, Express: 1299 }] });
export const shippingReply = z.object({ shippingOptions });
export const shippingExtra = z.object({ shippingOptions });

export const placedReply = z.object({ order, orderDetails });
export const placedExtra = z.object({ order, orderDetails });

export const orderDetailReply = z.object({ order, tax: cents, taxLabel: z.string().nullable(), orderDetails });
export const orderDetailExtra = z.object({ order, tax: cents });

export const myOrdersReply = z.array(order);

export const shipmentReply = z.object({
  orderId: z.number().int(),
  status: z.string(),
  paymentStatus: z.string(),
  shipment: z
    .object({
      carrier: z.string(),
      trackingNumber: z.string(),
      trackingUrl: z.string().nullable(),
      events: z.array(z.object({ status: z.enum(['in-production', 'shipped', 'in-transit', 'delivered']), at: isoTime, description: z.string() })),
    })
    .nullable(),
});
type ShipmentCheck = z.infer<typeof shipmentReply> extends OrderShipment ? true : never;
export const shipmentReplyChecked: ShipmentCheck = true;

export const orderIdReply = z.object({ orderId: z.number().int() });

export const discountReply = z.object({ code: z.string(), kind: z.enum(['percent', 'fixed']), value: z.number().int(), cents: cents.describe('what the code takes off these goods') });

export const paymentConfigReply = z.object({ kind: z.literal('dispatch-data'), scriptUrl: z.string(), apiLoginId: z.string(), clientKey: z.string() });

/** paid (200, `alreadyPaid` when it was before), or accepted while the gateway confirms (202) */
export const paymentReply = z.union([
  z.object({ orderId: z.number().int(), status: z.literal('paid'), transactionId: z.string().nullable(), last4: z.string().nullable(), brand: z.string().nullable(), amount: cents, alreadyPaid: z.boolean().optional() }),
  z.object({ orderId: z.number().int(), status: z.literal('confirming') }),
]);

export const webhookReply = z.object({ id: z.string(), applied: z.boolean() });
