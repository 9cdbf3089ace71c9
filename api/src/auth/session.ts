import type { AuthData } from '@store/shared/types';
import type { Deps } from '../deps.ts';
import type { Sql } from '../db/db.ts';
import { signAccessToken } from './accessToken.ts';
import { favouritesCartOf, mergeGuestIntoUser } from '../favourites/signInMerge.ts';
import { startFamily } from './refreshTokens.ts';
import { toUser, type UserRow } from './users.ts';

/**
 * Everything a successful login or signup returns (spec §3): tokens, the user, and the
 * favourites/cart snapshot after the guest's rows were merged in. Runs inside the caller's
 * transaction so a failure leaves no half-merged cart or orphan session.
 */
export async function signInReply(tx: Sql, deps: Pick<Deps, 'config' | 'print'>, user: UserRow, guestUid?: string): Promise<AuthData> {
  if (guestUid) await mergeGuestIntoUser(tx, guestUid, user.id);
  const refreshToken = await startFamily(tx, deps.config.secrets.jwt, user.id);
  const accessToken = await signAccessToken(deps.config.secrets.jwt, user.id, user.token_version);
  const favouritesCart = await favouritesCartOf(tx, user.id, deps.print.name);
  return { accessToken, refreshToken, user: toUser(user), favouritesCart };
}
