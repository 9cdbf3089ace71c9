/**
 * Password-recovery code rules shared by the OTP page and the server (spec §4, §9): the code is
 * 6 characters, and each resend waits longer — 60 s at first, 120 s after the first resend,
 * 180 s after the second, 300 s after that.
 */
export const OTP_LENGTH = 6;

/** Unambiguous alphabet (no 0/O, 1/I): 32 symbols, so 6 characters carry 30 bits. */
export const OTP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const resendWaits = [60, 120, 180] as const;
const laterWait = 300;

/** Seconds to wait before the next code may be sent, given how many resends already happened. */
export function resendWaitSeconds(resendsSoFar: number): number {
  const n = Math.max(0, Math.trunc(resendsSoFar) || 0);
  return resendWaits[n] ?? laterWait;
}

/** 'm:ss' for the 'Resend in m:ss' label; negatives and fractions round up to whole seconds ≥ 0. */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** What a person typed, as the server compares it: trimmed, upper-case, at most 6 characters. */
export function normaliseOtp(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase().slice(0, OTP_LENGTH);
}
