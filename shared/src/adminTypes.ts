// The back office's API shapes (issue #15): written by the server (api/src/admin), read by admin-mfe.
// One definition, so the two sides cannot drift apart.
import type { ReviewHideReason } from './rules/reviews.ts';

export type CatalogueRunStatus = 'running' | 'succeeded' | 'failed';
/** The home page's sections an owner may hand-pick (spec §3 "Home data response"). */
export type HomeSection = 'tShirts' | 'mobileCovers' | 'mugs' | 'womensSkirtsDresses' | 'shoes';

export interface DashboardWindow {
  days: 1 | 7 | 30;
  /** paid orders, voided ones left out (a void is a sale that never happened) */
  orders: number;
  /** net: charged less refunded */
  revenueCents: number;
  /** given back by refunds on the window's orders that were not voided */
  refundedCents: number;
}

export interface AttentionOrder {
  orderId: number;
  createdAt: string;
  email: string;
  reason: 'not-sent' | 'provider-error' | 'payment-unknown';
}

export interface Dashboard {
  windows: DashboardWindow[];
  /** the last 30 days, oldest first, every day present (0 when nothing was sold) */
  revenuePerDay: { day: string; revenueCents: number; orders: number }[];
  attention: AttentionOrder[];
  /** the newest orders, whatever their state */
  latest: AdminOrderRow[];
}

export interface AdminOrderRow {
  orderId: number;
  createdAt: string;
  email: string;
  /** the account's first and last name */
  shopperName: string;
  status: string;
  paymentStatus: string;
  partnerStatus: string | null;
  totalCents: number;
  refundedCents: number;
}

export interface TimelineEntry {
  at: string;
  /** placed, paid, payment-declined, sent-to-provider, fulfilment-failed, provider-status, webhook, shipment, refund, void, canceled, confirmation-resent… */
  kind: string;
  /** one line a store owner reads */
  text: string;
}

export interface AdminOrderDetail {
  orderId: number;
  createdAt: string;
  status: string;
  paymentStatus: string;
  partnerOrderId: string | null;
  partnerStatus: string | null;
  trackingUrl: string | null;
  /** the parcel as the print provider reported it: carrier, number, and the provider's link (null before it ships) */
  shipment: { carrier: string; trackingNumber: string; providerUrl: string | null } | null;
  shopper: { id: string; name: string; email: string };
  address: Record<string, string | undefined>;
  shippingOption: string;
  items: { productId: string; title: string; variant: string; quantity: number; priceCents: number; totalCents: number }[];
  /** taxLabel: the rate that applied, 'CA 7.25 %' (null: none, or taxed before the owner's table) */
  /** discountCents: what the order's discount code (discountCode) took off the goods; 0 without one (issue #41) */
  amounts: { subtotalCents: number; discountCents?: number; discountCode?: string | null; shippingCents: number; taxCents: number; taxLabel?: string | null; totalCents: number; chargedCents: number; refundedCents: number };
  payment: { status: string; last4: string | null; brand: string | null; transactionId: string | null } | null;
  timeline: TimelineEntry[];
}

