import type { FastifyInstance } from 'fastify';

/**
 * Baseline headers on every reply. The CSP restricts framing, plugins and <base>, not script
 * origins: remotes may move to any origin by editing remotes.json, without a server change.
 */
export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Content-Security-Policy', "frame-ancestors 'none'; object-src 'none'; base-uri 'self'");
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
