import type { RouteDoc } from './routeDoc.ts';

/** Why each failure status is answered, as the document says it. */
export const errorDescriptions: Record<number, string> = {
  400: 'Bad input, named in the message',
  401: 'Not signed in, or the access token sent has expired',
  402: 'The payment gateway refused the card or the refund',
  403: 'Signed in without the role this route needs',
  404: 'No such item (the path names one that does not exist, or is not yours)',
  409: 'Conflicts with the current state (already exists, already done, or changed meanwhile)',
  410: 'Gone: the link or item expired',
  412: 'The If-Match revision is not the current one: read again, then retry',
  422: 'Understood but not possible for this item',
  429: 'Too many requests: wait the Retry-After seconds',
  502: 'The payment gateway or print provider did not answer as expected',
  503: 'Not available right now (draining, or a dependency is down)',
};

/** The statuses a route answers with, from its declaration: the document lists them, and replyCheck holds the replies to them. */
export function documentedStatuses(doc: RouteDoc | undefined, url: string): { success: number[]; errors: number[] } {
  const errors = new Set<number>(doc?.errors ?? []);
  // any route may answer 400: the input guard refuses control characters in any URL or header (inputGuard.ts)
  errors.add(400);
  if (url.includes(':')) errors.add(404);
  const access = doc?.access ?? 'public';
  // guest-or-user: a guest is let in, but an access token that is sent must be valid
  if (access !== 'public') errors.add(401);
  if (access === 'admin' || access === 'deployer') errors.add(403);
  return { success: [doc?.status ?? 200].flat(), errors: [...errors].sort((a, b) => a - b) };
}
