/**
 * Making and shipping what shoppers ordered (Medusa's fulfilment provider). The core may rely on:
 * - shipping method names are the store's: Economy, Standard, Priority, Express;
 * - `quoteShipping` returns the methods this destination can have (name → cents), or throws
 *   `ShippingRefusedError` with a message for the shopper; any other error means "unreachable";
 * - `submitOrder` is idempotent on `externalId`: called again (a retry after a crash or a timeout),
 *   it returns the existing partner order instead of creating a second one;
 * - `getOrder` reports the partner's status and, once shipped, the parcel (`shipment`);
 * - `cancelOrder` returns the canceled order (also when it was canceled already); once production
 *   started the partner refuses with `PartnerCancelRefusedError`; any other error means "unreachable";
 * - `parseWebhook`, when present, verifies the delivery's signature (else `WebhookSignatureError`)
 *   before parsing; a provider that sends no webhooks leaves it out and is polled instead.
 */
export interface FulfilmentProvider {
  quoteShipping(items: PartnerLineItem[], address: PartnerAddress): Promise<Record<string, number>>;
  submitOrder(order: PartnerOrderRequest): Promise<PartnerOrder>;
  getOrder(partnerOrderId: string): Promise<PartnerOrder>;
  cancelOrder(partnerOrderId: string): Promise<PartnerOrder>;
  parseWebhook?(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PartnerEvent;
}

export interface PartnerLineItem {
  productId: string;
  variantId: number;
  quantity: number;
  sku?: string;
}

export interface PartnerAddress {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  region: string;
  address1: string;
  city: string;
  zip: string;
}

export interface PartnerOrderRequest {
  /** our stable id for the order: the idempotency key at the partner */
  externalId: string;
  label: string;
  items: PartnerLineItem[];
  shippingMethod: string;
  address: PartnerAddress;
}

export interface PartnerOrder {
  id: string;
  externalId: string;
  status: string;
  trackingUrl: string | null;
  /** the parcel once the partner shipped it; absent while in production */
  shipment?: PartnerShipment | null;
}

/** The store's shipment status steps, in order. */
export const shipmentStatuses = ['in-production', 'shipped', 'in-transit', 'delivered'] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];

export interface ShipmentEvent {
  status: ShipmentStatus;
  /** ISO 8601 */
  at: string;
  description: string;
}

/** A shipment as a provider reports it: every field it knows; events may be partial (one per webhook). */
export interface PartnerShipment {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  events: ShipmentEvent[];
}

export interface PartnerEvent {
  id: string;
  type: string;
  partnerOrderId: string | null;
  status?: string;
  trackingUrl?: string;
  shipment?: PartnerShipment;
}

/** The destination or items cannot be shipped: the message is for the shopper. */
export class ShippingRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShippingRefusedError';
  }
}

/** The partner will not cancel the order (production started): the message says why. */
export class PartnerCancelRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PartnerCancelRefusedError';
  }
}

/** The webhook's signature did not verify. */
export class WebhookSignatureError extends Error {
  constructor() {
    super('Invalid webhook signature.');
    this.name = 'WebhookSignatureError';
  }
}

/** Partner statuses after which nothing changes any more. */
export const finalPartnerStatuses = new Set(['fulfilled', 'canceled']);
