import { EmptyState } from './empty-state';
import { RetryAlert } from './load-state';
import { PagedTable, type Paging } from './paged-table';
import type { DataTableProps } from './data-table';

/**
 * A list the server sends a page at a time: its failure and 'Reintentar' (when `error` is given),
 * its empty state once loaded with no rows, or its `PagedTable` (skeleton rows while loading).
 */
export function ServerPagedTable<T>({
  query,
  error,
  emptyText,
  ...table
}: Omit<DataTableProps<T>, 'loading' | 'emptyText'> & {
  paging: Paging;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  error?: { text: string; retryLabel: string };
  emptyText: string;
}) {
  if (error && query.isError) return <RetryAlert small text={error.text} retryLabel={error.retryLabel} onRetry={query.refetch} />;
  if (!query.isPending && !table.rows.length) return <EmptyState text={emptyText} />;
  return <PagedTable {...table} loading={query.isPending} />;
}
