import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoneyIn } from '@vitrina/domain/countries/countries';
import type { RentBuildingMonth } from '@vitrina/domain/rent/rent.schema';
import { DataTable, type Column } from '../../../components/data-table';
import { MonthSelect } from '../../../components/month-select';
import { formatMonth } from '../../../lib/format';
import { useCurrentMonth } from '../current-month';
import { EmptyState } from '../../../components/empty-state';
import { QueryRetryAlert } from '../../../components/load-state';

import { useUrlParams } from '../../../lib/url-state';
import { downloadBuildingRent, useBuildingRent, useRentBuildings } from '../api/get-building-rent';
import { ExportButton } from '../components/export-button';
import { RENT_TEXT } from '../messages';
import { OptionSelect } from '../../../components/option-select';

type Row = RentBuildingMonth['filas'][number];

/** 'Renta variable por centro' (FINANZAS, AUDITOR): a shopping centre's month, contract by contract, with totals per currency. */
export default function RentCentrePage() {
  const [params, set] = useUrlParams();
  const latest = useCurrentMonth();
  const buildings = useRentBuildings();
  const buildingId = params.get('centro') ?? '';
  const mes = params.get('mes') ?? latest;
  const report = useBuildingRent(buildingId, mes);
  const v = report.data;
  const money = (n: number | null, currency: string) => (n === null ? '--' : formatMoneyIn(n, currency));

  const columns: Column<Row>[] = [
    { key: 'local', header: RENT_TEXT.storeCol, render: (r) => `${r.contrato.local} · ${r.contrato.marca}`, rowHeader: true },
    { key: 'empresa', header: RENT_TEXT.companyCol, render: (r) => r.contrato.empresa },
    { key: 'contrato', header: RENT_TEXT.contractCol, render: (r) => r.contrato.codigo },
    { key: 'ventas', header: RENT_TEXT.sales, align: 'right', render: (r) => money(r.ventas, r.moneda) },
    { key: 'min', header: RENT_TEXT.minimum, align: 'right', render: (r) => money(r.rentaMinima, r.moneda) },
    { key: 'pct', header: RENT_TEXT.percentage, align: 'right', render: (r) => money(r.rentaPorcentaje, r.moneda) },
    { key: 'due', header: RENT_TEXT.due, align: 'right', render: (r) => money(r.rentaAPagar, r.moneda) },
    { key: 'aviso', header: RENT_TEXT.noticeCol, render: (r) => (r.aplica ? RENT_TEXT.dueIs[r.aplica] : r.aviso) },
  ];

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, justifyContent: 'space-between' }}>
        <Typography variant="h1">{RENT_TEXT.staffTitle}</Typography>
        {buildingId && <ExportButton disabled={!v} onExport={() => downloadBuildingRent(buildingId, mes)} />}
      </Stack>
      <QueryRetryAlert query={buildings} sx={{ mb: 2 }} serverText text={RENT_TEXT.loadError} retryLabel={RENT_TEXT.retry} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <OptionSelect
          label={RENT_TEXT.centre}
          value={buildingId}
          onChange={(centro) => set({ centro })}
          minWidth={{ sm: 280 }}
          disabled={!buildings.data}
          options={(buildings.data?.data ?? []).map((b) => ({ value: b.id, label: `${b.nombre} (${b.ciudad})` }))}
        />
        <MonthSelect label={RENT_TEXT.month} value={mes} latest={latest} count={13} onChange={(m) => set({ mes: m })} />
      </Stack>
      {!buildingId && (
        <Card>
          <EmptyState text={RENT_TEXT.chooseCentre} />
        </Card>
      )}
      <QueryRetryAlert query={report} sx={{ mb: 2 }} serverText text={RENT_TEXT.loadError} retryLabel={RENT_TEXT.retry} />
      {buildingId && report.isFetching && <LinearProgress aria-label={RENT_TEXT.loading} sx={{ mb: 1 }} />}
      {v && buildingId && (
        <Card>
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
              {v.centro.nombre} · {formatMonth(v.periodo)}
            </Typography>
            {v.sinCondiciones > 0 && (
              <Alert severity="warning" sx={{ mb: 1.5 }}>
                {RENT_TEXT.withoutTerms(v.sinCondiciones)}
              </Alert>
            )}
            <DataTable
              scrollable
              caption={`${RENT_TEXT.staffTitle} ${v.centro.nombre}`}
              columns={columns}
              rows={v.filas}
              rowKey={(r) => r.contrato.id}
              emptyText={RENT_TEXT.emptyCentre}
              cards={{ summary: (r) => money(r.rentaAPagar, r.moneda) }}
            />
            <Typography variant="h3" sx={{ fontSize: '1rem', mt: 2, mb: 1 }}>
              {RENT_TEXT.totals}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {v.totales.map((t) => (
                <li key={t.moneda}>
                  {RENT_TEXT.totalLine(t.moneda, t.contratos)}: {RENT_TEXT.minimum} {money(t.rentaMinima, t.moneda)} ·{' '}
                  {RENT_TEXT.percentage} {money(t.rentaPorcentaje, t.moneda)} · {RENT_TEXT.due} {money(t.rentaAPagar, t.moneda)}
                </li>
              ))}
            </Box>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
