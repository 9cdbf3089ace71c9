import type { Envelope } from '../types.ts';
import { messages } from './messages.ts';
import { useSession } from '../store/session.ts';
import { getGuestUid } from '../guest.ts';
import { apiTransport } from './transport.ts';

/** Thrown by GET helpers so TanStack Query can retry and show `Error: {message}`. */
export class ApiError extends Error {
  constructor(message: string, readonly status: number, readonly body?: unknown) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A reply: the envelope plus the top-level fields an endpoint adds (pagination, facets,
 * relatedProducts…), typed by the caller as `Extra` instead of cast.
 */
export type Reply<T, Extra extends object = Record<string, unknown>> = Envelope<T> & Extra;

const base = '';

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: concurrent 401s wait for the same rotation (rotation revokes reuse). */
async function refreshTokens(): Promise<boolean> {
  const { refreshToken, setTokens, signOut } = useSession.getState();
  if (!refreshToken) return false;
  refreshing ??= fetch(`${base}/api/auth/refresh`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  })
    .then(async (res) => {
      const body = (await res.json().catch(() => null)) as Reply<{ accessToken: string; refreshToken: string }> | null;
      if (res.ok && body?.success && body.data) {
        setTokens(body.data.accessToken, body.data.refreshToken);
        return true;
      }
      if (res.status === 401) signOut();
      return false;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function send(method: string, path: string, body: unknown, retried = false): Promise<{ res: Response; json: unknown }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = useSession.getState().accessToken;
  // The access token proves a user; a guest is known by its random uid (never a user id).
  if (token) headers.Authorization = `Bearer ${token}`;
  else headers['X-Guest-Uid'] = getGuestUid();
  const res = await apiTransport(`${base}${path.startsWith('/') ? path : `/${path}`}`, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 401 && token && !retried && (await refreshTokens())) return send(method, path, body, true);
  const json = await res.json().catch(() => null);
  return { res, json };
}

function isEnvelope(v: unknown): v is Reply<unknown> {
  return typeof v === 'object' && v !== null && 'success' in v;
}

/** GET: resolves with the envelope on success, throws ApiError (server message or fallback) otherwise. */
export async function apiGet<T, Extra extends object = Record<string, unknown>>(path: string, fallback: string = messages.getFailed): Promise<Reply<T, Extra>> {
  let out: { res: Response; json: unknown };
  try {
    out = await send('GET', path, undefined);
  } catch {
    throw new ApiError(fallback, 0);
  }
  const { res, json } = out;
  if (res.ok && isEnvelope(json) && json.success) return json as Reply<T, Extra>;
  const message = isEnvelope(json) && json.message ? json.message : fallback;
  throw new ApiError(message, res.status, json);
}

/**
 * POST (auth-style helper, spec §8): never throws; a failure resolves to
 * {success:false, message: server message or fallback, data:null}.
 */
export function apiPost<T>(path: string, payload: unknown, fallback: string = messages.postFailed): Promise<Reply<T>> {
  return apiSend<T>('POST', path, payload, fallback);
}

/** POST, PUT or DELETE with apiPost's contract: never throws, a failure is {success:false, message}. */
export async function apiSend<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, payload: unknown, fallback: string = messages.postFailed): Promise<Reply<T>> {
  try {
    const { res, json } = await send(method, path, payload ?? {});
    if (isEnvelope(json)) {
      if (!res.ok && json.success !== false) return { ...json, success: false } as Reply<T>;
      return json as Reply<T>;
    }
    return { success: false, message: fallback, data: null as T };
  } catch {
    return { success: false, message: fallback, data: null as T };
  }
}

/** POST that throws like apiGet (for useMutation / useQuery on POST endpoints such as search). */
export async function apiPostOrThrow<T, Extra extends object = Record<string, unknown>>(path: string, payload: unknown, fallback: string = messages.postFailed): Promise<Reply<T, Extra>> {
  let out: { res: Response; json: unknown };
  try {
    out = await send('POST', path, payload ?? {});
  } catch {
    throw new ApiError(fallback, 0);
  }
  const { res, json } = out;
  if (res.ok && isEnvelope(json) && json.success) return json as Reply<T, Extra>;
  // the reply's own status, so a retry policy can tell a refusal (4xx) from a server in trouble (5xx)
  throw new ApiError(isEnvelope(json) && json.message ? json.message : fallback, res.status, json);
}

/** A file the signed-in user may download (e.g. a CSV export): its bytes, refreshing the session once on 401. */
export async function apiDownload(path: string, fallback: string = messages.getFailed): Promise<Blob> {
  const get = () => {
    const token = useSession.getState().accessToken;
    return apiTransport(`${base}${path}`, { method: 'GET', credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {} });
  };
  let res: Response;
  try {
    res = await get();
    if (res.status === 401 && (await refreshTokens())) res = await get();
  } catch {
    throw new ApiError(fallback, 0);
  }
  if (!res.ok) throw new ApiError(fallback, res.status);
  return res.blob();
}
