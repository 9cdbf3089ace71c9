import { z } from 'zod';
import { reviewHideReasons, reviewLimits } from '@store/shared/rules';

/** Plain text, trimmed, Windows line ends made one; no HTML is interpreted anywhere it is shown. */
const text = (field: string, max: number) =>
  z.string().transform((s) => s.replace(/\r\n?/g, '\n').trim()).pipe(z.string().min(1, `Write a ${field}.`).max(max, `The ${field} may be at most ${max} characters.`));

export const productParams = z.object({ productId: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be a product id') });
export const reviewIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const reviewPageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const reviewBody = z.object({
  rating: z.number({ message: 'Choose from 1 to 5 stars.' }).int('Choose from 1 to 5 stars.').min(1, 'Choose from 1 to 5 stars.').max(5, 'Choose from 1 to 5 stars.'),
  title: text('title', reviewLimits.titleMax).pipe(z.string().refine((s) => !/\n/.test(s), 'The title is one line.')),
  body: text('review', reviewLimits.bodyMax),
});

export const inviteQuery = z.object({ token: z.string().min(1).max(200) });

export const adminListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  filter: z.enum(['all', 'visible', 'hidden', 'unanswered']).default('all'),
  rating: z.coerce.number().int().min(1).max(5).optional(),
});
// the fixed list: a review is never hidden for being negative
export const hideBody = z.object({ reason: z.enum(reviewHideReasons, { message: `The reason must be one of: ${reviewHideReasons.join(', ')}.` }) });
export const replyBody = z.object({ reply: text('reply', reviewLimits.replyMax) });
