import { z } from 'zod';
import type {
  AdminBlogPost,
  AdminCustomer,
  AdminCustomerDetail,
  AdminDiscountCode,
  AdminOrderDetail,
  AdminOrderRow,
  AdminProductRow,
  AdminReview,
  AdminTaxRegion,
  AuditEntry,
  BackupRun,
  BulkOrderResult,
  NewsletterProgress,
  Dashboard,
  DesignRequestRow,
  OrderNote,
  SalesReport,
  SubscriberRow,
  SyncState,
} from '@store/shared/types';
import { reviewHideReasons } from '@store/shared/rules';
import { cents, isoTime, productListItem } from '../replyShapes.ts';

/**
 * What the back office's routes reply (issue #43), each checked against the type admin-mfe reads
 * (shared/src/adminTypes.ts, ownerToolTypes.ts): a field renamed on either side breaks the typecheck.
 */
type Is<S, T> = [S] extends [T] ? true : never;

export const adminMe = z.object({ id: z.string(), role: z.literal('admin') });

export const auditEntry = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown().describe('the state before, as recorded'),
  after: z.unknown().describe('the state after'),
  createdAt: isoTime,
});
export const auditChecked: Is<z.infer<typeof auditEntry>, AuditEntry> = true;
export const activityExtra = z.object({ total: z.number().int(), page: z.number().int(), totalPages: z.number().int(), actors: z.array(z.object({ id: z.string(), email: z.string() })) });

export const adminOrderRow = z.object({
  orderId: z.number().int(),
  createdAt: isoTime,
  email: z.string(),
  shopperName: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  partnerStatus: z.string().nullable(),
  totalCents: cents,
  refundedCents: cents,
});
export const adminOrderRowChecked: Is<z.infer<typeof adminOrderRow>, AdminOrderRow> = true;

export const dashboardReply = z.object({
  windows: z.array(z.object({ days: z.union([z.literal(1), z.literal(7), z.literal(30)]), orders: z.number().int(), revenueCents: cents, refundedCents: cents })),
  revenuePerDay: z.array(z.object({ day: z.string(), revenueCents: cents, orders: z.number().int() })),
  attention: z.array(z.object({ orderId: z.number().int(), createdAt: isoTime, email: z.string(), reason: z.enum(['not-sent', 'provider-error', 'payment-unknown']) })),
  latest: z.array(adminOrderRow),
});
export const dashboardChecked: Is<z.infer<typeof dashboardReply>, Dashboard> = true;

export const adminOrderDetail = z.object({
  orderId: z.number().int(),
  createdAt: isoTime,
  status: z.string(),
  paymentStatus: z.string(),
  partnerOrderId: z.string().nullable(),
  partnerStatus: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  shipment: z.object({ carrier: z.string(), trackingNumber: z.string(), providerUrl: z.string().nullable() }).nullable(),
  shopper: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  address: z.record(z.string(), z.string().optional()),
  shippingOption: z.string(),
  items: z.array(z.object({ productId: z.string(), title: z.string(), variant: z.string(), quantity: z.number().int(), priceCents: cents, totalCents: cents })),
  amounts: z.object({
    subtotalCents: cents,
    discountCents: cents.optional(),
    discountCode: z.string().nullable().optional(),
    shippingCents: cents,
    taxCents: cents,
    taxLabel: z.string().nullable().optional(),
    totalCents: cents,
    chargedCents: cents,
    refundedCents: cents,
  }),
  payment: z.object({ status: z.string(), last4: z.string().nullable(), brand: z.string().nullable(), transactionId: z.string().nullable() }).nullable(),
  timeline: z.array(z.object({ at: isoTime, kind: z.string(), text: z.string() })),
});
export const adminOrderDetailChecked: Is<z.infer<typeof adminOrderDetail>, AdminOrderDetail> = true;

export const orderNote = z.object({ id: z.number().int(), body: z.string(), authorEmail: z.string().nullable(), createdAt: isoTime });
export const orderNoteChecked: Is<z.infer<typeof orderNote>, OrderNote> = true;

export const bulkResults = z.array(z.object({ orderId: z.number().int(), done: z.boolean(), message: z.string().nullable() }));
export const bulkChecked: Is<z.infer<typeof bulkResults>, BulkOrderResult[]> = true;

export const refundReply = z.object({
  refund: z.object({
    id: z.string(),
    orderId: z.number().int(),
    kind: z.enum(['refund', 'void']),
    amountCents: cents,
    taxCents: cents,
    status: z.enum(['pending', 'succeeded', 'declined', 'unknown']),
    message: z.string().nullable(),
  }),
  repeated: z.boolean().describe('the same requestKey was refunded before: nothing new was done'),
  partnerCanceled: z.boolean().nullable().describe('whether the print provider canceled the order (a full refund)'),
});

