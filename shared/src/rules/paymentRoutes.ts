/**
 * The payment page's documents (`/payment/<id>`, `/card-payment/<id>`): the only ones whose CSP
 * allows the card gateway's tokenizer, and whose scripts are inventoried and locked to their hashes.
 */
export const paymentPagePath = /^\/(payment|card-payment)\/[^/?#]+(?:[?#].*)?$/;

/** Whether routes a remote declares include the payment page (its scripts are then inventoried and locked). */
export function servesPaymentPage(routes: readonly { path: string }[]): boolean {
  return routes.some((r) => paymentPagePath.test(r.path.replace(/:[^/]+/g, 'sample')));
}
