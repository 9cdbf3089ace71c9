import type { Deps } from '../deps.ts';
import type { RemoteRegistry } from '../remotes/registry.ts';
import type { Variant } from '../remotes/visitorVariant.ts';
import { securityHeaderValues } from '../http/securityHeaders.ts';
import { paymentPagePath } from '@store/shared/rules';
import { tokenizerOrigins } from '../payments/paymentConfig.ts';
import { paymentScripts, type PaymentScriptInventory } from './paymentScripts.ts';
import { checkPaymentPage } from './tamperCheck.ts';
import { runTamperCheck, startTamperSchedule, type CheckRecord, type CheckTrigger } from './tamperRuns.ts';

export interface PaymentPageGuard {
  inventory: PaymentScriptInventory;
  /** the inventoried scripts a payment page URL is served locked to; null for any other URL */
  lockedScripts(url: URL, variant?: Variant): Promise<readonly { url: string; integrity: string }[] | null>;
  /** one check of the served page against the inventory, recorded and alerted on */
  check(trigger: CheckTrigger, claim?: number): Promise<CheckRecord>;
  /** the daily check; returns its stop */
  schedule(): () => void;
}

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
  const runCheck = (trigger: CheckTrigger, claim?: number) =>
    runTamperCheck(deps, trigger, async () => {
      const base = origin();
      const host = new URL(base).hostname;
      return checkPaymentPage({
        origin: base,
        inventory: await inventory.scripts(),
        // what installSecurityHeaders sends a payment page (the nonce is ignored in the comparison)
        headers: securityHeaderValues([], 'nonce', tokenizerOrigins(deps as Deps, host)),
        remotes: inventory.versions().flatMap((v) => {
          const entry = registry.live().find((r) => r.name === v.remote)?.entry;
          return entry ? [{ remote: v.remote, entry }] : [];
        }),
      });
    }, claim);
  return {
    inventory,
    lockedScripts: async (url, variant) => (paymentPagePath.test(url.pathname) ? inventory.scripts(variant) : null),
    check,
    schedule: () => startTamperSchedule(deps.db, (claim) => check('schedule', claim), { everyMs: deps.config.paymentPageCheckHours * 3_600_000 }),
  };
}
