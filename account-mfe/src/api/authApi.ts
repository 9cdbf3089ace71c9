import { apiGet, apiPost, type Reply, type AuthData, type User } from '@store/shared';

// The account area's calls (spec §7). apiPost never throws: failures come back as
// {success:false, message}, and a 429 also carries retryAfter (seconds).

export type RecoveryReply = Reply<{ email: string; resendIn: number } | null> & { retryAfter?: number };

export const login = (email: string, password: string) => apiPost<AuthData>('/api/auth/login', { email, password });

export const signup = (fName: string, lName: string, email: string, password: string) =>
  apiPost<AuthData>('/api/auth/signup', { fName, lName, email, password });

export const forgotPassword = (email: string) => apiPost('/api/auth/forgot-password', { email }) as Promise<RecoveryReply>;

export const verifyOtp = (email: string, otp: string) => apiPost<{ resetToken: string }>('/api/auth/verify-otp', { email, otp });

/** The user comes from the reset token on the server; no user id is sent (design §4). */
export const updatePassword = (resetToken: string, newPassword: string) =>
  apiPost<null>('/api/auth/update-password', { resetToken, newPassword });

export const fetchMe = () => apiGet<User>('/api/auth/me').then((r) => r.data);

/** Saves the logged-in user's profile; the server takes the user from the token, not the body. */
export const saveProfile = (profile: object) => apiPost<User>('/api/auth/profile', profile);
