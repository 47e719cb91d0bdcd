import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { formatMoney, formatNumber } from '@vitrina/domain/countries/countries';
import { COMMENT_MAX, chileGroupIssue, chileTotals, normalizeComment } from '@vitrina/domain/sales/daily.rules';
import type { DailyReportRequest, DailyRow } from '@vitrina/domain/sales/daily.schema';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { MoneyInput } from '../../../components/money-input';
import { useZodForm } from '../../../lib/use-zod-form';
import { DS_TEXT } from '../messages';
import type { SpacePeriod } from '../api/get-space-period';
import { CommentField } from './comment-field';
import { detalle } from './day-utils';

const group = z.object({ tickets: z.number().nullable(), cash: z.number().nullable(), card: z.number().nullable() });
type Group = z.infer<typeof group>;
const v = (n: number | null) => n ?? 0;

/** The form's check: the domain's rule for each group (tickets and amounts go together), the note's length. */
const chileFormSchema = z
  .object({
    boletas: group,
    facturas: group,
    exentas: z.object({ tickets: z.number().nullable(), amount: z.number().nullable() }),
    addNote: z.boolean(),
    note: z.string(),
  })
  .superRefine((f, ctx) => {
    const issue = (path: string, message: string | undefined) => message && ctx.addIssue({ code: 'custom', path: [path], message });
    for (const k of ['boletas', 'facturas'] as const) issue(k, chileGroupIssue(v(f[k].tickets), [v(f[k].cash), v(f[k].card)]));
    issue('exentas', chileGroupIssue(v(f.exentas.tickets), [v(f.exentas.amount)]));
    if (f.addNote && f.note.length > COMMENT_MAX) issue('note', SALES_MSG.max255);
  });
type ChileForm = z.infer<typeof chileFormSchema>;

const STEPS = [DS_TEXT.stepBoletas, DS_TEXT.stepFacturas, DS_TEXT.stepExentas, DS_TEXT.stepNote, DS_TEXT.stepSend];

/** What a country's declaration form is given by the drawer: the day, the space's data, and what its buttons do. */
export interface DeclarationFormProps {
  row: DailyRow;
  general: SpacePeriod['generalData'];
  onSubmit: (body: DailyReportRequest) => void;
  onCancel: () => void;
  onJustify: () => void;
  busy: boolean;
}

