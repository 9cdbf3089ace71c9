import type { SizeGuide } from '@store/shared/rules';
import type { ProductImage, ProductOption, Variant } from '@store/shared/types';

/** A product as the print provider describes it; prices are cents. */
export interface ProviderProduct {
  id: string;
  title: string;
  description: string;
  tags: string[];
  /** the store's leaf category slug this product is listed under */
  category: string;
  blueprint_id: number;
  options: ProductOption[];
  variants: Variant[];
  images: ProductImage[];
}

export interface ProviderBlueprint {
  id: number;
  title: string;
  brand: string;
  model: string;
  description: string;
  images: string[];
  /** measurements per size (apparel); absent when the provider has none */
  sizeGuide?: SizeGuide | null;
}

/**
 * What the store needs from a print-on-demand provider. The core only ever sees this interface;
 * vendor names live in the folder of their implementation.
 */
export interface PrintProvider {
  /** the provider's name: URL segment of /api/{provider}/… and prefix of `{provider}Details` */
  readonly name: string;
  /** changes whenever the catalogue changes, so a sync can be skipped when nothing did */
  catalogueVersion(): Promise<string>;
  listProducts(): AsyncIterable<ProviderProduct>;
  listBlueprints(): Promise<ProviderBlueprint[]>;

  // Fulfilment (checkout area). Optional so that catalogue-only fakes in tests stay valid; the real
  // providers implement all four (use fulfilmentOf). Shipping method names are the store's:
  // Economy, Standard, Priority, Express.
  /** Shipping options (name → cents) for these items to this address; throws ShippingRefusedError for a refused destination. */
  quoteShipping?(items: PartnerLineItem[], address: PartnerAddress): Promise<Record<string, number>>;
  /** Creates the partner order; idempotent on externalId (an existing order is returned, not duplicated). */
  submitOrder?(order: PartnerOrderRequest): Promise<PartnerOrder>;
  getOrder?(partnerOrderId: string): Promise<PartnerOrder>;
  cancelOrder?(partnerOrderId: string): Promise<PartnerOrder>;
  /** Verifies and parses a webhook delivery; absent when the provider sends none. */
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

/** The webhook's signature did not verify. */
export class WebhookSignatureError extends Error {
  constructor() {
    super('Invalid webhook signature.');
    this.name = 'WebhookSignatureError';
  }
}

/** Partner statuses after which nothing changes any more. */
export const finalPartnerStatuses = new Set(['fulfilled', 'canceled']);


export type FulfilmentProvider = Required<Pick<PrintProvider, 'quoteShipping' | 'submitOrder' | 'getOrder' | 'cancelOrder'>> & PrintProvider;

/** The provider's fulfilment side; a provider without it cannot take orders. */
export function fulfilmentOf(print: PrintProvider): FulfilmentProvider {
  if (!print.quoteShipping || !print.submitOrder || !print.getOrder || !print.cancelOrder) {
    throw new Error(`print provider "${print.name}" does not fulfil orders`);
  }
  return print as FulfilmentProvider;
}
