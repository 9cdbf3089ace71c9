import { apiGet, type Pagination } from '@store/shared';

/** A blog card as /api/blogs lists it; `excerpt` is plain text. */
export interface BlogSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  featured_image: string;
  createdAt: string;
}

/** A post as /api/blogs/slug/{slug} serves it; `content` is HTML sanitised by the server. */
export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  topic: string;
  content: string;
  featured_image: string;
  createdAt: string;
}

export interface ProviderProductCard {
  id: string;
  title: string;
  image: string | null;
  description: string;
  price: number | null;
}

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
