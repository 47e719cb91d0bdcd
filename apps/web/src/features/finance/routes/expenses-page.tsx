import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { EXPENSES_PAGE_SIZE, type ExpenseFile } from '@vitrina/domain/finance/finance.schema';
import { type Column } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { useFileDownload } from '../../../lib/use-file-download';
import { useUrlParams } from '../../../lib/url-state';
import { useExpenses } from '../api/get-expenses';
import { useFinanceClient } from '../components/finance-client';
import { FIN_TEXT } from '../messages';
import { ymToDisplay } from '../format';
import { QueryRetryAlert } from '../../../components/load-state';

/**
 * gastos-comunes — the client's common-expense files, 5 per page. Each is a stored
 * file of the client: downloaded like monthly sales' evidence, through the file service's signed
 * link (POST /fo/files/signal/{country} with its bucket and path), with the spec's texts on failure.
 */
export default function ExpensesPage() {
  const { client, picker } = useFinanceClient();
  const [params, set] = useUrlParams();
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const files = useExpenses(client, page);
  // rows are shown only once a client is chosen: its country is the files' country
  const { download, downloading } = useFileDownload((client?.countryId ?? 'CHL') as CountryId);

  const columns: Column<ExpenseFile>[] = [
    { key: 'name', header: FIN_TEXT.colName, render: (r) => r.nombre, rowHeader: true },
    { key: 'period', header: FIN_TEXT.colPeriod, render: (r) => ymToDisplay(r.year_month) },
    { key: 'desc', header: FIN_TEXT.colDescription, render: (r) => r.descripcion },
    {
      key: 'download',
      header: FIN_TEXT.colDownload,
      cardAction: true,
      render: (r) => (
        <Button
          size="small"
          disabled={downloading === r.object_key}
          onClick={() => void download({ bucket: r.bucket, path: r.object_key, name: `${r.nombre}.pdf` })}
          aria-label={FIN_TEXT.downloadFile(r.nombre)}
        >
          {FIN_TEXT.download}
        </Button>
      ),
    },
  ];

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {FIN_TEXT.expensesTitle}
      </Typography>
      {picker}
      <QueryRetryAlert query={files} sx={{ mb: 2 }} text={FIN_TEXT.loadError} retryLabel={FIN_TEXT.retry} />
      <Card>
        <CardContent>
          <PagedTable
            caption={FIN_TEXT.expensesTitle}
            columns={columns}
            rows={files.data?.data ?? []}
            rowKey={(r) => String(r.id)}
            loading={!!client && files.isPending}
            emptyText={FIN_TEXT.noFiles}
            cards={{ summary: (r) => ymToDisplay(r.year_month) }}
            paging={{
              total: files.data?.pagination.totalItems ?? 0,
              page: Math.max(0, page - 1),
              pageSize: EXPENSES_PAGE_SIZE,
              onPageChange: (p) => set({ page: p ? String(p + 1) : null }),
            }}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
