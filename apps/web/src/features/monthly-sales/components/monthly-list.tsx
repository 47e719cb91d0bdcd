import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatNumber, type CountryId } from '@vitrina/domain/countries/countries';
import { MONTHLY_MSG } from '@vitrina/domain/sales/monthly.messages';
import type { MonthlyContractRow } from '@vitrina/domain/sales/monthly.schema';
import { useDownloadMonthlyReceipt } from '../api/download-receipt';

const L = MONTHLY_MSG.labels;
type Col = { label: string; value: (r: MonthlyContractRow) => string; numeric?: boolean };

const n = (v: number | null | undefined, c: CountryId, d = 0) =>
  v === null || v === undefined ? '—' : formatNumber(v, c, Number.isInteger(v) ? 0 : d);
const det = (r: MonthlyContractRow, k: string) => r.sales?.detalles[k] as number | undefined;

/** The columns of each country. */
export function columnsOf(country: CountryId): Col[] {
  const name: Col = { label: L.name, value: (r) => `${r.marca} · ${r.edificio}` };
  const contract: Col = { label: L.contract, value: (r) => r.contrato };
  const tickets: Col = { label: L.tickets, numeric: true, value: (r) => n(r.sales?.total_tickets, country) };
  switch (country) {
    case 'CHL':
      return [
        name,
        { label: L.local, value: (r) => r.local },
        contract,
        tickets,
        { label: L.cash, numeric: true, value: (r) => n(det(r, 'total_monto_efectivo_boletas'), country) },
        { label: L.card, numeric: true, value: (r) => n(det(r, 'total_monto_tarjeta_boletas'), country) },
        { label: L.gross, numeric: true, value: (r) => n(r.sales?.monto_total_bruto, country) },
        { label: L.net, numeric: true, value: (r) => n(r.sales?.monto_total_neto, country) },
      ];
    case 'ARG':
      return [
        name,
        contract,
        tickets,
        { label: L.netNoIgv, numeric: true, value: (r) => n(r.sales?.monto_total_neto, country, 2) },
        { label: L.creditNote, numeric: true, value: (r) => n(r.sales ? Math.abs(r.montoNotasCredito ?? 0) : null, country, 2) },
      ];
    case 'PER':
      return [
        name,
        { label: L.localMunicipal, value: (r) => [r.local, r.numero_municipal].filter(Boolean).join(' / ') },
        { label: L.receiptSeries, value: (r) => r.serieBoletas ?? '—' },
        { label: L.invoiceSeries, value: (r) => r.serieFacturas ?? '—' },
        contract,
        tickets,
        { label: L.grossTotal, numeric: true, value: (r) => n(r.sales?.monto_total_bruto, country, 2) },
        { label: L.creditNote, numeric: true, value: (r) => n(r.sales ? Math.abs(r.montoNotasCredito ?? 0) : null, country, 2) },
      ];
    default:
      return [
        name,
        { label: L.localNumber, value: (r) => r.local },
        contract,
        tickets,
        { label: L.netTotal, numeric: true, value: (r) => n(r.sales?.monto_total_neto, country) },
      ];
  }
}

/** 'Descargar comprobante' of a declared month. */
function ReceiptButton({ row }: { row: MonthlyContractRow }) {
  const receipt = useDownloadMonthlyReceipt();
  if (!row.sales) return null;
  const sale = row.sales;
  return (
    <Button
      size="small"
      variant="text"
      disabled={receipt.isPending}
      onClick={() => receipt.mutate({ saleId: sale.id, name: `comprobante-mensual-${row.local}-${sale.periodo}.pdf` })}
      aria-label={`Descargar comprobante ${row.marca} ${row.contrato}`}
    >
      Descargar comprobante
    </Button>
  );
}

function Action({ row, onOpen }: { row: MonthlyContractRow; onOpen: (r: MonthlyContractRow) => void }) {
  return (
    <>
      <MainAction row={row} onOpen={onOpen} />
      <ReceiptButton row={row} />
    </>
  );
}

function MainAction({ row, onOpen }: { row: MonthlyContractRow; onOpen: (r: MonthlyContractRow) => void }) {
  if (row.accion === 'Auditada') return <Chip size="small" color="info" label={MONTHLY_MSG.audited} />;
  if (!row.accion) return null;
  return (
    <Button
      size="small"
      variant={row.accion === 'Declarar' ? 'contained' : 'outlined'}
      onClick={() => onOpen(row)}
      aria-label={`${row.accion} ${row.marca} ${row.contrato}`}
    >
      {row.accion}
    </Button>
  );
}

/** The contracts of the month in a country, and what opening one's declaration does. */
interface MonthlyListProps {
  rows: MonthlyContractRow[];
  country: CountryId;
  onOpen: (r: MonthlyContractRow) => void;
}

/** Desktop table. */
export function MonthlyTable({ rows, country, onOpen }: MonthlyListProps) {
  const cols = columnsOf(country);
  return (
    <TableContainer>
      <Table size="small" aria-label={MONTHLY_MSG.title}>
        <TableHead>
          <TableRow>
            {cols.map((c) => (
              <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
                {c.label}
              </TableCell>
            ))}
            <TableCell align="center">{L.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.contract_space_id} data-testid={`monthly-row-${r.contrato}`}>
              {cols.map((c) => (
                <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
                  {c.value(r)}
                </TableCell>
              ))}
              <TableCell align="center">
                <Action row={r} onOpen={onOpen} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Mobile cards. */
export function MonthlyCards({ rows, country, onOpen }: MonthlyListProps) {
  const cols = columnsOf(country).slice(1);
  return (
    <Stack spacing={1.5}>
      {rows.map((r) => (
        <Card key={r.contract_space_id} variant="outlined" data-testid={`monthly-row-${r.contrato}`}>
          <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {r.marca} · {r.edificio}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 1 }}>
              {cols.map((c) => (
                <Box key={c.label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {c.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {c.value(r)}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Action row={r} onOpen={onOpen} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