export const adminBlogPost = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  topic: z.string(),
  content: z.string(),
  featuredImage: z.string(),
  published: z.boolean(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export const adminBlogPostChecked: Is<z.infer<typeof adminBlogPost>, AdminBlogPost> = true;
export const htmlPreview = z.object({ html: z.string().describe('after the sanitiser') });

export const designRequestRow = z.object({
  id: z.number().int(),
  createdAt: isoTime,
  state: z.enum(['new', 'answered']),
  shopperEmail: z.string(),
  shopperName: z.string(),
  blueprintId: z.number().int(),
  blueprintTitle: z.string(),
  design: z.object({ productId: z.string(), title: z.string(), category: z.string() }).nullable(),
  answer: z.string().nullable(),
  answeredAt: isoTime.nullable(),
});
export const designRequestChecked: Is<z.infer<typeof designRequestRow>, DesignRequestRow> = true;

export const subscriberRow = z.object({ email: z.string(), subscribedAt: isoTime });
export const subscriberChecked: Is<z.infer<typeof subscriberRow>, SubscriberRow> = true;
export const newsletterSent = z.union([
  z.object({ to: z.string().describe('a test: sent to the admin only') }),
  z.object({ id: z.number().int().describe('the newsletter: its progress is at /api/admin/newsletters/progress'), recipients: z.number().int() }),
]);
export const audienceReply = z.object({ recipients: z.number().int() });

const scheduleSettings = z.object({ enabled: z.boolean(), everyHours: z.number().int(), keepDaily: z.number().int(), keepWeekly: z.number().int() });
export const backupRun = z.object({
  id: z.number().int(),
  trigger: z.enum(['manual', 'schedule', 'command']),
  status: z.enum(['running', 'succeeded', 'failed']),
  startedAt: isoTime,
  finishedAt: isoTime.nullable(),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  secretsIncluded: z.boolean().nullable(),
  error: z.string().nullable(),
  removedAt: isoTime.nullable(),
  holdMs: z.number().int().nullable().describe('embedded database on disk: how long the backup held it (ms); null elsewhere'),
});
export const backupRunChecked: Is<z.infer<typeof backupRun>, BackupRun> = true;
export const backupsReply = z.object({
  runs: z.array(backupRun),
  files: z.array(z.object({ name: z.string(), size: z.number().int(), modifiedAt: isoTime, restoreCommand: z.string() })),
  schedule: scheduleSettings,
  lastSuccessAt: isoTime.nullable(),
  store: z.object({ kind: z.string(), where: z.string() }),
  secretsSealed: z.boolean(),
});
export const backupTakenReply = z.object({
  name: z.string(),
  size: z.number().int(),
  secretsIncluded: z.boolean(),
  tables: z.number().int(),
  holdMs: z.number().int().nullable().describe('embedded database on disk: how long the backup held it (ms); null on PostgreSQL and in memory'),
});
export const scheduleReply = scheduleSettings;

export const deployTokenRow = z.object({ id: z.number().int(), label: z.string(), createdAt: isoTime, revoked: z.boolean() });
export const deployTokenMade = z.object({ id: z.number().int(), token: z.string().describe('shown once') });
export const idReply = z.object({ id: z.number().int() });

export const taxRegion = z.object({
  id: z.number().int(),
  country: z.string(),
  subdivision: z.string(),
  name: z.string(),
  ratePpm: z.number().int(),
  rate: z.string(),
  label: z.string(),
  shippingTaxed: z.boolean(),
});
export const taxRegionChecked: Is<z.infer<typeof taxRegion>, AdminTaxRegion> = true;

export const adminReview = z.object({
  id: z.number().int(),
  productId: z.string(),
  productTitle: z.string(),
  category: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  shopperEmail: z.string(),
  shopperName: z.string(),
  orderId: z.number().int().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
  hiddenReason: z.enum(reviewHideReasons).nullable(),
  hiddenAt: isoTime.nullable(),
  reply: z.string().nullable(),
  repliedAt: isoTime.nullable(),
});
export const adminReviewChecked: Is<z.infer<typeof adminReview>, AdminReview> = true;

export const adminCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  joinedAt: isoTime,
  paidOrders: z.number().int(),
  totalSpentCents: cents,
  subscription: z.enum(['confirmed', 'pending', 'none']),
  lastVisitAt: isoTime.nullable(),
});
export const adminCustomerChecked: Is<z.infer<typeof adminCustomer>, AdminCustomer> = true;
export const adminCustomerDetail = adminCustomer.extend({
  orders: z.array(z.object({ orderId: z.number().int(), createdAt: isoTime, status: z.string(), paymentStatus: z.string(), totalCents: cents, refundedCents: cents })),
});
export const adminCustomerDetailChecked: Is<z.infer<typeof adminCustomerDetail>, AdminCustomerDetail> = true;

