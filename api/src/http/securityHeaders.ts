import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentSecurityPolicy, type PaymentPageOrigins } from './contentSecurityPolicy.ts';

/** The remotes' script origins, or a function giving the current ones (remotes.json can change). */
export type ScriptOrigins = readonly string[] | (() => readonly string[]);

/** The baseline headers every reply carries, also those written below Fastify (client errors). */
export function securityHeaderValues(scriptOrigins: ScriptOrigins, nonce?: string, paymentPage?: PaymentPageOrigins): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': contentSecurityPolicy(typeof scriptOrigins === 'function' ? scriptOrigins() : scriptOrigins, nonce, paymentPage),
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

declare module 'fastify' {
  interface FastifyReply {
    /** set by a handler that inlines a script: the CSP then allows exactly that nonce */
    cspNonce?: string;
    /** set by the payment page: the hashes of its document's own inline styles, the only ones its CSP allows */
    cspStyles?: readonly string[];
  }
}

/**
 * Headers on every reply; the CSP allows scripts from the store and the remotes' origins only, and
 * on the payment pages (`paymentPage(req)` gives the tokenizer's and the payment remotes' origins)
 * the page's own closed policy.
 */
export function installSecurityHeaders(app: FastifyInstance, scriptOrigins: ScriptOrigins, paymentPage?: (req: FastifyRequest) => PaymentPageOrigins | undefined) {
  app.addHook('onSend', async (req, reply) => {
    const payment = paymentPage?.(req);
    reply.headers(securityHeaderValues(scriptOrigins, reply.cspNonce, payment && { ...payment, styles: reply.cspStyles }));
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
