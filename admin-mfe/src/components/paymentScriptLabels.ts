import type { PaymentPageCheck, ScriptDifference } from '../api/paymentScriptsApi.ts';

export const triggerLabel: Record<PaymentPageCheck['trigger'], string> = { schedule: 'daily check', deploy: 'after a deploy', owner: 'run by the owner', page: 'page refused at render' };

const changeLabel: Record<string, string> = {
  'content-changed': 'content changed since it was inventoried',
  'not-inventoried': 'loaded but not in the inventory',
  'integrity-not-declared': 'loaded without an integrity check',
  'integrity-differs': 'declared with another hash',
  unreachable: 'could not be fetched',
  'header-changed': 'header value changed',
  'header-missing': 'header missing',
};

export const differenceLabel = (d: ScriptDifference) => changeLabel[d.change] ?? d.change;

/** A check still running has no result yet; the newest finished one is the page's state. */
export const lastFinished = (checks: readonly PaymentPageCheck[]) => checks.find((c) => c.finishedAt !== null) ?? null;
