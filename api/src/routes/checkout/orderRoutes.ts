import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { getCaller, requireUser } from '../../http/caller.ts';
import { badRequest, conflict, notFound } from '../../http/httpError.ts';
import { parse } from '../../http/validate.ts';
import { billingSchema, partnerAddress, requireBilling, saveBillingDetails } from '../../checkout/billing.ts';
import { cartLines } from '../../favourites/cart.ts';
import { ownerOf } from '../../favourites/owner.ts';
import { quoteShipping } from '../../checkout/shipping.ts';
import { shipmentOf } from '../../orders/shipments.ts';
import { placeOrder, placeOrderSchema } from '../../orders/placeOrder.ts';
import { deleteCanceledOrder, ensureTax, orderDetailsView, orderItems, orderView, ordersOfUser, ownOrder } from '../../orders/orderQueries.ts';
import { describe } from '../../http/routeDoc.ts';
import { cancelByShopper } from '../../payments/shopperCancel.ts';
import { billingReply, myOrdersReply, orderDetailReply, orderDetailExtra, orderIdReply, placedExtra, placedReply, shipmentReply, shippingExtra, shippingReply } from './replies.ts';

const orderIdBody = z.object({ orderId: z.union([z.string().max(40), z.number()]) });
const updateOrderBody = orderIdBody.extend({ action: z.literal('cancel') });

/** Billing, shipping quote, order creation, order details, my orders, delete. */
export function orderRoutes(app: FastifyInstance, deps: Deps) {
  const provider = deps.print.name;

  const saveBilling = async (userId: string, body: unknown) => {
    const b = requireBilling(parse(billingSchema, body));
    await saveBillingDetails(deps.db, userId, b);
    return b;
  };
  // spec spelling: "biling"
  app.post('/api/biling-details/add', describe({ reply: billingReply, summary: "Save the signed-in user's billing and shipping details", access: 'user', body: billingSchema }), async (req) => ok(await saveBilling(await requireUser(req, deps), req.body), 'Billing details saved'));
  app.post('/api/biling-details/update', describe({ reply: billingReply, summary: "Update the signed-in user's billing and shipping details", access: 'user', body: billingSchema }), async (req) => ok(await saveBilling(await requireUser(req, deps), req.body), 'Billing details updated'));

  // Shipping calculation: payload uid + the eight billing fields; the items are the caller's cart.
  app.post('/api/shipping/calculate', describe({ reply: shippingReply, replyExtra: shippingExtra, summary: 'Shipping options and prices for the cart to this address', access: 'user', body: billingSchema }), async (req) => {
    const owner = ownerOf(await getCaller(req, deps));
    const billing = requireBilling(parse(billingSchema, req.body));
    const lines = owner ? await cartLines(deps.db, owner) : [];
    if (!lines.length) throw badRequest('Cart is empty.');
    const items = lines.map((l) => ({ productId: l.row.product_id, variantId: Number(l.row.variant_id), quantity: l.row.quantity, sku: l.variant?.sku }));
    const shippingOptions = await quoteShipping(deps, items, partnerAddress(billing));
    return ok({ shippingOptions }, 'Shipping calculated', { shippingOptions });
  });

  app.post('/api/place-order', describe({ reply: placedReply, replyExtra: placedExtra, summary: 'Place an order for these items with this shipping method (unpaid until /api/payment/card)', access: 'user', body: placeOrderSchema }), async (req) => {
    const userId = await requireUser(req, deps);
    const { order, items } = await placeOrder(deps, userId, parse(placeOrderSchema, req.body));
    const view = orderView(order, items, provider);
    const orderDetails = orderDetailsView(order, items);
    return ok({ order: view, orderDetails }, 'Order placed successfully', { order: view, orderDetails });
  });

  // Order and tax details: tax is computed here, once, after the order was placed.
  app.post('/api/order/details', describe({ reply: orderDetailReply, replyExtra: orderDetailExtra, errors: [404], summary: "One of the signed-in user's orders, with its tax", access: 'user', body: orderIdBody }), async (req) => {
    const userId = await requireUser(req, deps);
    const { orderId } = parse(orderIdBody, req.body);
    const order = await ownOrder(deps.db, userId, orderId);
    const tax = await ensureTax(deps, order);
    const items = (await orderItems(deps.db, [Number(order.id)])).get(Number(order.id)) ?? [];
    const view = orderView(order, items, provider);
    return ok({ order: view, tax, taxLabel: view.taxLabel, orderDetails: orderDetailsView(order, items) }, 'OK', { order: view, tax });
  });

  // My orders: only the caller's, newest first, with the partner details object.
  app.get<{ Params: { provider: string } }>('/api/order/:provider/details', describe({ reply: myOrdersReply, summary: "The signed-in user's orders, newest first, with the provider's details", access: 'user' }), async (req) => {
    const userId = await requireUser(req, deps);
    if (req.params.provider !== provider) throw notFound(`No route for GET /api/order/${req.params.provider}/details`);
    const orders = await ordersOfUser(deps.db, userId);
    const items = await orderItems(deps.db, orders.map((o) => Number(o.id)));
    return ok(orders.map((o) => orderView(o, items.get(Number(o.id)) ?? [], provider)));
  });

  // Tracking: the caller's own order's shipment (null until it ships); another's order is a 404.
  app.get<{ Params: { orderId: string } }>('/api/order/:orderId/shipment', describe({ serialize: true, reply: shipmentReply, summary: "The tracking of one of the signed-in user's orders: carrier, number and events, or null until it ships", access: 'user' }), async (req) => {
    const userId = await requireUser(req, deps);
    const order = await ownOrder(deps.db, userId, req.params.orderId);
    const shipment = await shipmentOf(deps.db, Number(order.id));
    // a canceled order reads canceled (not "fulfilled"), with whether its money went back (issue #41 item 3)
    const status = order.status === 'canceled' ? 'canceled' : (order.partner_status ?? order.status);
    return ok({ orderId: Number(order.id), status, paymentStatus: order.payment_status, shipment }, shipment ? 'Shipment found' : 'Not shipped yet');
  });

  // Spec §7 lists /api/update-order without a payload: the one update a shopper may make is a
  // cancel before production, with the refund that follows (issue #15).
  app.post('/api/update-order', describe({ reply: orderIdReply, errors: [404, 409, 502], summary: "Cancel one of the signed-in user's orders before production; a paid one is refunded in full", access: 'user', body: updateOrderBody }), async (req) => {
    const userId = await requireUser(req, deps);
    const { orderId } = parse(updateOrderBody, req.body);
    const out = await cancelByShopper(deps, userId, orderId);
    return ok({ orderId: out.orderId }, out.message);
  });

  // Delete: own orders only, and only once the partner canceled them (spec §4).
  app.post('/api/order/delete', describe({ serialize: true, reply: orderIdReply, errors: [404, 409], summary: "Delete one of the signed-in user's unpaid orders", access: 'user', body: orderIdBody }), async (req) => {
    const userId = await requireUser(req, deps);
    const { orderId } = parse(orderIdBody, req.body);
    const order = await ownOrder(deps.db, userId, orderId);
    if (order.partner_status !== 'canceled') throw conflict('Only canceled orders can be deleted.');
    await deleteCanceledOrder(deps.db, Number(order.id), userId);
    return ok({ orderId: Number(order.id) }, 'Order deleted successfully');
  });
}
