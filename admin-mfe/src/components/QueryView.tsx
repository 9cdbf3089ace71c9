import type { ReactNode } from 'react';
import type { UseQueryResult } from '@store/shared';
import { ErrorState, LoadingState } from '@store/shared/ui';

/**
 * A back-office section's three states from its query: loading (named), the error with Try Again,
 * or the data handed to `children`.
 */
export function QueryView<T>({ query, loading, failed, children }: { query: UseQueryResult<T>; loading: string; failed: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) return <ErrorState text={`${failed}: ${query.error.message}`} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
