import { apiGet, type ApiData, type ApiExtra, type BlogPost, type BlogSummary, type Pagination, type ProviderProductCard } from '@store/shared';

export type { BlogPost, BlogSummary, ProviderProductCard };

// Typed by the API's own document (shared/src/api/openapi.ts, generated from /api/openapi.json):
// the returns below are the shared types, so a reply that stops matching them breaks the typecheck.

export async function fetchBlogs(page: number): Promise<{ blogs: BlogSummary[]; pagination: Pagination }> {
  const reply = await apiGet<ApiData<'/api/blogs'>, ApiExtra<'/api/blogs'>>(`/api/blogs?page=${page}`);
  return { blogs: reply.data, pagination: reply.pagination };
}

export async function fetchBlog(slug: string): Promise<{ post: BlogPost; related: BlogSummary[] }> {
  const reply = await apiGet<ApiData<'/api/blogs/slug/{slug}'>, ApiExtra<'/api/blogs/slug/{slug}'>>(`/api/blogs/slug/${encodeURIComponent(slug)}`);
  return { post: reply.data, related: reply.related };
}

export async function fetchProviderProducts(): Promise<ProviderProductCard[]> {
  return (await apiGet<ApiData<'/api/provider/products'>>('/api/provider/products')).data;
}
