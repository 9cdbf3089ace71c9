import type { AdminCustomer, AdminDiscountCode } from '@store/shared';
import { formatCents } from '@store/shared/rules';

/** The newsletter state in the owner's words. */
export const subscriptionLabel: Record<AdminCustomer['subscription'], string> = {
  confirmed: 'Subscribed',
  pending: 'Not confirmed yet',
  none: 'Not subscribed',
};

/** '10 % off' or '$5.00 off' (goods only). */
export const discountAmountLabel = (c: Pick<AdminDiscountCode, 'kind' | 'value'>) => (c.kind === 'percent' ? `${c.value} % off` : `${formatCents(c.value)} off`);
