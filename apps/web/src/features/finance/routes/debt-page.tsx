import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { COUNTRIES, formatMoneyIn, type CountryId } from '@vitrina/domain/countries/countries';
import { AGING_BUCKETS, AGING_LABELS, AGREEMENT_STATUSES } from '@vitrina/domain/finance/aging';
import type { AgreementRow, DebtRow } from '@vitrina/domain/finance/finance.schema';
import { DataTable, type Column } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useUrlParams } from '../../../lib/url-state';
import { downloadDebtDocument } from '../api/download-debt-document';
import { downloadDebtXlsx } from '../api/download-debt-xlsx';
import { useDebtAgreements } from '../api/get-debt-agreements';
import { useDebtDetails } from '../api/get-debt-details';
import { useDebtSummary } from '../api/get-debt-summary';
import { useFinanceClient } from '../components/finance-client';
import { FIN_TEXT } from '../messages';
import { ymdToDisplay } from '../format';
import { RetryAlert } from '../../../components/load-state';

/** cuentas-por-pagar — accounts payable: 'Deuda Total' and, with an agreement, 'Deuda Convenio'. */
export default function DebtPage() {
  const { client, picker } = useFinanceClient();
  const [params, set] = useUrlParams();
  const tab = params.get('tab') === 'convenio' ? 'convenio' : 'total';
  const estado = params.get('estado');
  const cuota = params.get('cuota');
  const summary = useDebtSummary(client);
  const details = useDebtDetails(client);
  const hasAgreement = (summary.data?.convenioTotal ?? 0) > 0;
  const agreements = useDebtAgreements(client, hasAgreement);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const country = (summary.data?.cliente.country ?? client?.countryId ?? 'CHL') as CountryId;
  const currency = COUNTRIES[country].currency;
  const money = (n: number) => formatMoneyIn(n, currency);

  const rows = useMemo(() => details.data?.data ?? [], [details.data]);
  const counts = useMemo(() => {
    const m = new Map<string, number>();
    for (const r of rows) m.set(r.estadoDeuda, (m.get(r.estadoDeuda) ?? 0) + 1);
    return [...m].sort((a, b) => a[0].localeCompare(b[0]));
  }, [rows]);
  const filtered = estado ? rows.filter((r) => r.estadoDeuda === estado) : rows;

  const downloadPdf = async (r: DebtRow) => {
    setDownloadError(null);
    try {
      await downloadDebtDocument(r);
    } catch (e) {
      setDownloadError(errorMessage(e, FIN_TEXT.debtDocError));
    }
  };
  const exportXlsx = async () => {
    setDownloadError(null);
    try {
      await downloadDebtXlsx(client!, estado);
    } catch (e) {
      setDownloadError(errorMessage(e, FIN_TEXT.fileDownloadError));
    }
  };

  const columns: Column<DebtRow>[] = [
    { key: 'folio', header: FIN_TEXT.colFolio, render: (r) => r.folio, rowHeader: true, cardLabel: FIN_TEXT.colFolio },
    { key: 'type', header: FIN_TEXT.colDocType, render: (r) => r.tipoDeDocumento },
    { key: 'society', header: FIN_TEXT.colSociety, render: (r) => r.sociedadFacturadora },
    { key: 'centre', header: FIN_TEXT.colCentre, render: (r) => r.centroComercial },
    { key: 'issue', header: FIN_TEXT.colIssue, render: (r) => ymdToDisplay(r.fechaDeEmision) },
    { key: 'due', header: FIN_TEXT.colDue, render: (r) => ymdToDisplay(r.fechaDeVencimiento) },
    { key: 'total', header: FIN_TEXT.colTotal, align: 'right', render: (r) => money(r.totalFactura) },
    { key: 'status', header: FIN_TEXT.colStatus, render: (r) => <Chip size="small" label={r.estadoDeuda} /> },
    {
      key: 'pdf',
      header: FIN_TEXT.colInvoice,
      cardAction: true,
      render: (r) =>
        r.linkFactura ? (
          <Button size="small" onClick={() => downloadPdf(r)} aria-label={FIN_TEXT.downloadInvoice(r.folio)}>
            {FIN_TEXT.downloadPdf}
          </Button>
        ) : null,
    },
  ];
  const agreementRows = (agreements.data?.data ?? []).filter((r) => !cuota || r.estadoDeuda === cuota);
  const agreementColumns: Column<AgreementRow>[] = [
    { key: 'n', header: FIN_TEXT.colInstalment, render: (r) => r.numeroDeCuota, rowHeader: true, cardLabel: 'Cuota' },
    { key: 'society', header: FIN_TEXT.colSociety, render: (r) => r.sociedadFacturadora },
    { key: 'due', header: FIN_TEXT.colDue, render: (r) => ymdToDisplay(r.fechaDeVencimiento) },
    { key: 'value', header: FIN_TEXT.colInstalmentValue, align: 'right', render: (r) => money(r.valorCuota) },
    {
      key: 'status',
      header: FIN_TEXT.colStatus,
      render: (r) => <Chip size="small" color={r.estadoDeuda === 'Vencido' ? 'error' : 'success'} label={r.estadoDeuda} />,
    },
  ];

  const error = summary.isError || details.isError;
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {FIN_TEXT.debtTitle}
      </Typography>
      {picker}
      {error && (
        <RetryAlert
          sx={{ mb: 2 }}
          text={errorMessage(summary.error ?? details.error, FIN_TEXT.loadError)}
          retryLabel={FIN_TEXT.retry}
          onRetry={() => Promise.all([summary.refetch(), details.refetch()])}
        />
      )}
      {downloadError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setDownloadError(null)}>
          {downloadError}
        </Alert>
      )}
      {summary.data && (
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
              {summary.data.cliente.nombre}
            </Typography>
            <Typography color="text.secondary">
              {COUNTRIES[country].taxIdLabel} {summary.data.cliente.taxId}
            </Typography>
            {summary.data.updatedAt && (
              <Typography variant="body2" color="text.secondary">
                {FIN_TEXT.lastUpdate}: {formatDateTime(summary.data.updatedAt, COUNTRIES[country].timeZone)}
              </Typography>
            )}
            <Typography variant="body2" sx={{ mt: 1 }}>
              {FIN_TEXT.contactExecutive}
            </Typography>
          </CardContent>
        </Card>
      )}
      <Tabs value={tab} onChange={(_, v: string) => set({ tab: v === 'total' ? null : v })} sx={{ mb: 2 }}>
        <Tab value="total" label={FIN_TEXT.totalTab} />
        {hasAgreement && <Tab value="convenio" label={FIN_TEXT.agreementTab} />}
      </Tabs>
      {tab === 'total' || !hasAgreement ? (
        <Card>
          <CardContent>
            {summary.data && (
              <Grid container spacing={2} sx={{ mb: 2 }} component="dl" aria-label={FIN_TEXT.totalDebt}>
                <Grid size={{ xs: 12, md: 2 }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {FIN_TEXT.totalDebt}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem' }} data-testid="deuda-total">
                    {money(summary.data.deudaTotal)}
                  </Typography>
                </Grid>
                {AGING_BUCKETS.map((b) => (
                  <Grid key={b} size={{ xs: 6, md: 2 }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {AGING_LABELS[b]}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                      {money(summary.data[b])}
                    </Typography>
                  </Grid>
                ))}
              </Grid>
            )}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>
              <Chip
                label={`${FIN_TEXT.all} (${rows.length})`}
                color={!estado ? 'primary' : 'default'}
                onClick={() => set({ estado: null })}
                aria-pressed={!estado}
              />
              {counts.map(([s, n]) => (
                <Chip
                  key={s}
                  label={`${s} (${n})`}
                  color={estado === s ? 'primary' : 'default'}
                  onClick={() => set({ estado: s })}
                  aria-pressed={estado === s}
                />
              ))}
              <Box sx={{ flexGrow: 1 }} />
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportXlsx} disabled={!client || !filtered.length}>
                {FIN_TEXT.download}
              </Button>
            </Stack>
            <DataTable
              caption={FIN_TEXT.debtTitle}
              columns={columns}
              rows={filtered}
              rowKey={(r) => `${r.sociedad}-${r.nroFactura}`}
              loading={!!client && details.isPending}
              emptyText={FIN_TEXT.noDebt}
              cards={{ summary: (r) => money(r.totalFactura) }}
            />
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent>
            <Typography sx={{ mb: 2 }}>
              {FIN_TEXT.agreementTotal}: <strong>{money(summary.data?.convenioTotal ?? 0)}</strong>
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
              <Chip
                label={FIN_TEXT.all}
                color={!cuota ? 'primary' : 'default'}
                onClick={() => set({ cuota: null })}
                aria-pressed={!cuota}
              />
              {AGREEMENT_STATUSES.map((s) => (
                <Chip
                  key={s}
                  label={`${s} (${(agreements.data?.data ?? []).filter((r) => r.estadoDeuda === s).length})`}
                  color={cuota === s ? 'primary' : 'default'}
                  onClick={() => set({ cuota: s })}
                  aria-pressed={cuota === s}
                />
              ))}
            </Stack>
            {agreements.isError && <Alert severity="error">{errorMessage(agreements.error, FIN_TEXT.loadError)}</Alert>}
            <DataTable
              caption={FIN_TEXT.agreementTab}
              columns={agreementColumns}
              rows={agreementRows}
              rowKey={(r) => `${r.sociedadFacturadora}-${r.numeroDeCuota}`}
              loading={agreements.isPending}
              emptyText={FIN_TEXT.noData}
              cards={{ summary: (r) => money(r.valorCuota) }}
            />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
