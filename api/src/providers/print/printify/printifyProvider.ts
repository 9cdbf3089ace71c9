import type { SizeGuide } from '@store/shared/rules';
import { mapPrintifySizeGuide, type PfySizeGuide } from './printifySizeGuide.ts';
import { excludedCountries, isShippingExcluded, leaves, titleSlug } from '@store/shared/rules';
import type { Variant } from '@store/shared/types';
import { shipmentFromOrder } from './printifyShipment.ts';
import type { PrintProvider } from '../printProvider.ts';
import type { ProviderProduct } from '../catalogueSource.ts';
import { PartnerCancelRefusedError, ShippingRefusedError, type PartnerAddress, type PartnerOrder } from '../fulfilmentProvider.ts';
import { createPrintifyClient, PrintifyError, type PrintifyClientOptions } from './printifyClient.ts';
import { parsePrintifyWebhook } from './printifyWebhook.ts';

/**
 * The Printify v1 print provider: catalogue from the shop's products, shipping quotes, orders,
 * cancellation and signed webhooks. Money is cents on both sides.
 */
export interface PrintifyOptions extends PrintifyClientOptions {
  /** the secret the shop's webhooks were created with */
  webhookSecret: string;
}

interface PfyProduct {
  id: string;
  title: string;
  description: string;
  tags: string[];
  options: { name: string; type: string; values: { id: number; title: string; colors?: string[] }[] }[];
  variants: (Variant & { cost?: number })[];
  images: { src: string; variant_ids: number[]; is_default?: boolean }[];
  blueprint_id: number;
  visible?: boolean;
  updated_at?: string;
}

interface PfyPage<T> {
  current_page: number;
  last_page?: number;
  next_page_url?: string | null;
  total?: number;
  data: T[];
}

interface PfyOrder {
  id: string;
  status: string;
  metadata?: { shop_order_id?: string | number };
  shipments?: { carrier?: string; number?: string; url?: string | null; delivered_at?: string | null }[];
  sent_to_production_at?: string | null;
  fulfilled_at?: string | null;
  printify_connect?: { url?: string | null };
}

/** store method name ↔ Printify shipping_method / quote key */
const methods = [
  { name: 'Standard', method: 1, key: 'standard' },
  { name: 'Priority', method: 2, key: 'priority' },
  { name: 'Express', method: 3, key: 'printify_express' },
  { name: 'Economy', method: 4, key: 'economy' },
] as const;

/** The store's leaf category a product's tags name (e.g. "Mugs" → mugs), else t-shirts. */
function categoryOf(tags: string[]): string {
  const slugs = new Set(leaves.map((l) => l.slug));
  return tags.map(titleSlug).find((s) => slugs.has(s)) ?? 't-shirts';
}

const orderView = (o: PfyOrder): PartnerOrder => ({
  id: o.id,
  externalId: String(o.metadata?.shop_order_id ?? ''),
  status: o.status,
  trackingUrl: o.shipments?.find((s) => s.url)?.url ?? o.printify_connect?.url ?? null,
  shipment: shipmentFromOrder(o),
});

