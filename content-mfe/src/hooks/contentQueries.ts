import { keepPreviousData, useQuery } from '@store/shared';
import { ApiError, queryKeys, staleTimes } from '@store/shared';
import { fetchBlog, fetchBlogs, fetchProviderProducts } from '../api/contentApi.ts';

/** Retry only what may pass next time: network failures and server errors, not a 404 or 400. */
export function retryTransient(failureCount: number, error: Error): boolean {
  const status = error instanceof ApiError ? error.status : 0;
  return (status === 0 || status >= 500) && failureCount < 3;
}

export function useBlogs(page: number) {
  return useQuery({
    queryKey: queryKeys.blogs(page),
    queryFn: () => fetchBlogs(page),
    staleTime: staleTimes.list,
    placeholderData: keepPreviousData,
    retry: retryTransient,
  });
}

export function useBlog(slug: string) {
  return useQuery({ queryKey: queryKeys.blog(slug), queryFn: () => fetchBlog(slug), staleTime: staleTimes.detail, retry: retryTransient });
}

export function useProviderProducts() {
  return useQuery({ queryKey: queryKeys.providerProducts, queryFn: fetchProviderProducts, staleTime: staleTimes.list, retry: retryTransient });
}
