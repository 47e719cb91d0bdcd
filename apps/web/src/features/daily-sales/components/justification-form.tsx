import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { firstDay, lastDay, monthOf } from '@vitrina/domain/sales/calendar';
import { justificationFormSchema, type DailyRow, type JustificationRequest } from '@vitrina/domain/sales/daily.schema';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { useJustifications } from '../api/get-justifications';
import type { SpacePeriod } from '../api/get-space-period';
import { DS_TEXT } from '../messages';
import { CommentField } from './comment-field';
import { DateField } from '../../../components/date-field';
import { useZodForm } from '../../../lib/use-zod-form';

interface Props {
  row: DailyRow;
  period: SpacePeriod;
  onSubmit: (body: JustificationRequest, range?: { start: string; end: string }) => void;
  onBack: () => void;
  busy: boolean;
}

type Values = {
  justificacionId: number | null;
  desde: string | null;
  hasta: string | null;
  addComment: boolean;
  comentario: string;
  confirm: boolean;
};

/** The justification form (all countries), with a range when the reason has periodo. */
export function JustificationForm({ row, period, onSubmit, onBack, busy }: Props) {
  const justifications = useJustifications();
  const list = useMemo(() => justifications.data ?? [], [justifications.data]);
  const schema = useMemo(() => {
    const form = justificationFormSchema({ saleDate: row.fecha_registro, periodoOf: (x) => !!list.find((j) => j.id === x)?.periodo });
    // a comment that is not added is not checked
    return z.preprocess((v: Values) => ({ ...v, comentario: v.addComment ? v.comentario : undefined }), form);
  }, [row.fecha_registro, list]);
  const form = useZodForm(schema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      justificacionId: row.justification_id ?? null,
      desde: null,
      hasta: null,
      addComment: !!row.justification_comment,
      comentario: row.justification_comment ?? '',
      confirm: false,
    },
  });
  const { control, setValue } = form;
  const v = useWatch({ control }) as Values;
  const { errors, isSubmitted } = form.formState;
  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValue(name, value as never, { shouldValidate: isSubmitted });
  const id = v.justificacionId;
  const desde = v.desde ?? '';
  const hasta = v.hasta ?? '';
  const addComment = v.addComment;
  const comment = v.comentario ?? '';
  const confirm = v.confirm;

  const selected = list.find((j) => j.id === id);
  const periodo = !!selected?.periodo;
  const m = monthOf(row.fecha_registro);
  const min = firstDay(m);
  const max = lastDay(m) < period.hoy ? lastDay(m) : period.hoy;
  const err = (path: keyof Values) => errors[path]?.message;

  // any day in the range that already carries a sale is overwritten
  const start = periodo ? desde || row.fecha_registro : row.fecha_registro;
  const end = periodo ? hasta || start : row.fecha_registro;
  const overwrites = period.data.some((d) => d.fecha_registro >= start && d.fecha_registro <= end && d.id && d.justification_id == null);

  const submit = form.handleSubmit(() => {
    if (id === null) return;
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
  });
  // a refusal of no field shown (the confirmation) is said under the form
  const other = isSubmitted && !err('justificacionId') && !err('desde') && !err('hasta') && !err('comentario') && err('confirm');

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(e) => void submit(e)}>
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
            set('justificacionId', Number(e.target.value));
            set('desde', null);
            set('hasta', null);
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
              set('desde', day || null);
              if (hasta && day > hasta) set('hasta', null);
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
            onChange={(day) => set('hasta', day || null)}
            min={desde || min}
            max={max}
            error={!!err('hasta')}
            helperText={err('hasta')}
            fullWidth
          />
        </Stack>
      )}
      <FormControlLabel
        control={<Checkbox checked={addComment} onChange={(e) => set('addComment', e.target.checked)} />}
        label={SALES_MSG.addComment}
      />
      {addComment && (
        <CommentField
          label={DS_TEXT.commentBox}
          rows={4}
          value={comment}
          onChange={(x) => set('comentario', x)}
          error={err('comentario')}
        />
      )}
      <FormControlLabel
        control={<Checkbox checked={confirm} onChange={(e) => set('confirm', e.target.checked)} />}
        label={`${SALES_MSG.confirm}${overwrites ? SALES_MSG.confirmOverwrite : ''}`}
      />
      {other && <Alert severity="error">{other}</Alert>}
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
