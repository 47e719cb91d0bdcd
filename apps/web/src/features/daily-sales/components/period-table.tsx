import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { formatNumber, type CountryId } from '@vitrina/domain/countries/countries';
import type { DailyRow } from '@vitrina/domain/sales/daily.schema';
import { DataTable, type Column } from '../../../components/data-table';
import { DS_TEXT } from '../messages';
import { DayActionCell, type DayActions } from './day-action-cell';
import { detalle, financeMarker, money, statusColor, statusLabel } from './day-utils';

/** The day, marked 'api' when the tenant's point of sale sent it (metodo_ingreso 'api'). */
const dayCell = (r: DailyRow) =>
  r.metodo_ingreso === 'api' ? (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
      {r.fecha}
      <Tooltip title={DS_TEXT.viaApi}>
        <Chip size="small" variant="outlined" label="api" aria-label={DS_TEXT.viaApi} />
      </Tooltip>
    </Box>
  ) : (
    r.fecha
  );

interface Props {
  rows: DailyRow[];
  country: CountryId;
  hoy: string;
  loading: boolean;
  actions: DayActions;
}

/**
 * A day card's chip: its status up to today (a future day has none, as in the calendar); on the
 * finance page only 'Sin declarar' or the justification.
 */
function cardChip(r: DailyRow, finance: boolean, hoy: string) {
  if (!finance) {
    return r.fecha_registro <= hoy ? (
      <Chip size="small" label={statusLabel(r.tipo)} color={statusColor(r.tipo)} variant={r.tipo === 'pendiente' ? 'outlined' : 'filled'} />
    ) : null;
  }
  const marker = financeMarker(r);
  if (marker === 'notDeclared') return <Chip size="small" label={DS_TEXT.notDeclared} color="error" variant="outlined" />;
  return marker === 'justified' ? <Chip size="small" label={statusLabel('justificada')} color={statusColor('justificada')} /> : null;
}

const sum = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));

/**
 * 'Modo tabla': one row per day, the country's columns; on small
 * screens, expandable day cards with the same values.
 */
