import { z } from 'zod';
import type {
  AuthData,
  BlogPost,
  BlogSummary,
  CardProduct,
  FavouritesCartEntry,
  OrderFields,
  OrderDetails,
  OrderItem,
  Pagination,
  PartnerDetails,
  ProductDetail,
  ProductListItem,
  ProviderDetails,
  User,
} from '@store/shared/types';

/**
 * The reply shapes several areas share, in zod (issue #43): the document and the reply check read
 * them. zod cannot be derived from the shared TypeScript types, so each schema is written once here
 * and checked against its type below: a field renamed on either side breaks the typecheck.
 */

/** `z.infer<S>` must be assignable to T (the schema promises what the type says clients read). */
type Satisfies<S, T> = [S] extends [T] ? true : false;
/** a compile-time check: only `true` fits */
const check = <_ extends true>() => undefined;

export const isoTime = z.string().describe('ISO 8601 time').meta({ examples: ['2026-11-29T08:00:00.000Z'] });
export const cents = z.number().int().describe('money in integer cents');

export const pagination = z.object({
  currentPage: z.number().int().min(1),
  totalPages: z.number().int().min(0),
  hasPrevPage: z.boolean().optional(),
  hasNextPage: z.boolean().optional(),
}).meta({ id: 'Pagination' });
check<Satisfies<z.infer<typeof pagination>, Pagination>>();

/** a back-office page: the items' total and page count beside `data` (okPage) */
export const pageExtra = z.object({ total: z.number().int(), page: z.number().int(), totalPages: z.number().int() });

export const referencePrices = {
  compareAtCents: cents.nullable().optional().describe("the owner's compare-at price, only while above the price"),
  lowest30dCents: cents.nullable().optional().describe('the lowest price of the last 30 days, sent with compareAtCents'),
};

export const variant = z.object({
  id: z.number().int(),
  title: z.string(),
  price: cents,
  options: z.array(z.number().int()),
  is_available: z.boolean(),
  is_enabled: z.boolean(),
  sku: z.string(),
}).meta({ id: 'Variant' });

export const productListItem = z
  .object({
    id: z.string(),
    productId: z.string(),
    title: z.string(),
    category: z.string(),
    image: z.string(),
    price: cents,
    options: z.string().describe('the options as JSON text (spec §3)'),
    variants: z.array(variant),
    ...referencePrices,
  })
  .meta({ examples: [{ id: 'p1', productId: 'p1', title: 'Sunset tee', category: 't-shirts', image: '/api/mockups/p1.png', price: 2400, options: '[]', variants: [] }] }).meta({ id: 'ProductListItem' });
check<Satisfies<z.infer<typeof productListItem>, ProductListItem>>();

export const cardProduct = productListItem.omit({ options: true, variants: true }).extend({ sizes: z.array(z.string()), moreSizes: z.boolean() }).meta({ id: 'CardProduct' });
check<Satisfies<z.infer<typeof cardProduct>, CardProduct>>();

/** `?view=card` gives cards, else whole list items */
export const listedProduct = z.union([productListItem, cardProduct]);

export const productDetail = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  images: z.array(z.object({ src: z.string(), variant_ids: z.array(z.number().int()), is_default: z.boolean().optional() })),
  options: z.array(z.object({ type: z.string(), name: z.string(), values: z.array(z.object({ id: z.number().int(), title: z.string(), colors: z.array(z.string()).optional() })) })),
  variants: z.array(variant),
  blueprint_id: z.number().int().optional(),
  ...referencePrices,
}).meta({ id: 'ProductDetail' });
check<Satisfies<z.infer<typeof productDetail>, ProductDetail>>();

export const providerDetails = z.object({ title: z.string(), images: z.array(z.object({ src: z.string() })), variants: z.array(z.object({ id: z.number().int(), title: z.string() })) });
check<Satisfies<z.infer<typeof providerDetails>, ProviderDetails>>();

