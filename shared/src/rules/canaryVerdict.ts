/** When a canary is rolled back by itself (issue #25). Defaults: CANARY_MIN_VIEWS, CANARY_MAX_ERROR_RATE, CANARY_ERROR_FACTOR. */
export interface CanaryPolicy {
  /** page views the canary must have served before its rate means anything */
  minViews: number;
  /** errors per view above which it fails (0.05 = 5 %) … */
  maxErrorRate: number;
  /** … and at least this many times the stable version's rate (a bad day for everyone is not the canary's fault) */
  factor: number;
}

export const defaultCanaryPolicy: CanaryPolicy = { minViews: 50, maxErrorRate: 0.05, factor: 2 };

export interface VersionTally {
  views: number;
  /** browser error reports plus server render failures */
  errors: number;
}

/** Whether the canary fails: enough views, a rate over the threshold, and over factor × the stable rate. */
export function canaryFails(canary: VersionTally, stable: VersionTally, policy: CanaryPolicy = defaultCanaryPolicy): boolean {
  if (canary.views < policy.minViews || canary.views <= 0) return false;
  const rate = canary.errors / canary.views;
  const stableRate = stable.views > 0 ? stable.errors / stable.views : 0;
  return rate > policy.maxErrorRate && rate > policy.factor * stableRate;
}
