/**
 * Numbers of the accounts area in one place (design §4, reference §4). Login: 5 failures per
 * account or 20 per IP in 15 minutes, then 429 until the window ends. Recovery: codes live 10
 * minutes with 5 tries; reset tokens 15 minutes; at most 30 recovery requests per IP per hour.
 */
export const authPolicy = {
  loginAccountMax: 5,
  loginIpMax: 20,
  loginWindowSeconds: 15 * 60,
  otpTtlMinutes: 10,
  otpMaxAttempts: 5,
  resetTokenTtlMinutes: 15,
  /** after this long without a request the resend waits start again at 60 s */
  resendResetAfterSeconds: 60 * 60,
  recoveryIpMax: 30,
  recoveryIpWindowSeconds: 60 * 60,
} as const;
