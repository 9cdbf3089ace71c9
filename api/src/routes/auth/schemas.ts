import { z } from 'zod';

const text = z.string().max(1000);

/** Spec §7 lists fName/lName; the form collects firstName/lastName — both are accepted. */
export const signupBody = z.object({
  fName: text.optional(),
  lName: text.optional(),
  firstName: text.optional(),
  lastName: text.optional(),
  email: text.optional(),
  password: text.optional(),
  guestUid: text.optional(),
});

export const loginBody = z.object({ email: text.optional(), password: text.optional(), guestUid: text.optional() });

export const refreshBody = z.object({ refreshToken: text.optional() });

export const forgotBody = z.object({ email: text.optional() });

export const verifyOtpBody = z.object({ email: text.optional(), otp: text.optional() });

/** A userId in the body is ignored: the user comes from the reset token only (design §4). */
export const updatePasswordBody = z.object({ resetToken: text.optional(), newPassword: text.optional() });
