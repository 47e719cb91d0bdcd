import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COUNTRIES, formatMoneyIn, type CountryId } from '@vitrina/domain/countries/countries';
import { INVOICES_PAGE_SIZE, invoiceDownload, invoicesShowSociety, type Invoice } from '@vitrina/domain/finance/finance.schema';
import { type Column } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { useUrlParams } from '../../../lib/url-state';
import { downloadInvoice } from '../api/download-invoice';
import { useInvoiceFilters } from '../api/get-invoice-filters';
import { useInvoices } from '../api/get-invoices';
import { useFinanceClient } from '../components/finance-client';
import { FIN_TEXT } from '../messages';
import { ymdToDisplay, ymToDisplay } from '../format';
import { RetryAlert } from '../../../components/load-state';

/** facturas — the client's invoices: society and period filters, 10 per page from the server. */
export default function InvoicesPage() {
  const { client, picker } = useFinanceClient();
  const [params, set] = useUrlParams();
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const society = params.get('sociedad') ?? FIN_TEXT.all;
  const month = params.get('periodo') ?? FIN_TEXT.all;
  const country = (client?.countryId ?? 'CHL') as CountryId;
  const showSociety = invoicesShowSociety(country);
  const filters = useInvoiceFilters(client);
  const invoices = useInvoices(client, { page, society: showSociety ? society : FIN_TEXT.all, month });
  const [error, setError] = useState<string | null>(null);
  const money = (n: number) => formatMoneyIn(n, COUNTRIES[country].currency);

  const download = async (inv: Invoice) => {
    setError(null);
    const how = invoiceDownload(inv, country);
    if (how === 'url') {
      window.open(inv.url!, '_blank', 'noopener');
      return;
    }
    try {
      await downloadInvoice(inv);
    } catch {
      setError(FIN_TEXT.invoiceDownloadError);
    }
  };
  const downloadCell = (inv: Invoice) => {
    const how = invoiceDownload(inv, country);
    if (how !== 'pdf' && how !== 'url')
      return (
        <Typography variant="body2" color="text.secondary">
          {how}
        </Typography>
      );
    return (
      <Button
        size="small"
        onClick={() => download(inv)}
        aria-label={how === 'url' ? FIN_TEXT.openInvoice(inv.numero) : FIN_TEXT.downloadInvoice(inv.numero)}
      >
        {how === 'url' ? FIN_TEXT.open : FIN_TEXT.downloadPdf}
      </Button>
    );
  };

  const columns: Column<Invoice>[] = [
    { key: 'numero', header: FIN_TEXT.colNumber, render: (r) => r.numero, rowHeader: true, cardLabel: 'Factura' },
    { key: 'type', header: FIN_TEXT.colDocType, render: (r) => r.tipo_documento },
    { key: 'date', header: FIN_TEXT.colIssue, render: (r) => ymdToDisplay(r.fecha_emision) },
    { key: 'society', header: FIN_TEXT.society, render: (r) => r.nombre_sociedad },
    { key: 'net', header: FIN_TEXT.colNet, align: 'right', render: (r) => money(r.monto_neto) },
    { key: 'tax', header: FIN_TEXT.colTax, align: 'right', render: (r) => money(r.monto_impuesto) },
    { key: 'gross', header: FIN_TEXT.colGross, align: 'right', render: (r) => money(r.monto_bruto) },
    ...(showSociety ? [{ key: 'download', header: FIN_TEXT.colDownload, cardAction: true, render: downloadCell } as Column<Invoice>] : []),
  ];
  const f = filters.data?.data;
  const pg = invoices.data?.pagination;

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {FIN_TEXT.invoicesTitle}
      </Typography>
      {picker}
      {(invoices.isError || filters.isError) && (
        <RetryAlert sx={{ mb: 2 }} text={FIN_TEXT.loadError} retryLabel={FIN_TEXT.retry} onRetry={invoices.refetch} />
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            {showSociety && (
              <FormControl size="small" sx={{ minWidth: 240 }}>
                <InputLabel id="inv-society">{FIN_TEXT.society}</InputLabel>
                <Select
                  labelId="inv-society"
                  label={FIN_TEXT.society}
                  value={society}
                  onChange={(e) => set({ sociedad: e.target.value === FIN_TEXT.all ? null : String(e.target.value), page: null })}
                >
                  <MenuItem value={FIN_TEXT.all}>{FIN_TEXT.all}</MenuItem>
                  {(f?.societies_filters ?? []).map((s) => (
                    <MenuItem key={s.society_code} value={s.society_code}>
                      {s.society_nombre}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
            <FormControl size="small" sx={{ minWidth: 180 }}>
              <InputLabel id="inv-period">{FIN_TEXT.period}</InputLabel>
              <Select
                labelId="inv-period"
                label={FIN_TEXT.period}
                value={month}
                onChange={(e) => set({ periodo: e.target.value === FIN_TEXT.all ? null : String(e.target.value), page: null })}
              >
                <MenuItem value={FIN_TEXT.all}>{FIN_TEXT.all}</MenuItem>
                {(f?.company_filters ?? []).map((m) => (
                  <MenuItem key={m.anio_mes} value={m.anio_mes}>
                    {ymToDisplay(m.anio_mes)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Stack>
          <PagedTable
            caption={FIN_TEXT.invoicesTitle}
            columns={columns}
            rows={invoices.data?.data ?? []}
            rowKey={(r) => String(r.id)}
            loading={!!client && invoices.isPending}
            emptyText={FIN_TEXT.noResults}
            cards={{ summary: (r) => money(r.monto_bruto) }}
            paging={{
              total: pg?.totalItems ?? 0,
              page: Math.max(0, page - 1),
              pageSize: INVOICES_PAGE_SIZE,
              onPageChange: (p) => set({ page: p ? String(p + 1) : null }),
            }}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
