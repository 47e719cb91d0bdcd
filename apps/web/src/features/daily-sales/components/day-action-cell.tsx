import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import type { DailyRow } from '@vitrina/domain/sales/daily.schema';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { DS_TEXT } from '../messages';
import { dayAction, financeMarker, justifiedText } from './day-utils';

/**
 * What the page lets its user do with a day, given to its table, cells and detail panel: declare
 * and edit (tenant page) or only read (the finance page), nothing while the previous month blocks
 * it, and what opening a day's declaration or justification does.
 */
export interface DayActions {
  canDeclare: boolean;
  finance: boolean;
  blocked: boolean;
  onDeclare: (row: DailyRow) => void;
  onJustification: (row: DailyRow) => void;
}

/** The action cell of a day: Declarar, Actualizar, Auditada (locked), justification marker. */
export function DayActionCell({
  row,
  actions: { canDeclare, finance, blocked, onDeclare, onJustification },
}: {
  row: DailyRow;
  actions: DayActions;
}) {
  const action = dayAction(row, canDeclare && !finance);
  // the finance page shows only 'Sin declarar' and the justification marker
  const marker = finance ? financeMarker(row) : null;
  if (finance && marker !== 'justified') {
    return marker === 'notDeclared' ? (
      <Typography variant="body2" color="error">
        {DS_TEXT.notDeclared}
      </Typography>
    ) : null;
  }
  if (action === 'audited' && !finance) {
    return (
      <Tooltip title={SALES_MSG.disabledByAudit}>
        <span>
          <Button
            size="small"
            disabled
            startIcon={<LockIcon />}
            aria-label={`${DS_TEXT.audited} ${row.fecha}: ${SALES_MSG.disabledByAuditShort}`}
          >
            {DS_TEXT.audited}
          </Button>
        </span>
      </Tooltip>
    );
  }
  if (action === 'justified' || marker === 'justified') {
    const text = justifiedText(row);
    const editable = row.editable && canDeclare && !finance && !blocked;
    return (
      <Tooltip title={text}>
        {editable ? (
          <Button size="small" startIcon={<InfoIcon />} onClick={() => onJustification(row)} aria-label={`${text} (${row.fecha})`}>
            {DS_TEXT.justified}
          </Button>
        ) : (
          <Typography variant="body2" component="span" aria-label={text} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <InfoIcon fontSize="small" aria-hidden /> {DS_TEXT.justified}
          </Typography>
        )}
      </Tooltip>
    );
  }
  if (action === 'declare') {
    return (
      <Button
        size="small"
        variant="contained"
        disabled={blocked}
        onClick={() => onDeclare(row)}
        aria-label={`${DS_TEXT.declare} ${row.fecha}`}
      >
        {DS_TEXT.declare}
      </Button>
    );
  }
  if (action === 'edit') {
    return (
      <Tooltip title={DS_TEXT.update}>
        <span>
          <IconButton size="small" disabled={blocked} onClick={() => onDeclare(row)} aria-label={`${DS_TEXT.update} ${row.fecha}`}>
            <EditIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  if (row.motivo_bloqueo && row.fecha_registro) {
    return (
      <Tooltip title={row.motivo_bloqueo}>
        <Typography variant="body2" color="text.secondary" component="span" tabIndex={0}>
          --
        </Typography>
      </Tooltip>
    );
  }
  return null;
}
