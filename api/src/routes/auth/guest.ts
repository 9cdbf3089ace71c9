import type { FastifyRequest } from 'fastify';
import { GUEST_UID_HEADER, isGuestUid } from '../../http/caller.ts';

/** The guest whose wishlist and cart join the account: X-Guest-Uid header, else body guestUid. */
export function guestUidOf(req: FastifyRequest, bodyGuestUid: string | undefined): string | undefined {
  const header = req.headers[GUEST_UID_HEADER];
  if (isGuestUid(header)) return header;
  return isGuestUid(bodyGuestUid) ? bodyGuestUid : undefined;
}
