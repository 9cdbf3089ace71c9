import type { Deps } from '../deps.ts';
import type { RemoteRegistry } from '../remotes/registry.ts';
import type { Variant } from '../remotes/visitorVariant.ts';
import { securityHeaderValues } from '../http/securityHeaders.ts';
import { paymentPagePath, type ScriptDifference } from '@store/shared/rules';
import { tokenizerOrigins } from '../payments/paymentConfig.ts';
import { paymentScripts, type PaymentScriptInventory } from './paymentScripts.ts';
import { checkPaymentPage } from './tamperCheck.ts';
import { documentFile } from '../ssr/documentFile.ts';
import { inlineStyleSources, paymentLock, unlockedScripts } from '../ssr/paymentLock.ts';
import { runTamperCheck, startTamperSchedule, type CheckRecord, type CheckTrigger } from './tamperRuns.ts';

export interface PaymentPageGuard {
  inventory: PaymentScriptInventory;
  /** the inventoried scripts a payment page URL is served locked to; null for any other URL */
  lockedScripts(url: URL, variant?: Variant): Promise<readonly { url: string; integrity: string }[] | null>;
  /** one check of the served page against the inventory, recorded and alerted on */
  check(trigger: CheckTrigger, claim?: number): Promise<CheckRecord>;
  /** the daily check; returns its stop */
  schedule(): () => void;
  /** the other origins serving the payment remotes, allowed by the payment page's CSP as they are locked by its inventory */
  remoteOrigins(): string[];
  /**
   * The page was refused at render because it would have carried a script not locked to the
   * inventory (#39 item 8): recorded and alerted as a check's differences, at most once a minute
   * for the same differences.
   */
  refused(differences: readonly ScriptDifference[]): void;
}

const REFUSAL_REPORT_MS = 60_000;

/**
 * The payment page's scripts (issue #27): locked to the inventory when served (6.4.3), and checked
 * against it over HTTP, daily and after every deploy (11.6.1). `origin` is this server's own
 * address once it listens.
 */
export function paymentPageGuard(deps: Pick<Deps, 'db' | 'config' | 'mail' | 'payment'>, registry: RemoteRegistry, origin: () => string): PaymentPageGuard {
  const inventory = paymentScripts(deps.db, registry, deps.config.frontendsRoot);
  // "Check now" pressed several times at once shares the owner's running check (one record, one
  // e-mail). A deploy's or the daily check always runs its own: it must see the new inventory.
  let ownerCheck: Promise<CheckRecord> | null = null;
  const check = (trigger: CheckTrigger, claim?: number): Promise<CheckRecord> => {
    if (trigger !== 'owner') return runCheck(trigger, claim);
    ownerCheck ??= runCheck(trigger, claim).finally(() => {
      ownerCheck = null;
    });
    return ownerCheck;
  };
  const shellDocument = documentFile(deps.config.frontendsRoot);
  const runCheck = (trigger: CheckTrigger, claim?: number) =>
    runTamperCheck(deps, trigger, async () => {
      const base = origin();
      const host = new URL(base).hostname;
      const scripts = await inventory.scripts();
      const template = shellDocument();
      const served = await checkPaymentPage({
        origin: base,
        inventory: scripts,
        // what installSecurityHeaders sends a payment page (the nonce is ignored in the comparison)
        headers: securityHeaderValues([], 'nonce', { tokenizer: tokenizerOrigins(deps as Deps, host), remotes: inventory.remoteOrigins(), styles: template ? inlineStyleSources(template) : [] }),
        remotes: inventory.versions().flatMap((v) => {
          const entry = registry.live().find((r) => r.name === v.remote)?.entry;
          return entry ? [{ remote: v.remote, entry }] : [];
        }),
      });
      // the page refuses itself when its document names a script the inventory lacks (#39 item 8):
      // the check names those scripts from the document on disk, as the page would have
      const unlocked = template ? unlockedScripts(template, [], paymentLock(scripts, 'check').lock) : [];
      const named = new Set(served.differences.map((d) => `${d.file} ${d.change}`));
      return { scripts: served.scripts, differences: [...served.differences, ...unlocked.filter((d) => !named.has(`${d.file} ${d.change}`))] };
    }, claim);
  let lastRefusal = { key: '', at: 0 };
  const refused = (differences: readonly ScriptDifference[]) => {
    const key = JSON.stringify(differences);
    if (key === lastRefusal.key && Date.now() - lastRefusal.at < REFUSAL_REPORT_MS) return;
    lastRefusal = { key, at: Date.now() };
    void runTamperCheck(deps, 'page', async () => ({ scripts: differences.length, differences: [...differences] })).catch(() => {});
  };
  return {
    inventory,
    remoteOrigins: () => inventory.remoteOrigins(),
    refused,
    lockedScripts: async (url, variant) => (paymentPagePath.test(url.pathname) ? inventory.scripts(variant) : null),
    check,
    schedule: () => startTamperSchedule(deps.db, (claim) => check('schedule', claim), { everyMs: deps.config.paymentPageCheckHours * 3_600_000 }),
  };
}
