import { describe, expect, it } from 'vitest';
import { formatCountdown, normaliseOtp, OTP_ALPHABET, resendWaitSeconds } from './otp.ts';

describe('OTP resend schedule', () => {
  it('waits 60, 120, 180, then 300 seconds', () => {
    expect([0, 1, 2, 3, 4, 10].map(resendWaitSeconds)).toEqual([60, 120, 180, 300, 300, 300]);
  });

  it('treats nonsense counts as the first wait', () => {
    expect(resendWaitSeconds(-3)).toBe(60);
    expect(resendWaitSeconds(Number.NaN)).toBe(60);
  });
});

describe('formatCountdown', () => {
  it('formats m:ss with padded seconds', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(125)).toBe('2:05');
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(9)).toBe('0:09');
  });

  it('rounds fractions up and clamps at zero', () => {
    expect(formatCountdown(0.2)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5)).toBe('0:00');
    expect(formatCountdown(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});

describe('OTP alphabet and input', () => {
  it('has 32 distinct unambiguous symbols', () => {
    expect(new Set(OTP_ALPHABET).size).toBe(32);
    expect(OTP_ALPHABET).not.toMatch(/[01OI]/);
  });

  it('normalises what a person types', () => {
    expect(normaliseOtp(' k7q 2zp ')).toBe('K7Q2ZP');
    expect(normaliseOtp('abcdefgh')).toBe('ABCDEF');
  });
});
