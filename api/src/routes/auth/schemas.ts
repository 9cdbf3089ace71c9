import { z } from 'zod';
import { user } from '../replyShapes.ts';
import { sentAlways } from '../../http/validate.ts';

const text = z.string().max(1000);
/** required of a client (the document says so); a missing one is answered with the spec's own 400 message, not zod's */
const needed = sentAlways(text);
const neededAs = (description: string, example?: string) => sentAlways(text.meta({ description, ...(example ? { examples: [example] } : {}) }));

/** Spec §7 lists fName/lName; the form collects firstName/lastName — both are accepted. */
export const signupBody = z.object({
  fName: neededAs('first name (or firstName)'),
  lName: neededAs('last name (or lastName)'),
  firstName: text.optional(),
  lastName: text.optional(),
  email: neededAs('e-mail address', 'ada@example.com'),
  password: neededAs('at least 8 characters'),
  guestUid: text.optional().describe("the guest's X-Guest-Uid: their wishlist and cart move into the account"),
});

export const loginBody = z.object({ email: neededAs('e-mail address', 'ada@example.com'), password: needed, guestUid: text.optional() });

export const refreshBody = z.object({ refreshToken: needed });

export const forgotBody = z.object({ email: needed });

export const verifyOtpBody = z.object({ email: needed, otp: needed });

/** A userId in the body is ignored: the user comes from the reset token only (design §4). */
export const updatePasswordBody = z.object({ resetToken: needed, newPassword: needed });

/** What the account routes reply. */
export const tokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });
export const profileReply = user;
export const forgotReply = z.object({ email: z.string(), resendIn: z.number().int().describe('seconds before another code may be asked for') });
export const verifyOtpReply = z.object({ resetToken: z.string() });

/**
 * The profile form's fields. The handler reads them with the shared rules (trimProfile,
 * profileErrors: the same messages the form shows), so this schema documents the body: names are
 * required, the rest may be empty.
 */
export const profileBody = z.object({
  fName: sentAlways(z.string().max(60)),
  lName: sentAlways(z.string().max(60)),
  phone: z.string().max(32).optional(),
  address: z.string().max(200).optional(),
  country: z.string().max(2).optional().describe('ISO 3166-1 alpha-2, e.g. US'),
  region: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
  zip: z.string().max(16).optional(),
});
