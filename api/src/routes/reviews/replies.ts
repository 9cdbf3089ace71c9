import { z } from 'zod';
import { reviewHideReasons, type PublicReview, type ReviewPage } from '@store/shared/rules';
import { isoTime } from '../replyShapes.ts';

/** What the review routes reply (issue #43), checked against the shared types. */
export const publicReview = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  author: z.string().describe("first name and the last name's initial"),
  createdAt: isoTime,
  updatedAt: isoTime,
  reply: z.string().nullable().describe("the owner's answer"),
  repliedAt: isoTime.nullable(),
});
export const publicReviewChecked: z.infer<typeof publicReview> extends PublicReview ? true : never = true;

export const reviewPage = z.object({
  summary: z.object({ count: z.number().int(), average: z.number().nullable().describe('null when there are no reviews') }),
  items: z.array(publicReview),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export const reviewPageChecked: z.infer<typeof reviewPage> extends ReviewPage ? true : never = true;

export const ownReviewReply = publicReview.extend({ hiddenReason: z.enum(reviewHideReasons).nullable(), hiddenAt: isoTime.nullable() });

export const mineReply = z.object({
  product: z.object({ id: z.string(), title: z.string(), category: z.string() }),
  eligible: z.boolean().describe('whether this account bought the product and so may review it'),
  review: ownReviewReply.nullable(),
  reason: z.string().optional().describe('why not, when not eligible'),
});

export const inviteReply = z.object({ orderId: z.number().int(), productId: z.string() });
