import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';

/** The baseline headers every reply carries, also those written below Fastify (client errors). */
export function securityHeaderValues(scriptOrigins: readonly string[], nonce?: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': contentSecurityPolicy(scriptOrigins, nonce),
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

declare module 'fastify' {
  interface FastifyReply {
    /** set by a handler that inlines a script: the CSP then allows exactly that nonce */
    cspNonce?: string;
  }
}

/** Headers on every reply; the CSP allows scripts from the store and the remotes' origins only. */
export function installSecurityHeaders(app: FastifyInstance, scriptOrigins: readonly string[]) {
  app.addHook('onSend', async (req, reply) => {
    reply.headers(securityHeaderValues(scriptOrigins, reply.cspNonce));
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