export function createPrintifyProvider(opts: PrintifyOptions): PrintProvider {
  const api = createPrintifyClient(opts);
  const shop = `/v1/shops/${encodeURIComponent(opts.shopId)}`;
  const lineItems = (items: { productId: string; variantId: number; quantity: number }[]) =>
    items.map((i) => ({ product_id: i.productId, variant_id: i.variantId, quantity: i.quantity }));
  const addressTo = (a: PartnerAddress) => ({
    first_name: a.firstName,
    last_name: a.lastName || a.firstName,
    email: a.email,
    phone: a.phone,
    country: a.country,
    region: a.region,
    address1: a.address1,
    city: a.city,
    zip: a.zip,
  });

  // Blueprints the shop's products use (filled by listProducts): only these get a size-guide call.
  const usedBlueprints = new Set<number>();

  async function findByExternalId(externalId: string): Promise<PfyOrder | null> {
    // newest first, 10 per page: a just-submitted order is on the first pages
    for (let page = 1; page <= 5; page++) {
      const res = await api<PfyPage<PfyOrder>>('GET', `${shop}/orders.json?page=${page}&limit=10`);
      const hit = res.data.find((o) => String(o.metadata?.shop_order_id ?? '') === externalId);
      if (hit) return hit;
      if (!res.next_page_url && (res.last_page ?? page) <= page) break;
    }
    return null;
  }

  return {
    name: 'printify',
    catalogue: {
    async catalogueVersion() {
      const res = await api<PfyPage<PfyProduct>>('GET', `${shop}/products.json?page=1&limit=1`);
      return `${res.total ?? res.data.length}:${res.data[0]?.updated_at ?? ''}`;
    },
    async *listProducts(): AsyncIterable<ProviderProduct> {
      const seen = new Set<string>();
      for (let page = 1; ; page++) {
        const res = await api<PfyPage<PfyProduct>>('GET', `${shop}/products.json?page=${page}&limit=50`);
        for (const p of res.data) {
          if (seen.has(p.id) || p.visible === false) continue; // offset paging can repeat rows
          seen.add(p.id);
          usedBlueprints.add(p.blueprint_id);
          yield {
            id: p.id,
            title: p.title,
            description: p.description,
            tags: p.tags,
            category: categoryOf(p.tags),
            blueprint_id: p.blueprint_id,
            options: p.options,
            variants: p.variants.filter((v) => v.is_enabled).map(({ id, title, price, options, is_available, is_enabled, sku }) => ({ id, title, price, options, is_available, is_enabled, sku })),
            images: p.images,
          };
        }
        if (!res.data.length || (!res.next_page_url && (res.last_page ?? page) <= page)) break;
      }
    },
    async listBlueprints() {
      const list = await api<{ id: number; title: string; description: string; brand: string; model: string; images: string[] }[]>('GET', '/v1/catalog/blueprints.json');
      const guides = new Map<number, SizeGuide | null>();
      for (const id of usedBlueprints) {
        // A missing guide must not stop the catalogue sync: the product page just shows none.
        guides.set(id, await api<PfySizeGuide>('GET', `/v1/catalog/blueprints/${id}/size_guide.json`).then(mapPrintifySizeGuide, () => null));
      }
      return list.map((b) => ({ id: b.id, title: b.title, description: b.description, brand: b.brand, model: b.model, images: b.images, sizeGuide: guides.get(b.id) ?? null }));
    },
    },
    fulfilment: {
    async quoteShipping(items, address) {
      if (isShippingExcluded(address.country)) {
        const name = excludedCountries.find((c) => c.code === address.country.toUpperCase())?.name ?? address.country;
        throw new ShippingRefusedError(`Sorry, we do not ship to ${name}.`);
      }
      let quote: Record<string, unknown>;
      try {
        quote = await api<Record<string, unknown>>('POST', `${shop}/orders/shipping.json`, { line_items: lineItems(items), address_to: addressTo(address) });
      } catch (err) {
        // a 4xx on a quote is about the address or items: tell the shopper; anything else is "unreachable"
        if (err instanceof PrintifyError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 429) throw new ShippingRefusedError(err.message);
        throw err;
      }
      const out: Record<string, number> = {};
      for (const m of methods) {
        const cents = quote[m.key];
        if (Number.isInteger(cents) && (cents as number) > 0) out[m.name] = cents as number;
      }
      return out;
    },
    async submitOrder(req) {
      const existing = await findByExternalId(req.externalId);
      if (existing) return orderView(existing);
      const method = methods.find((m) => m.name === req.shippingMethod)?.method ?? 1;
      const { id } = await api<{ id: string }>('POST', `${shop}/orders.json`, {
        external_id: req.externalId,
        label: req.label,
        line_items: lineItems(req.items),
        shipping_method: method,
        is_printify_express: method === 3,
        is_economy_shipping: method === 4,
        send_shipping_notification: false,
        address_to: addressTo(req.address),
      });
      return orderView(await api<PfyOrder>('GET', `${shop}/orders/${encodeURIComponent(id)}.json`));
    },
    async getOrder(id) {
      const o = await api<PfyOrder>('GET', `${shop}/orders/${encodeURIComponent(id)}.json`);
      // approved orders wait on-hold: send them to production (refused while pending; retried by polling)
      if (o.status === 'on-hold') {
        await api('POST', `${shop}/orders/${encodeURIComponent(id)}/send_to_production.json`).catch(() => undefined);
        return orderView(await api<PfyOrder>('GET', `${shop}/orders/${encodeURIComponent(id)}.json`));
      }
      return orderView(o);
    },
    async cancelOrder(id) {
      try {
        return orderView(await api<PfyOrder>('POST', `${shop}/orders/${encodeURIComponent(id)}/cancel.json`));
      } catch (err) {
        // a 4xx "operation failed" is a refusal (production started) unless the order is canceled already
        if (!(err instanceof PrintifyError) || err.status < 400 || err.status >= 500 || err.status === 401 || err.status === 429) throw err;
        const now = await api<PfyOrder>('GET', `${shop}/orders/${encodeURIComponent(id)}.json`);
        if (now.status === 'canceled') return orderView(now);
        throw new PartnerCancelRefusedError(`the print provider will not cancel an order that is ${now.status}`);
      }
    },
    parseWebhook(raw, headers) {
      return parsePrintifyWebhook(opts.webhookSecret, raw, headers);
    },
    },
  };
}
