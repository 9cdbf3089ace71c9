/** The spec's reply envelope: {success, message, data} (+ extra top-level fields where spec §3 has them). */
export function ok<T>(data: T, message = 'OK', extra: Record<string, unknown> = {}) {
  return { success: true as const, message, data, ...extra };
}

/** One page of a back-office list: the items, with the total and the page count beside them. */
export function okPage<T>(items: T[], total: number, page: number, pageSize: number) {
  return ok(items, 'OK', { total, page, totalPages: Math.ceil(total / pageSize) });
}

export function fail(message: string, extra: Record<string, unknown> = {}) {
  return { success: false as const, message, data: null, ...extra };
}
