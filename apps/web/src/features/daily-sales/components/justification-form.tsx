import { useMemo, useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { firstDay, lastDay, monthOf } from '@vitrina/domain/sales/calendar';
import { justificationFormSchema, type DailyRow, type JustificationRequest } from '@vitrina/domain/sales/daily.schema';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { useJustifications } from '../api/get-justifications';
import type { SpacePeriod } from '../api/get-space-period';
import { DS_TEXT } from '../messages';
import { CommentField } from './comment-field';
import { DateField } from '../../../components/date-field';

interface Props {
  row: DailyRow;
  period: SpacePeriod;
  onSubmit: (body: JustificationRequest, range?: { start: string; end: string }) => void;
  onBack: () => void;
  busy: boolean;
}

/** The justification form (all countries), with a range when the reason has periodo. */
export function JustificationForm({ row, period, onSubmit, onBack, busy }: Props) {
  const justifications = useJustifications();
  const list = useMemo(() => justifications.data ?? [], [justifications.data]);
  const [id, setId] = useState<number | null>(row.justification_id ?? null);
  const [desde, setDesde] = useState<string>('');
  const [hasta, setHasta] = useState<string>('');
  const [addComment, setAddComment] = useState(!!row.justification_comment);
  const [comment, setComment] = useState(row.justification_comment ?? '');
  const [confirm, setConfirm] = useState(false);
  const [tried, setTried] = useState(false);

  const selected = list.find((j) => j.id === id);
  const periodo = !!selected?.periodo;
  const m = monthOf(row.fecha_registro);
  const min = firstDay(m);
  const max = lastDay(m) < period.hoy ? lastDay(m) : period.hoy;

  const schema = useMemo(
    () => justificationFormSchema({ saleDate: row.fecha_registro, periodoOf: (x) => !!list.find((j) => j.id === x)?.periodo }),
    [row.fecha_registro, list],
  );
  const values = {
    justificacionId: id,
    desde: desde || null,
    hasta: hasta || null,
    addComment,
    comentario: addComment ? comment : undefined,
    confirm,
  };
  const parsed = schema.safeParse(values);
  const issues = parsed.success ? [] : parsed.error.issues;
  const err = (path: string) => (tried ? issues.find((i) => i.path[0] === path)?.message : undefined);

  // any day in the range that already carries a sale is overwritten
  const start = periodo ? desde || row.fecha_registro : row.fecha_registro;
  const end = periodo ? hasta || start : row.fecha_registro;
  const overwrites = period.data.some((d) => d.fecha_registro >= start && d.fecha_registro <= end && d.id && d.justification_id == null);

  const submit = () => {
    setTried(true);
    if (!parsed.success || id === null) return;
    onSubmit(
      {
        justification_code: id,
        fecha_registro: row.fecha_registro,
        space_int_code: period.generalData.space_int_code,
        contract_int_code: period.generalData.contract_int_code,
        country_id: period.generalData.pais,
        comentarios: addComment ? comment.trim() : null,
        tipo_registro: 'diaria',
        metodo_ingreso: 'form',
      },
      periodo ? { start: desde, end: hasta } : undefined,
    );
  };

  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          {DS_TEXT.volver}
        </Button>
      </Box>
      <Typography variant="h3" component="h3">
        {SALES_MSG.justificationHeading}
      </Typography>
      <Typography>{SALES_MSG.justificationPrompt}</Typography>
      {justifications.isPending ? (
        <Skeleton height={56} />
      ) : justifications.isError ? (
        <Alert severity="error">{SALES_MSG.justificationFailure}</Alert>
      ) : (
        <TextField
          select
          label={SALES_MSG.justificationSelect}
          value={id ?? ''}
          onChange={(e) => {
            setId(Number(e.target.value));
            setDesde('');
            setHasta('');
          }}
          error={!!err('justificacionId')}
          helperText={err('justificacionId')}
          fullWidth
        >
          {list.map((j) => (
            <MenuItem key={j.id} value={j.id}>
              {j.nombre}
            </MenuItem>
          ))}
        </TextField>
      )}
      {periodo && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField
            label={DS_TEXT.desde}
            value={desde}
            onChange={(day) => {
              setDesde(day);
              if (hasta && day > hasta) setHasta('');
            }}
            min={min}
            max={max}
            error={!!err('desde')}
            helperText={err('desde')}
            fullWidth
          />
          <DateField
            label={DS_TEXT.hasta}
            value={hasta}
            disabled={!desde}
            onChange={setHasta}
            min={desde || min}
            max={max}
            error={!!err('hasta')}
            helperText={err('hasta')}
            fullWidth
          />
        </Stack>
      )}
      <FormControlLabel
        control={<Checkbox checked={addComment} onChange={(e) => setAddComment(e.target.checked)} />}
        label={SALES_MSG.addComment}
      />
      {addComment && <CommentField label={DS_TEXT.commentBox} rows={4} value={comment} onChange={setComment} error={err('comentario')} />}
      <FormControlLabel
        control={<Checkbox checked={confirm} onChange={(e) => setConfirm(e.target.checked)} />}
        label={`${SALES_MSG.confirm}${overwrites ? SALES_MSG.confirmOverwrite : ''}`}
      />
      {tried && !parsed.success && !err('justificacionId') && !err('desde') && !err('hasta') && !err('comentario') && issues[0] && (
        <Alert severity="error">{issues[0].message}</Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onBack} disabled={busy}>
          {DS_TEXT.volver}
        </Button>
        <Button type="submit" variant="contained" disabled={!confirm || busy}>
          {DS_TEXT.enviar}
        </Button>
      </Stack>
    </Stack>
  );
}
