import type { ReactNode } from 'react';
import { Box, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** cell content; '--' for null/undefined */
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** the header of a row (th scope="row") */
  rowHeader?: boolean;
}

export interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  loading?: boolean;
  emptyText?: string;
  /** header rows drawn above the column headers (grouped headers) */
  groupHeader?: ReactNode;
  footer?: ReactNode;
  rowSx?: (row: T) => object | undefined;
}

/** A plain accessible table: caption, header cells, '--' for missing values, loading and empty rows. */
export function DataTable<T>(p: DataTableProps<T>) {
  const n = p.columns.length;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <caption style={{ position: 'absolute', left: -9999 }}>{p.caption}</caption>
        <TableHead>
          {p.groupHeader}
          <TableRow>
            {p.columns.map((c) => (
              <TableCell key={c.key} align={c.align} sx={{ fontWeight: 600 }}>{c.header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {p.loading && Array.from({ length: 5 }, (_, i) => (
            <TableRow key={`s${i}`}>
              <TableCell colSpan={n}><Skeleton /></TableCell>
            </TableRow>
          ))}
          {!p.loading && p.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={n}>
                <Box sx={{ py: 3, textAlign: 'center' }}><Typography color="text.secondary">{p.emptyText ?? 'No hay datos'}</Typography></Box>
              </TableCell>
            </TableRow>
          )}
          {!p.loading && p.rows.map((r) => (
            <TableRow key={p.rowKey(r)} sx={p.rowSx?.(r)}>
              {p.columns.map((c) => {
                const v = c.render(r);
                return (
                  <TableCell key={c.key} align={c.align} component={c.rowHeader ? 'th' : 'td'} scope={c.rowHeader ? 'row' : undefined}>
                    {v === null || v === undefined || v === '' ? '--' : v}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
        {p.footer}
      </Table>
    </TableContainer>
  );
}
