// The Notices page's calls (issue #41): the owner's e-mail switches and the template previews.
import { apiGet, apiSend } from '@store/shared';

export interface NoticeSetting {
  kind: string;
  description: string;
  enabled: boolean;
}
export interface PreviewEntry {
  id: string;
  label: string;
  audience: 'shopper' | 'owner';
}
export interface MailPreview extends PreviewEntry {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the body, sanitised by the server, shown inline */
  bodyHtml: string;
}

export const noticesKey = ['admin', 'notices'] as const;
export const previewKey = (id: string) => ['admin', 'notice-preview', id] as const;

export async function fetchNotices(): Promise<{ settings: NoticeSetting[]; previews: PreviewEntry[] }> {
  const reply = await apiGet<{ settings: NoticeSetting[]; previews: PreviewEntry[] }>('/api/admin/notices');
  if (!reply.success) throw new Error(reply.message);
  return reply.data;
}

export const setNotice = (kind: string, enabled: boolean) => apiSend<{ kind: string; enabled: boolean }>('PUT', `/api/admin/notices/${encodeURIComponent(kind)}`, { enabled }, 'Could not save the setting.');

export async function fetchPreview(id: string): Promise<MailPreview> {
  const reply = await apiGet<MailPreview>(`/api/admin/notices/previews/${encodeURIComponent(id)}`);
  if (!reply.success) throw new Error(reply.message);
  return reply.data;
}
