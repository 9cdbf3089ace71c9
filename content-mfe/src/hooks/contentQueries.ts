import { keepPreviousData, useQuery, queryKeys, staleTimes } from '@store/shared';
import { fetchBlog, fetchBlogs, fetchProviderProducts } from '../api/contentApi.ts';

// Retries follow the shared default (`retryTransient` in @store/shared): network and 5xx only.
export function useBlogs(page: number) {
  return useQuery({
    queryKey: queryKeys.blogs(page),
    queryFn: () => fetchBlogs(page),
    staleTime: staleTimes.list,
    placeholderData: keepPreviousData,
  });
}

export function useBlog(slug: string) {
  return useQuery({ queryKey: queryKeys.blog(slug), queryFn: () => fetchBlog(slug), staleTime: staleTimes.detail });
}

export function useProviderProducts() {
  return useQuery({ queryKey: queryKeys.providerProducts, queryFn: fetchProviderProducts, staleTime: staleTimes.list });
}
