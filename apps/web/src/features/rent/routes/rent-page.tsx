import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoneyIn } from '@vitrina/domain/countries/countries';
import { formatUnit } from '@vitrina/domain/rent/rent.explain';
import type { RentMonth } from '@vitrina/domain/rent/rent.month';
import { formatDayMonthYear } from '@vitrina/domain/sales/calendar';
import { DataTable, type Column } from '../../../components/data-table';
import { MonthSelect } from '../../../components/month-select';
import { formatMonth } from '../../../lib/format';
import { useCurrentMonth } from '../current-month';
import { EmptyState } from '../../../components/empty-state';
import { LoadingStatus, QueryRetryAlert } from '../../../components/load-state';

import { useUrlParams } from '../../../lib/url-state';
import { downloadContractRent, useContractRent } from '../api/get-contract-rent';
import { useRentContracts } from '../api/get-rent-contracts';
import { ExportButton } from '../components/export-button';
import { MonthFigures } from '../components/month-figures';
import { RENT_TEXT } from '../messages';
import { OptionSelect } from '../../../components/option-select';

/** 'Renta variable': a tenant's contract, what its sales cost it in rent this month, where the month is heading, and the last 12 months. */
export default function RentPage() {
  const [params, set] = useUrlParams();
  const contracts = useRentContracts();
  const list = contracts.data?.data ?? [];
  const contractId = params.get('contrato') ?? list[0]?.id;
  const mes = params.get('mes') ?? undefined;
  const latest = useCurrentMonth();
  const rent = useContractRent(contractId, mes);
  const v = rent.data;
  const money = (n: number | null) => (n === null || !v ? '--' : formatMoneyIn(n, v.moneda));

  const columns: Column<RentMonth>[] = [
    { key: 'periodo', header: RENT_TEXT.periodCol, render: (r) => formatMonth(r.periodo), rowHeader: true },
    { key: 'ventas', header: RENT_TEXT.sales, align: 'right', render: (r) => money(r.ventas) },
    { key: 'min', header: RENT_TEXT.minimum, align: 'right', render: (r) => money(r.figuras?.rentaMinima ?? null) },
    { key: 'pct', header: RENT_TEXT.percentage, align: 'right', render: (r) => money(r.figuras?.rentaPorcentaje ?? null) },
    { key: 'due', header: RENT_TEXT.due, align: 'right', render: (r) => money(r.figuras?.rentaAPagar ?? null) },
    {
      key: 'how',
      header: RENT_TEXT.howCalculated,
      render: (r) => (r.figuras ? `${r.figuras.explicacion.ventas} ${r.figuras.explicacion.aPagar}` : r.aviso),
    },
  ];

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, justifyContent: 'space-between' }}>
        <Typography variant="h1">{RENT_TEXT.title}</Typography>
        {contractId && <ExportButton disabled={!v} onExport={() => downloadContractRent(contractId, mes)} />}
      </Stack>
      {contracts.isPending && <LoadingStatus text={RENT_TEXT.loading} />}
      <QueryRetryAlert query={contracts} sx={{ mb: 2 }} serverText text={RENT_TEXT.loadError} retryLabel={RENT_TEXT.retry} />
      {contracts.isSuccess && !list.length && <EmptyState text={RENT_TEXT.noContracts} />}
      {list.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
          <OptionSelect
            label={RENT_TEXT.contract}
            value={contractId ?? ''}
            onChange={(contrato) => set({ contrato })}
            minWidth={{ sm: 320 }}
            options={list.map((c) => ({ value: c.id, label: `${c.local} · ${c.marca} · ${c.centro}` }))}
          />
          <MonthSelect label={RENT_TEXT.month} value={mes ?? latest} latest={latest} count={13} onChange={(m) => set({ mes: m })} />
        </Stack>
      )}
      <QueryRetryAlert query={rent} sx={{ mb: 2 }} serverText text={RENT_TEXT.loadError} retryLabel={RENT_TEXT.retry} />
      {rent.isFetching && <LinearProgress aria-label={RENT_TEXT.loading} sx={{ mb: 1 }} />}
      {v && (
        <Stack spacing={2}>
          {v.aviso && <Alert severity="info">{v.aviso}</Alert>}
          {v.condiciones && (
            <Typography variant="body2" color="text.secondary">
              {RENT_TEXT.terms}:{' '}
              {RENT_TEXT.termsLine(
                formatUnit(v.condiciones.rentaMinima, v.condiciones.unidad, v.contrato.pais),
                v.condiciones.baseVentas === 'bruto' ? 'brutas' : 'netas',
                v.condiciones.tipo === 'natural' ? RENT_TEXT.natural : RENT_TEXT.tiered,
              )}
            </Typography>
          )}
          <Card component="section" aria-labelledby="renta-al-dia">
            <CardContent>
              <Typography id="renta-al-dia" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
                {RENT_TEXT.monthToDate(formatDayMonthYear(v.alDia.hasta))}
              </Typography>
              <Alert severity={v.alDia.completo ? 'success' : 'warning'} sx={{ mb: 1.5 }}>
                {v.alDia.estado}
              </Alert>
              {v.condiciones && (
                <MonthFigures month={v.alDia.mes} currency={v.moneda} title={RENT_TEXT.monthToDate(formatDayMonthYear(v.alDia.hasta))} />
              )}
            </CardContent>
          </Card>
          {v.proyeccion && v.condiciones && (
            <Card component="section" aria-labelledby="renta-proyeccion">
              <CardContent>
                <Typography id="renta-proyeccion" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
                  {RENT_TEXT.projection}
                </Typography>
                <Typography variant="body2" sx={{ mb: 1.5 }}>
                  {v.proyeccion.supuesto}
                </Typography>
                <MonthFigures month={v.proyeccion.mes} currency={v.moneda} title={RENT_TEXT.projection} />
              </CardContent>
            </Card>
          )}
          <Card component="section" aria-labelledby="renta-historial">
            <CardContent>
              <Typography id="renta-historial" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
                {RENT_TEXT.history}
              </Typography>
              <DataTable
                scrollable
                caption={RENT_TEXT.history}
                columns={columns}
                rows={v.historial}
                rowKey={(r) => r.periodo}
                cards={{ summary: (r) => money(r.figuras?.rentaAPagar ?? null) }}
              />
            </CardContent>
          </Card>
        </Stack>
      )}
    </Box>
  );
}
