import { productPath } from '@store/shared/rules';

export interface BenchPage {
  label: string;
  path: string;
}

interface HomeItem {
  productId?: string;
  id?: string;
  title: string;
  category: string;
}

/** '/', '/shop/hoodies' and a real product page, taken from the home products the API serves. */
export async function benchPages(baseUrl: string): Promise<BenchPage[]> {
  const pages: BenchPage[] = [
    { label: 'home', path: '/' },
    { label: 'listing', path: '/shop/hoodies' },
  ];
  const res = await fetch(`${baseUrl}/api/home-products`, { signal: AbortSignal.timeout(10_000) });
  const body = (await res.json().catch(() => null)) as { data?: Record<string, HomeItem[] | unknown> } | null;
  const first = Object.values(body?.data ?? {})
    .flatMap((v) => (Array.isArray(v) ? (v as HomeItem[]) : []))
    .find((p) => p && typeof p.title === 'string' && (p.productId ?? p.id));
  if (first) pages.push({ label: 'product', path: productPath({ category: first.category, title: first.title, productId: String(first.productId ?? first.id) }) });
  return pages;
}