export const favouritesCartEntry = z
  .looseObject({
    id: z.union([z.string(), z.number()]),
    uid: z.string(),
    category: z.string(),
    product_id: z.string(),
    default_image: z.string(),
    productTitle: z.string(),
    productPrice: z.string().describe('dollars with two decimals'),
    variant_id: z.number().int().nullable().optional(),
    color: z.string().nullable().optional(),
    sizes: z.string().nullable().optional(),
    size_id: z.number().int().nullable().optional(),
    color_id: z.number().int().nullable().optional(),
    quantity: z.number().int().optional(),
    type: z.enum(['favorite', 'cart']),
    ...referencePrices,
  })
  .describe("A wishlist or cart row; a cart row carries `{provider}Details`, the product as the print provider names it").meta({ id: 'FavouritesCartEntry' });
check<Satisfies<z.infer<typeof favouritesCartEntry>, FavouritesCartEntry>>();
export const favouritesCart = z.array(favouritesCartEntry);
/** the cart: each row with `{provider}Details`, the product as the print provider names it */
export const cartRows = z.array(favouritesCartEntry);

export const user = z.object({
  id: z.string(),
  fName: z.string(),
  lName: z.string(),
  email: z.string(),
  phone: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  region: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  zip: z.string().nullable().optional(),
  role: z.enum(['customer', 'admin']).optional(),
  created_at: z.string().optional(),
}).meta({ id: 'User' });
check<Satisfies<z.infer<typeof user>, User>>();

export const authData = z.object({ accessToken: z.string(), refreshToken: z.string(), user, favouritesCart });
check<Satisfies<z.infer<typeof authData>, AuthData>>();

export const orderItem = z.object({
  id: z.number().int(),
  productId: z.string(),
  variant_id: z.number().int(),
  productImage: z.string(),
  productTitle: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  sku: z.string(),
  variantLabel: z.string(),
  quantity: z.number().int(),
  price: cents,
  totalPrice: cents,
}).meta({ id: 'OrderItem' });
check<Satisfies<z.infer<typeof orderItem>, OrderItem>>();

export const partnerDetails = z.object({ status: z.string().nullable().optional(), connect: z.object({ url: z.string().nullable().optional() }).optional() });
check<Satisfies<z.infer<typeof partnerDetails>, PartnerDetails>>();

export const order = z
  .looseObject({
    orderId: z.number().int(),
    id: z.number().int(),
    createdAt: isoTime,
    status: z.string(),
    paymentStatus: z.string(),
    paymentMethod: z.string(),
    paymentId: z.string().nullable(),
    shippingOption: z.string(),
    subtotal: cents,
    shippingCost: cents,
    tax: cents,
    taxLabel: z.string().nullable(),
    discountCode: z.string().nullable().optional(),
    discount: cents.optional(),
    totalAmount: cents,
    chargeableAmount: cents,
    address: z.string().describe('the shipping address, JSON text'),
    orderItems: z.array(orderItem),
  })
  .describe('An order (spec §3), money in cents; `{provider}Details` beside it is what the print partner says (null until it has the order)').meta({ id: 'Order' });
check<Satisfies<z.infer<typeof order>, OrderFields>>();

export const orderDetails = z.object({
  id: z.number().int(),
  status: z.string(),
  line_items: z.array(
    z.object({
      product_id: z.string().optional(),
      variant_id: z.number().int().optional(),
      quantity: z.number().int(),
      status: z.string(),
      metadata: z.object({ title: z.string(), variant_label: z.string(), sku: z.string(), price: cents }),
    }),
  ),
}).meta({ id: 'OrderDetails' });
check<Satisfies<z.infer<typeof orderDetails>, OrderDetails>>();

export const blogSummary = z.object({ id: z.number().int(), slug: z.string(), title: z.string(), excerpt: z.string(), featured_image: z.string(), createdAt: isoTime }).meta({ id: 'BlogSummary' });
check<Satisfies<z.infer<typeof blogSummary>, BlogSummary>>();
export const blogPost = blogSummary.omit({ excerpt: true }).extend({ content: z.string().describe('HTML, sanitised by the server'), topic: z.string() }).meta({ id: 'BlogPost' });
check<Satisfies<z.infer<typeof blogPost>, BlogPost>>();

/** a reply with no data: `data` is null */
export const noData = z.null();
