import type { NewsletterProgress, SyncProgress } from '@store/shared/types';

/** A running catalogue sync in the owner's words, phase by phase (the live region reads it out). */
export function syncProgressText(p: SyncProgress | null): string {
  if (!p) return 'Sync running…';
  switch (p.phase) {
    case 'staging':
      return `Sync running: reading the provider's catalogue, ${p.staged} products so far.`;
    case 'comparing':
      return `Sync running: comparing ${p.staged} products with the shop.`;
    case 'applying':
      return p.toApply ? `Sync running: applying changes, ${p.applied} of ${p.toApply} done.` : 'Sync running: no product changed.';
    case 'listings':
      return `Sync running: ${p.toApply ?? 0} changes applied; rebuilding the listings.`;
    case 'finishing':
      return 'Sync running: finishing.';
  }
}

/** How far a count has got, 0–100, for a progress bar (null: not known yet). */
export const percent = (done: number, total: number | null | undefined) => (total ? Math.min(100, Math.round((done / total) * 100)) : null);

/** A newsletter's send in the owner's words: under way (with what waits for another try), or its outcome. */
export function newsletterProgressText(p: NewsletterProgress, when: (iso: string) => string): string {
  const failed = p.failed ? `, ${p.failed} failed` : '';
  if (p.finishedAt) return `“${p.subject}” went to ${p.sent} of ${p.recipients} subscribers${failed} (${when(p.finishedAt)}).`;
  const retrying = p.retrying ? `, ${p.retrying} to try again` : '';
  return `Sending “${p.subject}”: ${p.sent} of ${p.recipients} sent${failed}${retrying}.`;
}

/** A backup under way, from its run record (the backup reports no finer progress). */
export const backupRunningText = (startedAt: string, when: (iso: string) => string) => `Backing up: started ${when(startedAt)}. This page updates when it is done.`;
