/**
 * True when an error means "the database cannot be reached right now" rather than a bug: refused or
 * dropped connections, a pool that could not connect within its timeout, a server shutting down or
 * starting up. Such a request answers 503 (try again) instead of 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | undefined;
  if (!e) return false;
  const code = String(e.code ?? '');
  if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code)) return true;
  // 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, class 08 connection exceptions
  if (/^57P0[123]$/.test(code) || code.startsWith('08')) return true;
  return /timeout exceeded when trying to connect|Connection terminated|connection timeout|the database system is (starting up|shutting down)|Client has encountered a connection error/i.test(
    String(e.message ?? ''),
  );
}

export const unavailableMessage = 'The store is temporarily unavailable. Please try again in a moment.';
