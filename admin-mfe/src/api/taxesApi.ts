// The Taxes page's calls (issue #40 part 3). Admin-only on the server, like every /api/admin route.
import { apiGet, apiSend } from '@store/shared';
import type { AdminTaxRegion } from '@store/shared';

export type { AdminTaxRegion };

/** What the form sends: codes and the rate as typed; the server checks them (unknown place, rate outside 0–25 %). */
export interface TaxRegionDraft {
  country: string;
  subdivision: string;
  rate: string;
  shippingTaxed: boolean;
}

/** A refusal names the field it is about, so the form shows it there. */
export type TaxField = keyof TaxRegionDraft;

export const taxRegionsKey = ['admin', 'tax-regions'] as const;

export async function fetchTaxRegions(): Promise<AdminTaxRegion[]> {
  const reply = await apiGet<AdminTaxRegion[]>('/api/admin/tax-regions');
  if (!reply.success) throw new Error(reply.message);
  return reply.data;
}

export async function saveTaxRegion(id: number | null, draft: TaxRegionDraft) {
  const reply = id === null ? await apiSend<AdminTaxRegion>('POST', '/api/admin/tax-regions', draft, 'Could not add the tax region.') : await apiSend<AdminTaxRegion>('PUT', `/api/admin/tax-regions/${id}`, draft, 'Could not save the tax region.');
  return { ...reply, field: (reply as { field?: TaxField }).field };
}

export const deleteTaxRegion = (id: number) => apiSend<{ id: number }>('DELETE', `/api/admin/tax-regions/${id}`, {}, 'Could not delete the tax region.');
