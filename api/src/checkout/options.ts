/** Checkout settings by environment, with embedded defaults. */
export interface CheckoutOptions {
  /** quoted when the print provider cannot be reached, so checkout stays open */
  shippingFallback: { name: string; cents: number };
  /** polling fallback for partner order status (missed webhooks, providers without webhooks) */
  partnerPollSeconds: number;
  /** how soon an 'unknown' payment is reconciled with the gateway */
  reconcileAfterSeconds: number;
  /** job queue polling interval (pg-boss minimum 0.5 s) */
  jobPollSeconds: number;
}

export function loadCheckoutOptions(env: NodeJS.ProcessEnv = process.env): CheckoutOptions {
  const num = (v: string | undefined, d: number) => (v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : d);
  return {
    shippingFallback: { name: env.SHIPPING_FALLBACK_NAME || 'Standard', cents: Math.round(num(env.SHIPPING_FALLBACK_CENTS, 799)) },
    partnerPollSeconds: num(env.PARTNER_POLL_SECONDS, 60),
    reconcileAfterSeconds: num(env.PAYMENT_RECONCILE_SECONDS, 30),
    jobPollSeconds: Math.max(0.5, num(env.JOB_POLL_SECONDS, 2)),
  };
}
