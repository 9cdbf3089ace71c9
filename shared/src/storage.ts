/**
 * Browser storage with the spec's hygiene rule: a stored value that is empty, the literal text
 * "undefined", or unparseable JSON is discarded and removed (spec §3).
 */
export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  user: 'user',
  userId: 'user_id',
  favouritesCart: 'favouritesCart',
  guestUid: 'guest_uid',
} as const;

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage can be blocked (privacy mode): behave as empty
  }
}

export function readText(key: string): string | null {
  const s = store();
  const raw = s?.getItem(key) ?? null;
  if (raw === null) return null;
  if (raw.trim() === '' || raw === 'undefined' || raw === 'null') {
    s?.removeItem(key);
    return null;
  }
  return raw;
}

export function readJson<T>(key: string, isValid: (v: unknown) => v is T): T | null {
  const raw = readText(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isValid(value)) return value;
  } catch {
    /* fall through: unparseable */
  }
  store()?.removeItem(key);
  return null;
}

export function writeText(key: string, value: string): void {
  store()?.setItem(key, value);
}

export function writeJson(key: string, value: unknown): void {
  store()?.setItem(key, JSON.stringify(value));
}

export function remove(...keys: string[]): void {
  const s = store();
  for (const k of keys) s?.removeItem(k);
}
