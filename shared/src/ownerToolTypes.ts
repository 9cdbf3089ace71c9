/** The owner's tools of issue #41 (O4): customers, sales reports, discount codes. Money in integer cents. */

/** One shopper account as the back office lists it. */
export interface AdminCustomer {
  id: number;
  name: string;
  email: string;
  joinedAt: string;
  /** orders whose payment went through */
  paidOrders: number;
  /** charged on paid orders less what was refunded */
  totalSpentCents: number;
  /** 'confirmed' (receives newsletters), 'pending' (has not clicked the confirmation link) or 'none' */
  subscription: 'confirmed' | 'pending' | 'none';
  /** the last sign-in or session renewal; null when never signed in since sessions were recorded */
  lastVisitAt: string | null;
}

export interface AdminCustomerDetail extends AdminCustomer {
  orders: {
    orderId: number;
    createdAt: string;
    status: string;
    paymentStatus: string;
    totalCents: number;
    refundedCents: number;
  }[];
}

export type ReportPeriod = 'day' | 'week' | 'month';

/** Sales in one period: gross charged, refunded, and net (gross − refunds), each as such. */
export interface SalesRow {
  /** YYYY-MM-DD: the first day of the period (weeks start on Monday, UTC) */
  period: string;
  orders: number;
  grossCents: number;
  refundsCents: number;
  netCents: number;
}

/** Sales of one product in the report's range; refunds are spread over an order's lines by their share. */
export interface ProductSalesRow {
  productId: string;
  productTitle: string;
  units: number;
  grossCents: number;
  refundsCents: number;
  netCents: number;
}

export interface SalesReport {
  from: string;
  to: string;
  period: ReportPeriod;
  byPeriod: SalesRow[];
  byProduct: ProductSalesRow[];
  totals: { orders: number; grossCents: number; refundsCents: number; netCents: number };
}

export type DiscountKind = 'percent' | 'fixed';

export interface AdminDiscountCode {
  id: number;
  code: string;
  kind: DiscountKind;
  /** percent: whole percent 1–100; fixed: cents */
  value: number;
  /** ISO time after which the code is refused; null = no expiry */
  expiresAt: string | null;
  /** how many orders may use it; null = unlimited */
  usageLimit: number | null;
  used: number;
  active: boolean;
  createdAt: string;
}
