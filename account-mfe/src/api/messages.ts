/** The account area's texts of spec §5 and §8, stated once. */
export const accountMessages = {
  fillAllFields: 'Please fill in all fields!',
  loginSuccess: 'Login successful!',
  loginFailed: 'Login failed!',
  somethingWrong: 'Something went wrong. Please try again.',
  registerSuccess: 'Registration successful! You are now logged in.',
  registerFailed: 'Registration failed!',
  recoveryError: 'An error occurred. Please try again.',
  recoveryOops: 'Oops! Something went wrong. Please try again.',
  resendFailed: 'Oops! Something went wrong while resending OTP.',
  resendOk: 'OTP resent to your email!',
  emailMissing: 'User email is missing. Please try again.',
  passwordsDiffer: 'Passwords do not match.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  userDataMissing: 'User data is missing. Please try again.',
  passwordUpdated: 'Password updated successfully!',
  profileNeedsLogin: 'Please log in to view your profile.',
} as const;

export const PASSWORD_MIN = 6;

/** 'Login failed: {message}' / 'Registration failed: {message}' for a thrown error, else the fallback. */
export function thrownMessage(prefix: string, err: unknown): string {
  const message = err instanceof Error ? err.message : '';
  return message ? `${prefix}: ${message}` : accountMessages.somethingWrong;
}
