// The back office's activity log (#41 item 16), paged and filtered. The server checks the role.
import { apiGet } from '@store/shared';
import type { AuditEntry } from '@store/shared/types';

export type { AuditEntry };
export interface ActivityFilters {
  page: number;
  area?: string;
  actor?: string;
  target?: string;
}

export function activityQueryString(f: ActivityFilters): string {
  const p = new URLSearchParams();
  for (const k of ['page', 'area', 'actor', 'target'] as const) {
    const v = f[k];
    if (v !== undefined && v !== '' && !(k === 'page' && v === 1)) p.set(k, String(v));
  }
  return p.toString();
}

export const activityKey = (f: ActivityFilters) => ['admin', 'activity', activityQueryString(f)] as const;

export async function fetchActivity(f: ActivityFilters) {
  const reply = await apiGet<AuditEntry[], { total: number; totalPages: number; actors: { id: string; email: string }[] }>(`/api/admin/activity?${activityQueryString(f)}`);
  return { rows: reply.data, total: reply.total, totalPages: reply.totalPages, actors: reply.actors };
}