const salesTotals = { grossCents: cents, refundsCents: cents, netCents: cents };
export const salesReportReply = z.object({
  from: z.string(),
  to: z.string(),
  period: z.enum(['day', 'week', 'month']),
  byPeriod: z.array(z.object({ period: z.string(), orders: z.number().int(), ...salesTotals })),
  byProduct: z.array(z.object({ productId: z.string(), productTitle: z.string(), units: z.number().int(), ...salesTotals })),
  totals: z.object({ orders: z.number().int(), ...salesTotals }),
});
export const salesReportChecked: Is<z.infer<typeof salesReportReply>, SalesReport> = true;

export const discountCode = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int(),
  expiresAt: isoTime.nullable(),
  usageLimit: z.number().int().nullable(),
  used: z.number().int(),
  active: z.boolean(),
  createdAt: isoTime,
});
export const discountCodeChecked: Is<z.infer<typeof discountCode>, AdminDiscountCode> = true;

export const noticesReply = z.object({
  settings: z.array(z.object({ kind: z.string(), description: z.string(), enabled: z.boolean() })),
  previews: z.array(z.object({ id: z.string(), label: z.string(), audience: z.string() })),
});
export const noticeSet = z.object({ kind: z.string(), enabled: z.boolean() });
export const noticePreview = z.object({ id: z.string(), label: z.string(), audience: z.string(), to: z.string(), subject: z.string(), text: z.string(), html: z.string(), bodyHtml: z.string() });

const scriptCheck = z.object({
  id: z.number().int(),
  trigger: z.string(),
  startedAt: isoTime,
  finishedAt: isoTime.nullable(),
  scripts: z.number().int(),
  differences: z.array(z.object({ file: z.string(), found: z.string().nullable(), change: z.string(), expected: z.string().nullable() })),
});
export const paymentScriptsReply = z.object({
  scripts: z.array(z.object({ remote: z.string(), version: z.string(), path: z.string(), integrity: z.string(), url: z.string(), reason: z.string(), deployedBy: z.string(), deployedAt: isoTime })),
  checks: z.array(scriptCheck),
});
export const paymentScriptCheck = scriptCheck;

/** the catalogue page (routes/admin/catalogue.ts) */
export const adminProductRow = z.object({
  productId: z.string(),
  title: z.string(),
  category: z.string(),
  priceCents: cents,
  compareAtCents: cents.nullable(),
  lowest30dCents: cents,
  image: z.string(),
  hidden: z.boolean(),
});
export const visibilityReply = z.object({ productId: z.string(), hidden: z.boolean() });
export const compareAtReply = z.object({ productId: z.string(), priceCents: cents, compareAtCents: cents.nullable() });

export const newsletterProgressReply = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    recipients: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int().describe('tried every time without success'),
    pending: z.number().int(),
    retrying: z.number().int(),
    startedAt: isoTime,
    finishedAt: isoTime.nullable().describe('null while it is being sent'),
  })
  .nullable()
  .describe('null: no newsletter sent yet');
export const newsletterProgressChecked: Is<z.infer<typeof newsletterProgressReply>, NewsletterProgress | null> = true;

export const adminProductRowChecked: Is<z.infer<typeof adminProductRow>, AdminProductRow> = true;

export const syncStateReply = z.object({
  provider: z.string().nullable(),
  version: z.string().nullable(),
  syncedAt: isoTime.nullable(),
  lastRun: z
    .object({
      id: z.number().int(),
      status: z.enum(['running', 'succeeded', 'failed']),
      startedAt: isoTime,
      finishedAt: isoTime.nullable(),
      products: z.number().int().nullable(),
      message: z.string().nullable(),
    })
    .nullable(),
  progress: z
    .object({
      phase: z.enum(['staging', 'comparing', 'applying', 'listings', 'finishing']),
      staged: z.number().int(),
      toApply: z.number().int().nullable(),
      applied: z.number().int(),
    })
    .nullable()
    .describe('how far the running sync has got (null: none runs)'),
});
export const syncStateChecked: Is<z.infer<typeof syncStateReply>, SyncState> = true;
export const syncStarted = z.object({ runId: z.number().int() });

const homeSectionName = z.enum(['tShirts', 'mobileCovers', 'mugs', 'womensSkirtsDresses', 'shoes']);
export const homeSectionsReply = z.object({
  sections: z.record(homeSectionName, z.string()).describe("each section's title"),
  picks: z.record(homeSectionName, z.array(productListItem).nullable()).describe('null: the default listing'),
});
export const homeSectionSaved = z.object({ section: homeSectionName, productIds: z.array(z.string()) });
