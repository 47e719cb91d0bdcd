import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CountryId } from '@vitrina/domain/countries/countries';
import type { DailyRow } from '@vitrina/domain/sales/daily.schema';
import { DS_TEXT } from '../messages';
import { financeMarker, isClickable, money, statusColor, statusLabel } from './day-utils';
import { visuallyHidden } from '../../../lib/visually-hidden';

interface Props {
  rows: DailyRow[];
  country: CountryId;
  hoy: string;
  /** the read-only finance page: only 'Sin declarar' and justification markers */
  finance?: boolean;
  loading: boolean;
  onOpen: (row: DailyRow) => void;
  /**
   * multi-select (the staff console's audit): the selected days (pressed buttons); only days
   * `selectable` allows can be clicked, and a click toggles them through onOpen
   */
  selection?: { selected: ReadonlySet<string>; selectable: (row: DailyRow) => boolean };
}

/** 'Modo calendario': Sunday-first grid, each day with its amount and status chip. */
/** The chip of a day: its status on tenant pages; on the finance page only the finance markers. */
function dayChip(r: DailyRow, hoy: string, finance: boolean) {
  if (finance) {
    const marker = financeMarker(r);
    if (marker === 'notDeclared') return <Chip size="small" label={DS_TEXT.notDeclared} color="error" variant="outlined" />;
    if (marker === 'justified') return <Chip size="small" label={statusLabel('justificada')} color={statusColor('justificada')} />;
    return null;
  }
  return r.fecha_registro <= hoy ? (
    <Chip size="small" label={statusLabel(r.tipo)} color={statusColor(r.tipo)} variant={r.tipo === 'pendiente' ? 'outlined' : 'filled'} />
  ) : null;
}

export function PeriodCalendar({ rows, country, hoy, finance = false, loading, onOpen, selection }: Props) {
  const lead = rows[0]?.weekday ?? 0;
  const cells: (DailyRow | null)[] = [...Array.from({ length: lead }, () => null), ...rows];
  const weeks: (DailyRow | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  if (weeks.length && weeks[weeks.length - 1]!.length < 7) {
    const last = weeks[weeks.length - 1]!;
    while (last.length < 7) last.push(null);
  }

  if (loading) return <Skeleton variant="rectangular" height={420} />;

  return (
    <Box role="grid" aria-label={DS_TEXT.calendarMode} sx={{ overflowX: 'auto' }}>
      <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(92px, 1fr))', gap: 0.5, mb: 0.5 }}>
        {DS_TEXT.weekdaysShort.map((d, i) => (
          <Box
            role="columnheader"
            key={d}
            aria-label={DS_TEXT.weekdays[i]}
            sx={{ textAlign: 'center', fontWeight: 600, color: 'text.secondary', py: 0.5 }}
          >
            {d}
          </Box>
        ))}
      </Box>
      {weeks.map((w, wi) => (
        <Box role="row" key={wi} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(92px, 1fr))', gap: 0.5, mb: 0.5 }}>
          {w.map((r, di) => {
            if (!r) return <Box role="gridcell" key={`e${di}`} />;
            const clickable = selection ? selection.selectable(r) : isClickable(r, hoy);
            const pressed = selection?.selected.has(r.fecha_registro);
            const isToday = r.fecha_registro === hoy;
            const overdue = r.fecha_registro < hoy && !r.id;
            const amount = money(r.total, country);
            const content = (
              <>
                <Box
                  component="span"
                  sx={visuallyHidden}
                >{`${DS_TEXT.weekdays[r.weekday]} ${r.fecha}${isToday ? ` (${DS_TEXT.today})` : ''}`}</Box>
                <Typography variant="body2" aria-hidden sx={{ fontWeight: isToday ? 700 : 500 }}>
                  {Number(r.fecha.slice(0, 2))}
                </Typography>
                <Typography variant="caption" sx={{ minHeight: 18 }}>
                  {amount ?? ''}
                </Typography>
                {dayChip(r, hoy, finance)}
              </>
            );
            // position: relative keeps the hidden day label inside the scrolling grid (else it widens the page on phones)
            const sx = {
              position: 'relative',
              width: '100%',
              minHeight: 88,
              p: 1,
              borderRadius: 1,
              border: 1,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              justifyContent: 'space-between',
              gap: 0.5,
              borderColor: pressed || isToday ? 'primary.main' : 'divider',
              borderWidth: pressed ? 2 : 1,
              bgcolor: pressed ? 'rgba(21, 101, 192, 0.12)' : overdue ? 'rgba(179, 38, 30, 0.06)' : 'background.paper',
            } as const;
            return (
              <Box role="gridcell" key={r.fecha_registro}>
                {clickable ? (
                  <ButtonBase
                    onClick={() => onOpen(r)}
                    aria-pressed={selection ? !!pressed : undefined}
                    sx={{ ...sx, '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' } }}
                  >
                    {content}
                  </ButtonBase>
                ) : (
                  <Box sx={{ ...sx, color: 'text.secondary' }}>{content}</Box>
                )}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
