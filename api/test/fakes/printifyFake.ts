import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { signPrintifyBody } from '../../src/providers/print/printify/printifyWebhook.ts';

/**
 * A local fake of the Printify v1 API (reference §8 checklist): bearer auth, `.json` paths,
 * Laravel-style product pages, shipping quotes in cents, orders with external_id, the status
 * lifecycle with its 8502 errors, cancel, webhook registration and signed event envelopes.
 */
export interface FakeOrder {
  id: string;
  app_order_id: string;
  status: string;
  metadata: { order_type: 'api'; shop_order_id: string; shop_order_label: string };
  line_items: { product_id: string; variant_id: number; quantity: number; status: string }[];
  address_to: Record<string, string>;
  shipping_method: number;
  shipments: { carrier: string; number: string; url: string; delivered_at?: string | null }[];
  created_at: string;
  sent_to_production_at?: string | null;
  fulfilled_at?: string | null;
}

export interface PrintifyFake {
  url: string;
  token: string;
  shopId: number;
  secret: string;
  orders: Map<string, FakeOrder>;
  /** every request seen: method and path (tests assert the contract) */
  calls: { method: string; path: string; body: unknown; userAgent?: string }[];
  /** answer 503 to everything while true */
  down: boolean;
  setStatus(id: string, status: string, trackingUrl?: string): void;
  /** a signed webhook delivery as Printify sends it */
  event(type: string, orderId: string, data: Record<string, unknown>): { body: string; signature: string; id: string };
  close(): Promise<void>;
}

const hex24 = () => randomBytes(12).toString('hex');
const now = () => new Date().toISOString().replace('T', ' ').slice(0, 19) + '+00:00';

