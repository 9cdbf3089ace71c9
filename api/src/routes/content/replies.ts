import { z } from 'zod';
import type { ProviderProductCard } from '@store/shared/types';
import { blogSummary, cents, pagination } from '../replyShapes.ts';

/** What the content routes reply (issue #43). */
export const blogListExtra = z.object({ pagination: pagination.extend({ totalItems: z.number().int().optional() }) });
export const blogPostExtra = z.object({ related: z.array(blogSummary).describe('other posts on the same topic') });

export const providerProductCard = z.object({ id: z.string(), title: z.string(), image: z.string().nullable(), description: z.string(), price: cents.nullable() });
export const providerProductCardChecked: z.infer<typeof providerProductCard> extends ProviderProductCard ? true : never = true;
export const providerProductCards = z.array(providerProductCard);
