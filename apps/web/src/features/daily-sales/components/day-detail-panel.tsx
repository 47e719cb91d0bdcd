import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { formatNumber, type CountryId } from '@vitrina/domain/countries/countries';
import type { DailyRow } from '@vitrina/domain/sales/daily.schema';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { DS_TEXT } from '../messages';
import { useDownloadDayReceipt } from '../api/download-receipt';
import { dayAction, dayLabel, detalle, justifiedText, money } from './day-utils';
import { SidePanel } from '../../../components/side-panel';
import type { DayActions } from './day-action-cell';

interface Props {
  row: DailyRow | null;
  country: CountryId;
  actions: DayActions;
  onClose: () => void;
  /** the space and company of the page: for the day's receipt */
  spaceId?: string;
  companyId?: string;
}

/** The 'Registro de venta' side panel of a day; Escape closes it. */
export function DayDetailPanel({ row, country, actions, onClose, spaceId, companyId }: Props) {
  const { canDeclare, finance, blocked, onDeclare } = actions;
  const receipt = useDownloadDayReceipt();
  const c = country;
  const n = (v: number | null) => (v === null ? '--' : formatNumber(v, c));
  const m = (v: number | null) => money(v, c) ?? '--';
  const sale = !!row?.id && row.justification_id == null;
  const action = row ? dayAction(row, canDeclare && !finance) : 'none';
  const showButton = !!row && !finance && row.cargable && (action === 'declare' || action === 'edit' || action === 'audited');

  const group = (title: string, gross: number | null, tickets: number | null) => (
    <Table size="small" aria-label={title} key={title}>
      <TableHead>
        <TableRow>
          <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
            {title}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell component="th" scope="row">
            {DS_TEXT.gross}
          </TableCell>
          <TableCell align="right">{m(gross)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell component="th" scope="row">
            {DS_TEXT.tickets}
          </TableCell>
          <TableCell align="right">{n(tickets)}</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
  const add = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));

  return (
    <SidePanel open={!!row} onClose={onClose} titleId="day-panel-title" width={420}>
      {row && (
        <Box sx={{ p: 3 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 2 }}>
            <Box>
              <Typography id="day-panel-title" variant="h2">
                {DS_TEXT.panelTitle}
              </Typography>
              <Typography color="text.secondary">{dayLabel(row)}</Typography>
            </Box>
            <IconButton aria-label={DS_TEXT.close} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Stack spacing={2}>
            {row.auditada && (
              <Alert severity="info">
                <AlertTitle>{SALES_MSG.auditedBanner}</AlertTitle>
                {SALES_MSG.auditedLocked}
              </Alert>
            )}
            {row.justification_id != null && <Alert severity="warning">{justifiedText(row)}</Alert>}
            {c === 'CHL' ? (
              <>
                {group(
                  DS_TEXT.boletas,
                  sale ? add(detalle(row, 'total_monto_efectivo_boletas'), detalle(row, 'total_monto_tarjeta_boletas')) : null,
                  sale ? detalle(row, 'total_tickets_boletas') : null,
                )}
                {group(
                  DS_TEXT.facturas,
                  sale ? add(detalle(row, 'total_monto_efectivo_facturas'), detalle(row, 'total_monto_tarjeta_facturas')) : null,
                  sale ? detalle(row, 'total_tickets_facturas') : null,
                )}
                {group(
                  DS_TEXT.exentasShort,
                  sale ? detalle(row, 'total_monto_exentas') : null,
                  sale ? detalle(row, 'total_tickets_exentas') : null,
                )}
              </>
            ) : (
              <Table size="small" aria-label={DS_TEXT.summary}>
                <TableBody>
                  <TableRow>
                    <TableCell component="th" scope="row">
                      {DS_TEXT.ticketsCount}
                    </TableCell>
                    <TableCell align="right">{n(sale ? row.total_tickets : null)}</TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell component="th" scope="row">
                      {DS_TEXT.amount}
                    </TableCell>
                    <TableCell align="right">{m(sale ? row.monto_total_bruto : null)}</TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell component="th" scope="row">
                      {DS_TEXT.creditNotesAmount}
                    </TableCell>
                    <TableCell align="right">{m(sale ? row.montoNotasDeCredito : null)}</TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            )}
            <Table size="small" aria-label={DS_TEXT.total}>
              <TableBody>
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {DS_TEXT.total}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {m(row.total)}
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th" scope="row">
                    {DS_TEXT.late} ({DS_TEXT.lateDays})
                  </TableCell>
                  <TableCell align="right">{row.dias_atraso ?? '--'}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th" scope="row">
                    {DS_TEXT.note}
                  </TableCell>
                  <TableCell align="right">{row.comentarios ?? '--'}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
            {!!row.id && spaceId && (
              <Box sx={{ textAlign: 'right' }}>
                <Button
                  variant="outlined"
                  disabled={receipt.isPending}
                  onClick={() => receipt.mutate({ spaceId, date: row.fecha_registro, companyId })}
                >
                  {receipt.isPending ? DS_TEXT.receiptDownloading : DS_TEXT.receiptDownload}
                </Button>
              </Box>
            )}
            {showButton && (
              <Box sx={{ textAlign: 'right' }}>
                <Tooltip title={action === 'audited' ? SALES_MSG.auditedLocked : ''}>
                  <span>
                    <Button variant="contained" disabled={action === 'audited' || blocked} onClick={() => onDeclare(row)}>
                      {action === 'edit' || action === 'audited' ? DS_TEXT.edit : DS_TEXT.declare}
                    </Button>
                  </span>
                </Tooltip>
              </Box>
            )}
          </Stack>
        </Box>
      )}
    </SidePanel>
  );
}
