export type PrintKind = 'packing-slip' | 'invoice';

/** The print page's address for some orders: /admin/print?kind=invoice&orders=12,14 (ids sorted, each once). */
export function printHref(kind: PrintKind, orderIds: number[]): string {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  return `/admin/print?kind=${kind}&orders=${ids.join(',')}`;
}

/** Reads the print page's query back: a known kind and 1–100 positive order ids, else null. */
export function printRequestOf(params: URLSearchParams): { kind: PrintKind; orderIds: number[] } | null {
  const kind = params.get('kind');
  if (kind !== 'packing-slip' && kind !== 'invoice') return null;
  const parts = (params.get('orders') ?? '').split(',');
  if (!parts.every((p) => /^[1-9]\d{0,15}$/.test(p))) return null;
  const orderIds = [...new Set(parts.map(Number))];
  return orderIds.length >= 1 && orderIds.length <= 100 ? { kind, orderIds } : null;
}