export async function startPrintifyFake(opts: { products?: unknown[] } = {}): Promise<PrintifyFake> {
  const token = `tok_${randomBytes(8).toString('hex')}`;
  const shopId = 5432;
  const secret = randomBytes(20).toString('hex');
  const orders = new Map<string, FakeOrder>();
  const calls: PrintifyFake['calls'] = [];
  const products = opts.products ?? [];
  let seq = 1;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const validation = (res: ServerResponse, code: number, reason: string) =>
    send(res, 400, { status: 'error', code, message: 'Validation failed.', errors: { reason, code } });
  const opFailed = (res: ServerResponse, reason: string) => send(res, 400, { status: 'error', code: 8502, message: 'Operation failed.', errors: { reason, code: 8502 } });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = raw ? JSON.parse(raw) : undefined;
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    calls.push({ method: req.method ?? 'GET', path, body, userAgent: req.headers['user-agent'] });
    if (fake.down) return send(res, 503, { error: 'Service Unavailable' });
    if (req.headers.authorization !== `Bearer ${token}`) return send(res, 401, { error: 'Unauthenticated.' });
    if (!path.endsWith('.json')) return send(res, 404, { error: 'Not found' });
    const shop = `/v1/shops/${shopId}`;

    if (req.method === 'GET' && path === '/v1/catalog/blueprints.json') {
      return send(res, 200, [68, 6].map((id) => ({ id, title: `Blueprint ${id}`, description: '', brand: 'Brand', model: `M${id}`, images: [] })));
    }
    const guide = /^\/v1\/catalog\/blueprints\/(\d+)\/size_guide\.json$/.exec(path);
    if (req.method === 'GET' && guide) {
      // As documented: ranges as strings per size, or empty lists for a blueprint without one.
      if (guide[1] !== '68') return send(res, 200, { sizes: [], types: [] });
      return send(res, 200, {
        sizes: ['S', 'M', 'L'],
        types: [
          { name: 'Width', units: 'in', ranges: [{ from: '18', to: '20' }, { from: '20', to: '22' }, { from: '22', to: '24' }] },
          { name: 'Length', units: 'cm', ranges: [{ from: '71', to: '71' }, { from: '74', to: '74' }, { from: '76', to: '76' }] },
        ],
      });
    }

    if (req.method === 'GET' && path === `${shop}/products.json`) {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      if (limit > 50) return send(res, 200, { current_page: page, data: [], last_page: 1, next_page_url: null, total: products.length });
      const last = Math.max(1, Math.ceil(products.length / limit));
      return send(res, 200, {
        current_page: page,
        data: products.slice((page - 1) * limit, page * limit),
        first_page_url: '/?page=1',
        last_page: last,
        next_page_url: page < last ? `/?page=${page + 1}` : null,
        prev_page_url: page > 1 ? `/?page=${page - 1}` : null,
        per_page: limit,
        total: products.length,
      });
    }
    if (req.method === 'POST' && path === `${shop}/orders/shipping.json`) {
      const items = (body?.line_items ?? []) as { quantity: number }[];
      if (!body?.address_to?.country) return validation(res, 8103, '{"country":["The country field is required."]}');
      const n = items.reduce((s, i) => s + i.quantity, 0);
      const us = body.address_to.country === 'US';
      const standard = (us ? 450 : 1000) + (n - 1) * 200;
      const priority = (us ? 900 : 2000) + (n - 1) * 300;
      return send(res, 200, { standard, express: priority, priority, printify_express: us ? 799 + (n - 1) * 240 : 0, economy: us ? 399 : 0 });
    }
    if (req.method === 'POST' && path === `${shop}/orders.json`) {
      if (!body?.external_id) return validation(res, 8150, 'external_id: The external_id field is required.');
      if (!Array.isArray(body.line_items) || !body.line_items.length) return validation(res, 8150, 'line_items: The line_items field is required.');
      if (![1, 2, 3, 4].includes(body.shipping_method)) return validation(res, 8150, 'shipping_method is invalid');
      for (const f of ['first_name', 'last_name', 'country', 'address1', 'city', 'zip']) {
        if (!body.address_to?.[f]) return validation(res, 8103, `{"${f}":["The ${f} field is required."]}`);
      }
      const o: FakeOrder = {
        id: hex24(),
        app_order_id: `215014.${seq++}`,
        status: 'on-hold',
        metadata: { order_type: 'api', shop_order_id: body.external_id, shop_order_label: body.label ?? body.external_id },
        line_items: body.line_items.map((l: { product_id: string; variant_id: number; quantity: number }) => ({ ...l, status: 'on-hold' })),
        address_to: body.address_to,
        shipping_method: body.shipping_method,
        shipments: [],
        created_at: now(),
      };
      orders.set(o.id, o);
      return send(res, 200, { id: o.id });
    }
    if (req.method === 'GET' && path === `${shop}/orders.json`) {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Math.min(10, Number(url.searchParams.get('limit') ?? 10));
      const all = [...orders.values()].reverse();
      const last = Math.max(1, Math.ceil(all.length / limit));
      return send(res, 200, { current_page: page, data: all.slice((page - 1) * limit, page * limit), last_page: last, next_page_url: page < last ? `/?page=${page + 1}` : null });
    }
    const m = /^\/v1\/shops\/\d+\/orders\/([0-9a-f]{24})(\/send_to_production|\/cancel)?\.json$/.exec(path);
    if (m) {
      const o = orders.get(m[1]);
      if (!o) return send(res, 404, { error: 'Not found' });
      if (req.method === 'GET' && !m[2]) return send(res, 200, o);
      if (req.method === 'POST' && m[2] === '/send_to_production') {
        if (o.status !== 'on-hold') return opFailed(res, `It is not allowed to sent order "${o.app_order_id}" to production with status ${o.status}.`);
        o.status = 'sending-to-production';
        return send(res, 200, { id: o.id });
      }
      if (req.method === 'POST' && m[2] === '/cancel') {
        if (o.status !== 'on-hold' && o.status !== 'payment-not-received') return opFailed(res, `Order "${o.app_order_id}" cannot be canceled with status ${o.status}.`);
        o.status = 'canceled';
        o.line_items.forEach((l) => (l.status = 'canceled'));
        return send(res, 200, o);
      }
    }
    return send(res, 404, { error: 'Not found' });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { error: 'fake failed' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;

  const fake: PrintifyFake = {
    url: `http://127.0.0.1:${port}`,
    token,
    shopId,
    secret,
    orders,
    calls,
    down: false,
    setStatus(id, status, trackingUrl) {
      const o = orders.get(id)!;
      o.status = status;
      if (trackingUrl) o.shipments.push({ carrier: 'usps', number: '9400110200828911663274', url: trackingUrl });
    },
    event(type, orderId, data) {
      const id = randomUUID();
      const body = JSON.stringify({ id, type, created_at: now(), resource: { id: orderId, type: 'order', data: { shop_id: shopId, ...data } } });
      return { body, signature: signPrintifyBody(secret, body), id };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  return fake;
}

/** A product in Printify's shape, for the catalogue contract. */
export function fakePrintifyProduct(i: number) {
  return {
    id: randomBytes(12).toString('hex'),
    title: `Mug ${i}`,
    description: '<p>Ceramic</p>',
    tags: ['Home & Living', 'Mugs'],
    options: [{ name: 'Sizes', type: 'size', values: [{ id: 1, title: '11oz' }] }],
    variants: [{ id: 100 + i, sku: `SKU${i}`, cost: 500, price: 1500, title: '11oz', grams: 400, is_enabled: true, is_default: true, is_available: true, options: [1] }],
    images: [{ src: `https://images-api.printify.com/mockup/x/${100 + i}/1/mug.jpg`, variant_ids: [100 + i], position: 'front', is_default: true }],
    created_at: now(),
    updated_at: now(),
    visible: true,
    is_locked: false,
    blueprint_id: 68,
    print_provider_id: 9,
  };
}
