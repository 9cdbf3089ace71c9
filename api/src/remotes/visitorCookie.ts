import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteRegistry } from './registry.ts';
import { bucketCookie, bucketFrom, drawBucket, variantFor, type Variant } from './visitorVariant.ts';

/** The visitor's variant from their cookie; a first visit draws a bucket and sets the cookie on this reply. */
export function visitorOf(registry: RemoteRegistry) {
  return (req: FastifyRequest, reply: FastifyReply): Variant => {
    let bucket = bucketFrom(req.headers.cookie);
    if (bucket === null) {
      bucket = drawBucket();
      reply.header('Set-Cookie', bucketCookie(bucket, req.protocol === 'https'));
    }
    return variantFor(registry.live(), bucket);
  };
}