export function PeriodTable(p: Props) {
  const [q, setQ] = useState('');
  const c = p.country;
  const n = useCallback((v: number | null) => (v === null ? null : formatNumber(v, c)), [c]);
  const hasSale = (r: DailyRow) => !!r.id && r.justification_id == null;

  const columns = useMemo((): Column<DailyRow>[] => {
    const action: Column<DailyRow> = {
      key: 'action',
      header: DS_TEXT.action,
      render: (r) => <DayActionCell row={r} actions={p.actions} />,
    };
    if (c === 'CHL') {
      const g = (r: DailyRow, cash: string, card: string) => (hasSale(r) ? sum(detalle(r, cash), detalle(r, card)) : null);
      return [
        { key: 'day', header: DS_TEXT.periodDay, rowHeader: true, render: dayCell },
        {
          key: 'bb',
          header: DS_TEXT.gross,
          cardLabel: `${DS_TEXT.boletas} · ${DS_TEXT.gross}`,
          align: 'right',
          render: (r) => money(g(r, 'total_monto_efectivo_boletas', 'total_monto_tarjeta_boletas'), c),
        },
        {
          key: 'bt',
          header: DS_TEXT.tickets,
          cardLabel: `${DS_TEXT.boletas} · ${DS_TEXT.tickets}`,
          align: 'right',
          render: (r) => (hasSale(r) ? n(detalle(r, 'total_tickets_boletas')) : null),
        },
        {
          key: 'fb',
          header: DS_TEXT.gross,
          cardLabel: `${DS_TEXT.facturas} · ${DS_TEXT.gross}`,
          align: 'right',
          render: (r) => money(g(r, 'total_monto_efectivo_facturas', 'total_monto_tarjeta_facturas'), c),
        },
        {
          key: 'ft',
          header: DS_TEXT.tickets,
          cardLabel: `${DS_TEXT.facturas} · ${DS_TEXT.tickets}`,
          align: 'right',
          render: (r) => (hasSale(r) ? n(detalle(r, 'total_tickets_facturas')) : null),
        },
        {
          key: 'eb',
          header: DS_TEXT.gross,
          cardLabel: `${DS_TEXT.exentas} · ${DS_TEXT.gross}`,
          align: 'right',
          render: (r) => (hasSale(r) ? money(detalle(r, 'total_monto_exentas'), c) : null),
        },
        {
          key: 'et',
          header: DS_TEXT.tickets,
          cardLabel: `${DS_TEXT.exentas} · ${DS_TEXT.tickets}`,
          align: 'right',
          render: (r) => (hasSale(r) ? n(detalle(r, 'total_tickets_exentas')) : null),
        },
        { key: 'late', header: DS_TEXT.late, align: 'right', render: (r) => (r.dias_atraso === null ? null : String(r.dias_atraso)) },
        { key: 'total', header: DS_TEXT.total, align: 'right', render: (r) => money(r.total, c) },
        action,
      ];
    }
    if (c === 'PER') {
      return [
        { key: 'day', header: DS_TEXT.day, rowHeader: true, render: dayCell },
        { key: 'sf', header: DS_TEXT.facturasSerie, render: (r) => (r.detalles?.serie_facturas as string | null) ?? null },
        { key: 'sb', header: DS_TEXT.boletasSerie, render: (r) => (r.detalles?.serie_boletas as string | null) ?? null },
        { key: 'tk', header: DS_TEXT.ticketsCount, align: 'right', render: (r) => (hasSale(r) ? n(r.total_tickets) : null) },
        {
          key: 'net',
          header: DS_TEXT.netSinIgv,
          align: 'right',
          render: (r) => (hasSale(r) ? money(detalle(r, 'total_monto_sin_igv') ?? r.monto_total_bruto, c) : null),
        },
        {
          key: 'cn',
          header: DS_TEXT.creditNotesAmount,
          align: 'right',
          render: (r) => (hasSale(r) ? money(r.montoNotasDeCredito, c) : null),
        },
        { key: 'total', header: DS_TEXT.totalNetPer, align: 'right', render: (r) => money(r.total, c) },
        action,
      ];
    }
    if (c === 'ARG') {
      return [
        { key: 'day', header: DS_TEXT.day, rowHeader: true, render: dayCell },
        { key: 'tk', header: DS_TEXT.ticketsCount, align: 'right', render: (r) => (hasSale(r) ? n(r.total_tickets) : null) },
        { key: 'amt', header: DS_TEXT.amount, align: 'right', render: (r) => (hasSale(r) ? money(r.monto_total_bruto, c) : null) },
        {
          key: 'cn',
          header: DS_TEXT.creditNotesAmount,
          align: 'right',
          render: (r) => (hasSale(r) ? money(r.montoNotasDeCredito, c) : null),
        },
        { key: 'total', header: DS_TEXT.totalArg, align: 'right', render: (r) => money(r.total, c) },
        action,
      ];
    }
    return [
      { key: 'day', header: DS_TEXT.day, rowHeader: true, render: dayCell },
      { key: 'tk', header: DS_TEXT.ticketsCount, align: 'right', render: (r) => (hasSale(r) ? n(r.total_tickets) : null) },
      {
        key: 'total',
        header: DS_TEXT.totalSinImpuestos,
        align: 'right',
        render: (r) =>
          r.justification_id != null
            ? null
            : r.monto_total_neto === null && r.montoNotasDeCredito === null
              ? r.fecha_registro <= p.hoy
                ? DS_TEXT.noDeclared
                : null
              : money(r.monto_total_neto, c),
      },
      action,
    ];
  }, [c, n, p.actions, p.hoy]);

  const filtered = q.trim()
    ? p.rows.filter((r) => r.fecha.includes(q.trim()) || statusLabel(r.tipo).toLowerCase().includes(q.trim().toLowerCase()))
    : p.rows;

  const groupHeader =
    c === 'CHL' ? (
      <TableRow>
        <TableCell />
        <Tooltip title={DS_TEXT.grossTooltip}>
          <TableCell colSpan={2} align="center" sx={{ fontWeight: 600 }}>
            {DS_TEXT.boletas}
          </TableCell>
        </Tooltip>
        <Tooltip title={DS_TEXT.grossTooltip}>
          <TableCell colSpan={2} align="center" sx={{ fontWeight: 600 }}>
            {DS_TEXT.facturas}
          </TableCell>
        </Tooltip>
        <TableCell colSpan={2} align="center" sx={{ fontWeight: 600 }}>
          {DS_TEXT.exentas}
        </TableCell>
        <TableCell colSpan={3} />
      </TableRow>
    ) : undefined;

  return (
    <Box>
      <TextField
        label={DS_TEXT.tableSearch}
        size="small"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        sx={{ mb: 2, maxWidth: 320 }}
        fullWidth
      />
      <DataTable
        caption={DS_TEXT.tableMode}
        columns={columns}
        rows={filtered}
        rowKey={(r) => r.fecha_registro}
        loading={p.loading}
        emptyText={DS_TEXT.noResults}
        groupHeader={groupHeader}
        cards={{ summary: (r) => cardChip(r, p.actions.finance, p.hoy) }}
        rowSx={(r) =>
          r.fecha_registro === p.hoy
            ? { bgcolor: 'rgba(18, 60, 115, 0.08)' }
            : r.fecha_registro < p.hoy && !r.id
              ? { bgcolor: 'rgba(179, 38, 30, 0.06)' }
              : undefined
        }
      />
    </Box>
  );
}
