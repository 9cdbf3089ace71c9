/** Navigation state passed along the recovery pages (never a user id: the server keys on the token). */
export interface OtpState {
  email?: string;
  /** seconds until the server allows a resend, from its reply */
  resendIn?: number;
}

export interface ResetState {
  resetToken?: string;
  email?: string;
}

export function readState<T extends object>(state: unknown): T {
  return (typeof state === 'object' && state !== null ? state : {}) as T;
}