export interface AdminBlogPost {
  id: number;
  slug: string;
  title: string;
  topic: string;
  content: string;
  featuredImage: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface BlogDraft {
  title: string;
  topic: string;
  content: string;
  published: boolean;
}

export interface DesignRequestRow {
  id: number;
  createdAt: string;
  state: 'new' | 'answered';
  shopperEmail: string;
  shopperName: string;
  blueprintId: number;
  blueprintTitle: string;
  design: { productId: string; title: string; category: string } | null;
  answer: string | null;
  answeredAt: string | null;
}

export interface AdminProductRow {
  productId: string;
  title: string;
  category: string;
  priceCents: number;
  /** the owner's compare-at price (stored even when not above the price; then no page shows it) */
  compareAtCents: number | null;
  /** the lowest price of the last 30 days, the current one included */
  lowest30dCents: number;
  image: string;
  hidden: boolean;
}

export interface SyncState {
  provider: string | null;
  version: string | null;
  syncedAt: string | null;
  lastRun: { id: number; status: CatalogueRunStatus; startedAt: string; finishedAt: string | null; products: number | null; message: string | null } | null;
  /** how far the running sync has got (null: none runs) */
  progress: SyncProgress | null;
}

/** A catalogue sync's phases: products staged from the provider, compared with the shop's, changes applied, listings rebuilt and swapped in. */
export type SyncPhase = 'staging' | 'comparing' | 'applying' | 'listings' | 'finishing';
export interface SyncProgress {
  phase: SyncPhase;
  /** products read from the provider so far */
  staged: number;
  /** new, changed and removed products found by the comparison (null: not compared yet) */
  toApply: number | null;
  applied: number;
}

/** A newsletter's send (a job): how many of its recipients it has reached. */
export interface NewsletterProgress {
  id: number;
  subject: string;
  recipients: number;
  sent: number;
  /** tried NEWSLETTER_ATTEMPTS times without success */
  failed: number;
  /** not reached yet (those with `retrying` among them failed once and wait for the next try) */
  pending: number;
  retrying: number;
  startedAt: string;
  /** null while it is being sent */
  finishedAt: string | null;
}

export interface AuditEntry {
  id: string;
  actorId: string | null;
  /** who did it, as the owner reads it (null: the command line or start-up) */
  actorEmail: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface SubscriberRow {
  email: string;
  subscribedAt: string;
}

/** One backup run (issue #28), as the Backups page lists it. */
export interface BackupRun {
  id: number;
  trigger: 'manual' | 'schedule' | 'command';
  status: 'running' | 'succeeded' | 'failed';
  startedAt: string;
  finishedAt: string | null;
  fileName: string | null;
  sizeBytes: number | null;
  secretsIncluded: boolean | null;
  error: string | null;
  removedAt: string | null;
  /** embedded database on disk: how long the backup held it (ms) */
  holdMs: number | null;
}

/** One entry of a remote's deploy history (issue #25), as the Deploys page lists it. */
export interface DeployHistoryEntry {
  id: number;
  version: string | null;
  action: string;
  previous: string | null;
  actor: string;
  reason: string | null;
  createdAt: string;
}

/** A region of the owner's tax table (Back office → Taxes). */
export interface AdminTaxRegion {
  id: number;
  /** ISO 3166-1 alpha-2 */
  country: string;
  /** ISO 3166-2 code without the country prefix; '' = the whole country */
  subdivision: string;
  /** 'California, United States' */
  name: string;
  /** parts per million: 72500 = 7.25 % */
  ratePpm: number;
  /** '7.25 %' */
  rate: string;
  /** what shoppers read on the order review and in e-mails: 'CA 7.25 %' */
  label: string;
  shippingTaxed: boolean;
}

/** The back office's review list: which reviews it shows (issue #40). */
export type ReviewFilter = 'all' | 'visible' | 'hidden' | 'unanswered';

/** A review as the owner sees it, with who wrote it and what the owner did with it. */
export interface AdminReview {
  id: number;
  productId: string;
  productTitle: string;
  category: string;
  rating: number;
  title: string;
  body: string;
  shopperEmail: string;
  shopperName: string;
  orderId: number | null;
  createdAt: string;
  updatedAt: string;
  hiddenReason: ReviewHideReason | null;
  hiddenAt: string | null;
  reply: string | null;
  repliedAt: string | null;
}

/** The owner's private note on an order (#41 order work). */
export interface OrderNote {
  id: number;
  body: string;
  /** who wrote it; null once that account is gone */
  authorEmail: string | null;
  createdAt: string;
}

/** One order's outcome in a bulk action: done, or refused with the reason the order page would give. */
export interface BulkOrderResult {
  orderId: number;
  done: boolean;
  message: string | null;
}