/** Chile's declaration: stepper Boletas, Facturas, Exentas, note, 'Enviar reporte'. */
export function ChileDeclarationForm({ row, general, onSubmit, onCancel, onJustify, busy }: DeclarationFormProps) {
  const [step, setStep] = useState(0);
  const initialNote = row.comentarios && row.comentarios !== 'SIN COMENTARIOS' ? row.comentarios : '';
  const form = useZodForm(chileFormSchema, {
    mode: 'all',
    defaultValues: {
      boletas: {
        tickets: detalle(row, 'total_tickets_boletas') ?? 0,
        cash: detalle(row, 'total_monto_efectivo_boletas') ?? 0,
        card: detalle(row, 'total_monto_tarjeta_boletas') ?? 0,
      },
      facturas: {
        tickets: detalle(row, 'total_tickets_facturas') ?? 0,
        cash: detalle(row, 'total_monto_efectivo_facturas') ?? 0,
        card: detalle(row, 'total_monto_tarjeta_facturas') ?? 0,
      },
      exentas: { tickets: detalle(row, 'total_tickets_exentas') ?? 0, amount: detalle(row, 'total_monto_exentas') ?? 0 },
      addNote: !!initialNote,
      note: initialNote,
    },
  });
  const { control, setValue, trigger } = form;
  const values = useWatch({ control }) as ChileForm;
  const { boletas, facturas, exentas, addNote, note } = values;
  const { errors } = form.formState;
  // each step says at once what is wrong with it, as the amounts are typed
  useEffect(() => {
    void trigger();
  }, [trigger, values]);

  const totals = chileTotals({
    boletas: { tickets: v(boletas.tickets), cash: v(boletas.cash), card: v(boletas.card) },
    facturas: { tickets: v(facturas.tickets), cash: v(facturas.cash), card: v(facturas.card) },
    exentas: { tickets: v(exentas.tickets), amount: v(exentas.amount) },
  });

  const noteError = errors.note?.message ?? null;
  const stepError = [errors.boletas?.message, errors.facturas?.message, errors.exentas?.message, noteError, null][step] ?? null;
  const last = step === STEPS.length - 1;
  const zero = totals.gross === 0;

  const groupFields = (g: Group, set: (g: Group) => void, name: string) => (
    <Stack spacing={2}>
      <MoneyInput
        label={`${DS_TEXT.ticketCount} ${name}`}
        country="CHL"
        decimals={0}
        maxLength={6}
        value={g.tickets}
        clearZeroOnFocus
        emptyAsZero
        onChange={(t) => set(t === 0 ? { tickets: 0, cash: 0, card: 0 } : { ...g, tickets: t })}
      />
      <MoneyInput
        label={`${DS_TEXT.cashAmount} ${name}`}
        country="CHL"
        value={g.cash}
        disabled={!v(g.tickets)}
        clearZeroOnFocus
        emptyAsZero
        onChange={(x) => set({ ...g, cash: x })}
      />
      <MoneyInput
        label={`${DS_TEXT.cardAmount} ${name}`}
        country="CHL"
        value={g.card}
        disabled={!v(g.tickets)}
        clearZeroOnFocus
        emptyAsZero
        onChange={(x) => set({ ...g, card: x })}
      />
    </Stack>
  );

  const submit = () => {
    onSubmit({
      country_id: 'CHL',
      space_int_code: general.space_int_code,
      contract_int_code: general.contract_int_code,
      fecha_registro: row.fecha_registro,
      total_tickets: totals.tickets,
      comentarios: normalizeComment(addNote ? note : null),
      detalles: {
        total_tickets_boletas: v(boletas.tickets),
        total_monto_efectivo_boletas: v(boletas.cash),
        total_monto_tarjeta_boletas: v(boletas.card),
        total_tickets_facturas: v(facturas.tickets),
        total_monto_efectivo_facturas: v(facturas.cash),
        total_monto_tarjeta_facturas: v(facturas.card),
        total_tickets_exentas: v(exentas.tickets),
        total_monto_exentas: v(exentas.amount),
      },
      tipo_registro: 'diaria',
      metodo_ingreso: 'form',
    });
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        {DS_TEXT.business}: <strong>{general.empresa_nombre}</strong> · {DS_TEXT.spaceCode}: <strong>{general.local}</strong>
      </Typography>
      <Alert severity="warning">{DS_TEXT.important}</Alert>
      <Stepper activeStep={step} alternativeLabel aria-label="Pasos de la declaración">
        {STEPS.map((s) => (
          <Step key={s}>
            <StepLabel>{s}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box component="section" aria-label={STEPS[step]}>
        <Typography variant="h3" component="h3" sx={{ mb: 2 }}>
          {STEPS[step]}
        </Typography>
        {step === 0 && groupFields(boletas, (g) => setValue('boletas', g), DS_TEXT.boletas.toLowerCase())}
        {step === 1 && groupFields(facturas, (g) => setValue('facturas', g), DS_TEXT.facturas.toLowerCase())}
        {step === 2 && (
          <Stack spacing={2}>
            <MoneyInput
              label={`${DS_TEXT.ticketCount} exentas`}
              country="CHL"
              decimals={0}
              maxLength={6}
              value={exentas.tickets}
              clearZeroOnFocus
              emptyAsZero
              onChange={(t) => setValue('exentas', t === 0 ? { tickets: 0, amount: 0 } : { ...exentas, tickets: t })}
            />
            <MoneyInput
              label={`${DS_TEXT.exemptAmount} exentas`}
              country="CHL"
              value={exentas.amount}
              disabled={!v(exentas.tickets)}
              clearZeroOnFocus
              emptyAsZero
              onChange={(x) => setValue('exentas', { ...exentas, amount: x })}
            />
          </Stack>
        )}
        {step === 3 && (
          <Stack spacing={2}>
            <FormControlLabel
              control={<Checkbox checked={addNote} onChange={(e) => setValue('addNote', e.target.checked)} />}
              label={DS_TEXT.addNote}
            />
            {addNote && (
              <CommentField label={DS_TEXT.noteLabel} minRows={4} value={note} onChange={(x) => setValue('note', x)} error={noteError} />
            )}
          </Stack>
        )}
        {last && zero && (
          <Alert severity="error">
            <Link component="button" type="button" onClick={onJustify}>
              {SALES_MSG.justifyZero}
            </Link>
          </Alert>
        )}
        {stepError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {stepError}
          </Alert>
        )}
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={DS_TEXT.summary}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {DS_TEXT.summary}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, m: 0, '& dd': { m: 0, textAlign: 'right' } }}>
          <dt>{DS_TEXT.totalGross}</dt>
          <dd>{formatMoney(totals.gross, 'CHL')}</dd>
          <dt>{DS_TEXT.ticketCountSummary}</dt>
          <dd>{formatNumber(v(boletas.tickets) + v(facturas.tickets), 'CHL')}</dd>
          <dt>{DS_TEXT.boletasSale}</dt>
          <dd>{formatMoney(totals.boletas, 'CHL')}</dd>
          <dt>{DS_TEXT.facturasSale}</dt>
          <dd>{formatMoney(totals.facturas, 'CHL')}</dd>
        </Box>
      </Paper>
      <Alert severity="info">
        {DS_TEXT.trouble}{' '}
        <Link component="button" type="button" onClick={onJustify}>
          {DS_TEXT.justify}
        </Link>
      </Alert>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          {DS_TEXT.cancel}
        </Button>
        <Button onClick={() => setStep((s) => s - 1)} disabled={step === 0 || busy}>
          {DS_TEXT.back}
        </Button>
        {last ? (
          <Button variant="contained" onClick={submit} disabled={zero || busy}>
            {DS_TEXT.declare}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setStep((s) => s + 1)} disabled={!!stepError}>
            {DS_TEXT.next}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
