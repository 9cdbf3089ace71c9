/**
 * Numbers of the accounts area in one place (design §4, reference §4; decisions in
 * notes/security.md). Login: 5 failures per account from one address, or 20 per address, in 15
 * minutes lock that address out; past 10 failures for an account from all addresses together,
 * every further attempt on it waits a delay that doubles (2 s … 5 min) — slowed, never locked.
 * Recovery: codes live 10 minutes with 5 tries; reset tokens 15 minutes; at most 30 recovery
 * requests (and 30 password updates) per address per hour.
 */
export const authPolicy = {
  loginPairMax: 5,
  loginIpMax: 20,
  loginWindowSeconds: 15 * 60,
  loginAccountFreeFailures: 10,
  loginAccountDelayMaxSeconds: 5 * 60,
  otpTtlMinutes: 10,
  otpMaxAttempts: 5,
  resetTokenTtlMinutes: 15,
  /** after this long without a request the resend waits start again at 60 s */
  resendResetAfterSeconds: 60 * 60,
  recoveryIpMax: 30,
  recoveryIpWindowSeconds: 60 * 60,
} as const;

/** The spacing an account's next attempt needs once it has `failures` (> free) in the window. */
export function accountDelaySeconds(failures: number): number {
  const over = failures - authPolicy.loginAccountFreeFailures;
  if (over <= 0) return 0;
  return Math.min(2 ** Math.min(over, 20), authPolicy.loginAccountDelayMaxSeconds);
}
