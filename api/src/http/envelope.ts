/** The spec's reply envelope: {success, message, data} (+ extra top-level fields where spec §3 has them). */
export function ok<T>(data: T, message = 'OK', extra: Record<string, unknown> = {}) {
  return { success: true as const, message, data, ...extra };
}

export function fail(message: string, extra: Record<string, unknown> = {}) {
  return { success: false as const, message, data: null, ...extra };
}
