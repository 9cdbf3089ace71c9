// The store's one TanStack Query: exactly the parts its areas use. Shared through `@store/shared`
// (a Module Federation singleton) instead of the package itself, so the page ships these functions
// rather than the whole package, and every area reads one QueryClient context. Areas import it
// from here only (`npm run lint` checks).
export {
  QueryClient,
  QueryClientProvider,
  dehydrate,
  hydrate,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { DehydratedState, QueryKey, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
