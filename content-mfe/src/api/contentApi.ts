import { apiGet, type BlogPost, type BlogSummary, type Pagination, type ProviderProductCard } from '@store/shared';

export type { BlogPost, BlogSummary, ProviderProductCard };

export async function fetchBlogs(page: number): Promise<{ blogs: BlogSummary[]; pagination: Pagination }> {
  const reply = await apiGet<BlogSummary[]>(`/api/blogs?page=${page}`);
  return { blogs: reply.data, pagination: reply.pagination as Pagination };
}

export async function fetchBlog(slug: string): Promise<{ post: BlogPost; related: BlogSummary[] }> {
  const reply = await apiGet<BlogPost>(`/api/blogs/slug/${encodeURIComponent(slug)}`);
  return { post: reply.data, related: (reply.related as BlogSummary[] | undefined) ?? [] };
}

export async function fetchProviderProducts(): Promise<ProviderProductCard[]> {
  return (await apiGet<ProviderProductCard[]>('/api/provider/products')).data;
}
