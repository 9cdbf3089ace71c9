import { formatCents } from '@store/shared/rules';

/** What each audit code means, in the owner's words (#41 item 16). An unknown code is shown as it is. */
const actionLabels: Record<string, string> = {
  'order.refund': 'Refunded a payment',
  'order.void': 'Voided a payment',
  'order.note': 'Wrote a note on an order',
  'order.resend-confirmation': 'Resent the confirmation e-mail',
  'order.retry-fulfilment': 'Sent an order to the print provider again',
  'product.hide': 'Hid a product from the shop',
  'product.show': 'Showed a product in the shop again',
  'product.compare-at.set': 'Set a compare-at price',
  'product.compare-at.clear': 'Removed a compare-at price',
  'catalogue.sync': 'Synced the catalogue',
  'home-section.set': 'Chose the products of a home page section',
  'blog.create': 'Wrote a blog post',
  'blog.update': 'Edited a blog post',
  'blog.delete': 'Deleted a blog post',
  'design-request.reply': 'Answered a design request',
  'review.hide': 'Hid a review',
  'review.unhide': 'Showed a review again',
  'review.reply': 'Answered a review',
  'newsletter.send': 'Sent a newsletter',
  'tax-region.add': 'Added a tax region',
  'tax-region.update': 'Changed a tax region',
  'tax-region.delete': 'Removed a tax region',
  'discount.add': 'Created a discount code',
  'discount.change': 'Changed a discount code',
  'notice.set': 'Changed a notice setting',
  'user.create-admin': 'Created the owner account',
  'user.reset-and-promote': 'Made an account the owner',
};

export const activityAreaLabels: { value: string; label: string }[] = [
  { value: 'order', label: 'Orders' },
  { value: 'product', label: 'Products' },
  { value: 'catalogue', label: 'Catalogue sync' },
  { value: 'home-section', label: 'Home page' },
  { value: 'blog', label: 'Blog' },
  { value: 'design-request', label: 'Design requests' },
  { value: 'review', label: 'Reviews' },
  { value: 'newsletter', label: 'Newsletters' },
  { value: 'tax-region', label: 'Taxes' },
  { value: 'discount', label: 'Discount codes' },
  { value: 'notice', label: 'Notices' },
  { value: 'user', label: 'Accounts' },
];

export const activityLabel = (action: string): string => actionLabels[action] ?? action;

/** Where the thing a change was made to lives in the back office, with the words for the link; null when it has no page. */
export function activityTarget(action: string, target: string | null): { href: string; text: string } | null {
  if (!target) return null;
  const area = action.split('.')[0];
  const id = encodeURIComponent(target);
  switch (area) {
    case 'order':
      return /^\d+$/.test(target) ? { href: `/admin/orders/${id}`, text: `Order #${target}` } : null;
    case 'product':
      return { href: `/admin/catalogue?q=${id}`, text: `Product ${target}` };
    case 'blog':
      return /^\d+$/.test(target) ? { href: `/admin/blog/${id}`, text: `Blog post ${target}` } : null;
    case 'design-request':
      return { href: '/admin/requests', text: `Design request ${target}` };
    case 'review':
      return { href: '/admin/reviews', text: `Review ${target}` };
    case 'tax-region':
      return { href: '/admin/taxes', text: `Tax region ${target}` };
    case 'discount':
      return { href: '/admin/discounts', text: `Discount ${target}` };
    default:
      return null;
  }
}

const words = (key: string) => key.replace(/Cents$/, '').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

function valueText(key: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'number' && key.endsWith('Cents')) return formatCents(v);
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.length <= 5 ? v.map((x) => (typeof x === 'object' ? '…' : String(x))).join(', ') : `${v.length} items`;
  return '…';
}

/**
 * Before and after as lines the owner reads ("payment status: paid → voided"), one per field that
 * changed or was set; nested objects one level down ("refund status: succeeded"). Never raw JSON.
 */
export function changeLines(before: unknown, after: unknown): string[] {
  const flat = (v: unknown): Record<string, unknown> => {
    if (v === null || v === undefined) return {};
    if (typeof v !== 'object' || Array.isArray(v)) return { value: v };
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (x && typeof x === 'object' && !Array.isArray(x)) for (const [k2, y] of Object.entries(x as Record<string, unknown>)) out[`${k} ${k2.charAt(0).toUpperCase()}${k2.slice(1)}`] = y;
      else out[k] = x;
    }
    return out;
  };
  const b = flat(before);
  const a = flat(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.flatMap((k) => {
    const from = valueText(k, b[k]);
    const to = valueText(k, a[k]);
    if (!(k in b)) return [`${words(k)}: ${to}`];
    if (!(k in a)) return [`${words(k)}: ${from} → removed`];
    return from === to ? [] : [`${words(k)}: ${from} → ${to}`];
  });
}
