import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { authPolicy } from '../../auth/policy.ts';
import { consumeResetToken, peekResetToken, requestCode, setResetPassword, verifyCode } from '../../auth/recovery.ts';
import { revokeAllForUser } from '../../auth/refreshTokens.ts';
import { countersOf } from '../../auth/counters.ts';
import { describeWait, takeHit, type Limit } from '../../auth/throttle.ts';
import { loggableError } from '../../http/errorHandling.ts';
import { findUserByEmail } from '../../auth/users.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, tooMany, unauthorized } from '../../http/httpError.ts';
import { parse } from '../../http/validate.ts';
import { otpMessage, passwordChangedMessage } from '../../mail/templates.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { requireEmail, requirePassword } from './checks.ts';
import { loginAccountKey, loginPairKey } from './login.ts';
import { forgotBody, updatePasswordBody, verifyOtpBody, forgotReply, verifyOtpReply } from './schemas.ts';
import { describe } from '../../http/routeDoc.ts';
import { noData } from '../replyShapes.ts';

/** Password recovery by e-mailed code (design §4): forgot-password → verify-otp → update-password. */
export function recoveryRoutes(app: FastifyInstance, deps: Deps) {
  const secret = deps.config.secrets.otp;
  const counters = countersOf(deps);
  const perAddress = (kind: string, ip: string): Limit[] => [
    { key: `${kind}:ip:${ip}`, max: authPolicy.recoveryIpMax, windowSeconds: authPolicy.recoveryIpWindowSeconds },
  ];

  /** Delivery never delays the reply (its timing must not tell whether the address exists). */
  const sendLater = (message: MailMessage, log: { error(o: object, m: string): void }) => {
    setImmediate(() => {
      deps.mail.send(message).catch((err: unknown) => log.error(loggableError(err), 'mail delivery failed'));
    });
  };

  app.post('/api/auth/forgot-password', describe({ serialize: true, reply: forgotReply, errors: [429], access: 'public', summary: 'Send a one-time code to reset the password', body: forgotBody }), async (req) => {
    const email = requireEmail(parse(forgotBody, req.body).email);
    const wait = await takeHit(counters, perAddress('recovery', req.ip));
    if (wait > 0) throw tooMany(`Too many requests. Please try again in ${describeWait(wait)}.`, wait);

    const user = await findUserByEmail(deps.db, email);
    const { resendIn, code } = await requestCode(deps.db, secret, email, user);
    if (user && code) sendLater(otpMessage(user.email, user.first_name, code, authPolicy.otpTtlMinutes), req.log);
    // The same reply for every address: only the address's owner learns whether a code was sent.
    return ok({ email, resendIn }, 'If an account exists for this email, we have sent a 6-character code to it.');
  });

  app.post('/api/auth/verify-otp', describe({ serialize: true, reply: verifyOtpReply, access: 'public', summary: 'Check the one-time code; answers a short-lived reset token', body: verifyOtpBody }), async (req) => {
    const body = parse(verifyOtpBody, req.body);
    const email = requireEmail(body.email);
    const otp = body.otp?.trim() ?? '';
    if (!otp) throw badRequest('Please enter the code we sent you.');
    const resetToken = await verifyCode(deps.db, secret, email, otp);
    return ok({ resetToken }, 'Code verified. You can now choose a new password.');
  });

  app.post('/api/auth/update-password', describe({ reply: noData, errors: [401, 429], access: 'public', summary: 'Set a new password with the reset token', body: updatePasswordBody }), async (req) => {
    const body = parse(updatePasswordBody, req.body);
    if (!body.resetToken) throw badRequest('A valid reset token is required. Please verify your code again.');
    const password = requirePassword(body.newPassword);
    // Throttled and the token checked before any hashing: a bogus request costs a lookup, not argon2.
    const wait = await takeHit(counters, perAddress('update-password', req.ip));
    if (wait > 0) throw tooMany(`Too many requests. Please try again in ${describeWait(wait)}.`, wait);
    const expired = () => unauthorized('This reset link has expired or was already used. Please request a new code.');
    const tokenUser = await peekResetToken(deps.db, body.resetToken);
    if (!tokenUser) throw expired();
    const passwordHash = await hashPassword(password);
    const user = await deps.db.transaction(async (tx) => {
      const userId = await consumeResetToken(tx, body.resetToken!);
      if (!userId || userId !== tokenUser) throw expired();
      // Every session ends: refresh families revoked, access tokens die with the version bump.
      const row = await setResetPassword(tx, userId, passwordHash);
      await revokeAllForUser(tx, userId);
      if (!row) throw expired();
      return row;
    });
    // The owner is back in control: the account's failures and this address's lock are forgotten.
    const accountKey = loginAccountKey(secret, user.email.toLowerCase());
    await Promise.all([counters.clear(accountKey), counters.clear(`login:slot:${accountKey}`), counters.clear(loginPairKey(accountKey, req.ip))]);
    sendLater(passwordChangedMessage(user.email, user.first_name, deps.config.publicUrl), req.log);
    return ok(null, 'Password updated successfully!');
  });
}
