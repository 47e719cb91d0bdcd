import TablePagination from '@mui/material/TablePagination';
import { DataTable, type DataTableProps } from './data-table';

export interface Paging {
  /** how many rows there are in all pages */
  total: number;
  /** the page shown, from 0 */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** the sizes the user may pick ('Filas por página'); only `pageSize` when absent */
  pageSizes?: number[];
  onPageSizeChange?: (size: number) => void;
}

/** The last page there is (from 0): a page past it (the last row deleted, a stale link) shows the last one. */
export const lastPage = (total: number, pageSize: number) => Math.max(0, Math.ceil(total / pageSize) - 1);

/** The pager of a list: 'Filas por página', '1–5 de 12' and the previous and next buttons (the texts are the theme's). */
export function Pager(p: Paging) {
  return (
    <TablePagination
      component="div"
      count={p.total}
      page={Math.min(p.page, lastPage(p.total, p.pageSize))}
      rowsPerPage={p.pageSize}
      rowsPerPageOptions={p.pageSizes ?? [p.pageSize]}
      onPageChange={(_, page) => p.onPageChange(page)}
      onRowsPerPageChange={p.onPageSizeChange && ((e) => p.onPageSizeChange!(Number(e.target.value)))}
    />
  );
}

/** A DataTable with its pager below: the one way to show a list that comes in pages. */
export function PagedTable<T>({ paging, ...table }: DataTableProps<T> & { paging: Paging }) {
  return (
    <>
      <DataTable {...table} />
      <Pager {...paging} />
    </>
  );
}

/**
 * The page in the URL (`?pagina=2`, 1-based there, absent on the first), from 0 here: what a
 * paged list reads and writes, so a reload or a shared link shows the same page.
 */
export function urlPage(params: URLSearchParams, update: (c: Record<string, string | null>) => void, key = 'pagina') {
  return {
    page: Math.max(0, Number(params.get(key) ?? '1') - 1),
    setPage: (page: number) => update({ [key]: page > 0 ? String(page + 1) : null }),
  };
}
