import type { Sql } from '../db/db.ts';

/** The e-mails the owner may switch off (issue #41), each with what it is for. Every one is on until switched off. */
export const noticeKinds = {
  'shopper-cancel': 'To the shopper when they cancel an order that was not paid yet',
  'shopper-refund': 'To the shopper when money goes back to their card (it says so when the order is canceled with it)',
  'owner-new-order': 'To you for each paid order',
  'owner-cancel': 'To you when a shopper cancels an order',
  'owner-fulfilment-failed': 'To you when the print provider refuses or does not answer an order',
} as const;

export type NoticeKind = keyof typeof noticeKinds;
export const isNoticeKind = (k: string): k is NoticeKind => Object.hasOwn(noticeKinds, k);

/** Whether a notice goes out. A read failure sends it: a lost e-mail is worse than an unwanted one. */
export async function noticeOn(db: Sql, kind: NoticeKind): Promise<boolean> {
  try {
    const [row] = await db.query<{ enabled: boolean }>('SELECT enabled FROM notice_settings WHERE kind = $1', [kind]);
    return row?.enabled ?? true;
  } catch {
    return true;
  }
}

export interface NoticeSetting {
  kind: NoticeKind;
  description: string;
  enabled: boolean;
}

export async function noticeSettings(db: Sql): Promise<NoticeSetting[]> {
  const rows = await db.query<{ kind: string; enabled: boolean }>('SELECT kind, enabled FROM notice_settings');
  const stored = new Map(rows.map((r) => [r.kind, r.enabled]));
  return (Object.keys(noticeKinds) as NoticeKind[]).map((kind) => ({ kind, description: noticeKinds[kind], enabled: stored.get(kind) ?? true }));
}

export async function setNotice(db: Sql, kind: NoticeKind, enabled: boolean): Promise<void> {
  await db.query(
    `INSERT INTO notice_settings (kind, enabled) VALUES ($1, $2) ON CONFLICT (kind) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
    [kind, enabled],
  );
}
