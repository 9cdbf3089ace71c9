import type { Caller } from '../http/caller.ts';
import { badRequest } from '../http/httpError.ts';

/** Who owns favourites/cart rows: a user (from the verified token) or a guest uid, never a body field. */
export type Owner = { column: 'user_id' | 'guest_uid'; value: string; uid: string };

export function ownerOf(caller: Caller): Owner | null {
  if (caller.kind === 'user') return { column: 'user_id', value: caller.userId, uid: caller.userId };
  if (caller.kind === 'guest') return { column: 'guest_uid', value: caller.guestUid, uid: caller.guestUid };
  return null;
}

export function requireOwner(caller: Caller): Owner {
  const owner = ownerOf(caller);
  if (!owner) throw badRequest('A logged-in user or a guest id (X-Guest-Uid header) is required.');
  return owner;
}
