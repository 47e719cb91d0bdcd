import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, TablePagination, Typography } from '@mui/material';
import { EXPENSES_PAGE_SIZE, type ExpenseFile } from '@vitrina/domain/finance/finance.schema';
import { DataTable, type Column } from '../../../components/data-table';
import { fetchSignedUrl } from '../../../lib/api-client';
import { saveAs } from '../../../lib/save-as';
import { useUrlParams } from '../../../lib/url-state';
import { expenseLink, useExpenses } from '../api/finance';
import { useFinanceClient } from '../components/finance-client';
import { FIN_TEXT } from '../messages';
import { ymToDisplay } from '../format';

/** gastos-comunes — the client's common-expense files (spec 2 §2), 5 per page, downloaded through a signed link. */
export default function ExpensesPage() {
  const { client, picker } = useFinanceClient();
  const [params, set] = useUrlParams();
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const files = useExpenses(client, page);
  const [error, setError] = useState<string | null>(null);

  const download = async (f: ExpenseFile) => {
    setError(null);
    let url: string;
    try {
      url = (await expenseLink(client!, f.object_key)).data.signal_url;
    } catch {
      setError(FIN_TEXT.fileLinkError);
      return;
    }
    try {
      const res = await fetchSignedUrl(url);
      if (!res.ok) throw new Error(String(res.status));
      const href = URL.createObjectURL(await res.blob());
      saveAs(href, `${f.nombre}.pdf`);
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    } catch {
      setError(FIN_TEXT.fileDownloadError);
    }
  };

  const columns: Column<ExpenseFile>[] = [
    { key: 'name', header: FIN_TEXT.colName, render: (r) => r.nombre, rowHeader: true },
    { key: 'period', header: FIN_TEXT.colPeriod, render: (r) => ymToDisplay(r.year_month) },
    { key: 'desc', header: FIN_TEXT.colDescription, render: (r) => r.descripcion },
    {
      key: 'download',
      header: FIN_TEXT.colDownload,
      cardAction: true,
      render: (r) => (
        <Button size="small" onClick={() => download(r)} aria-label={FIN_TEXT.downloadFile(r.nombre)}>
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
      {files.isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={() => void files.refetch()}>
              {FIN_TEXT.retry}
            </Button>
          }
        >
          {FIN_TEXT.loadError}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Card>
        <CardContent>
          <DataTable
            caption={FIN_TEXT.expensesTitle}
            columns={columns}
            rows={files.data?.data ?? []}
            rowKey={(r) => String(r.id)}
            loading={!!client && files.isPending}
            emptyText={FIN_TEXT.noFiles}
            cards={{ summary: (r) => ymToDisplay(r.year_month) }}
          />
          <TablePagination
            component="div"
            count={files.data?.pagination.totalItems ?? 0}
            page={Math.max(0, page - 1)}
            rowsPerPage={EXPENSES_PAGE_SIZE}
            rowsPerPageOptions={[EXPENSES_PAGE_SIZE]}
            onPageChange={(_, p) => set({ page: p ? String(p + 1) : null })}
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
            labelRowsPerPage="Filas por página"
          />
        </CardContent>
      </Card>
    </Box>
  );
}
