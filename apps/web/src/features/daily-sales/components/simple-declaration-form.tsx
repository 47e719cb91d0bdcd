import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney, type CountryId } from '@vitrina/domain/countries/countries';
import {
  COMMENT_MAX,
  SERIES_MAX,
  TRANSACTIONS_MAX,
  computeDailyTotals,
  netTotal,
  normalizeComment,
} from '@vitrina/domain/sales/daily.rules';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { MoneyInput, type MoneyInputProps } from '../../../components/money-input';
import { useZodForm } from '../../../lib/use-zod-form';
import { DS_TEXT } from '../messages';
import { CommentField } from './comment-field';
import { detalle } from './day-utils';
import type { DeclarationFormProps } from './chile-declaration-form';

type Country = Exclude<CountryId, 'CHL'>;

type Props = DeclarationFormProps & { country: Country };

const amountKeyOf = (country: Country) => (country === 'PER' ? 'total_monto_sin_igv' : 'total_monto_efectivo');

const valuesSchema = z.object({
  tickets: z.number().nullable(),
  amount: z.number().nullable(),
  withCredit: z.boolean(),
  credit: z.number().nullable(),
  serieBoletas: z.string(),
  serieFacturas: z.string(),
  withNote: z.boolean(),
  note: z.string(),
});
type Values = z.infer<typeof valuesSchema>;

/** The day's `detalles` as the form's values make them. */
function detallesOf(country: Country, v: Values) {
  const credit = v.withCredit ? (v.credit ?? 0) : 0;
  return {
    [amountKeyOf(country)]: v.amount ?? undefined,
    total_monto_nota_credito: credit ? -Math.abs(credit) : 0,
    ...(country === 'PER' ? { serie_boletas: v.serieBoletas || null, serie_facturas: v.serieFacturas || null } : {}),
  };
}

/** The form's check: the domain's daily rule, each issue under its field; the comment's length. */
function declarationSchema(country: Country) {
  const fieldOf: Record<string, keyof Values> = {
    total_tickets: 'tickets',
    [amountKeyOf(country)]: 'amount',
    total_monto_nota_credito: 'credit',
    serie_boletas: 'serieBoletas',
    serie_facturas: 'serieFacturas',
  };
  return valuesSchema.superRefine((v, ctx) => {
    const check = computeDailyTotals(country, detallesOf(country, v), v.tickets ?? undefined);
    if (!check.ok) for (const i of check.issues) ctx.addIssue({ code: 'custom', path: [fieldOf[i.field] ?? i.field], message: i.message });
    if (v.withNote && v.note.length > COMMENT_MAX) ctx.addIssue({ code: 'custom', path: ['note'], message: SALES_MSG.max255 });
  });
}

/** Peru, Argentina and Colombia: one form with credit notes, note switch and 'Resumen de venta'. */
export function SimpleDeclarationForm({ country, row, general, onSubmit, onCancel, onJustify, busy }: Props) {
  const amountKey = amountKeyOf(country);
  const initialCredit = Math.abs(detalle(row, 'total_monto_nota_credito') ?? 0);
  const initialNote = row.comentarios && row.comentarios !== 'SIN COMENTARIOS' ? row.comentarios : '';
  const schema = useMemo(() => declarationSchema(country), [country]);
  // checked on 'Declarar', then the whole form again on every change
  const form = useZodForm(schema, {
    mode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: {
      tickets: row.id ? row.total_tickets : null,
      amount: row.id ? detalle(row, amountKey) : null,
      withCredit: initialCredit > 0,
      credit: initialCredit || 0,
      serieBoletas: String(row.detalles?.serie_boletas ?? ''),
      serieFacturas: String(row.detalles?.serie_facturas ?? ''),
      withNote: !!initialNote,
      note: initialNote,
    },
  });
  const { control, setValue, trigger, watch, formState } = form;
  const values = useWatch({ control }) as Values;
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    const sub = watch(() => setChanged(true));
    return () => sub.unsubscribe();
  }, [watch]);
  const { isSubmitted, errors } = formState;
  useEffect(() => {
    if (isSubmitted) void trigger();
  }, [isSubmitted, trigger, values]);
  const issue = (name: keyof Values) => errors[name]?.message;
  const valid = Object.keys(errors).length === 0;
  const creditValue = values.withCredit ? (values.credit ?? 0) : 0;
  const net = netTotal(country, values.amount ?? 0, creditValue);
  const noteError = values.withNote && values.note.length > COMMENT_MAX ? SALES_MSG.max255 : undefined;

  const money = (name: 'tickets' | 'amount' | 'credit', p: Omit<MoneyInputProps, 'value' | 'onChange' | 'country'>) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <MoneyInput {...p} country={country} value={field.value} onChange={field.onChange} error={!!issue(name)} helperText={issue(name)} />
      )}
    />
  );
  const text = (name: 'serieBoletas' | 'serieFacturas', label: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          label={label}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
          slotProps={{ htmlInput: { maxLength: SERIES_MAX } }}
          fullWidth
        />
      )}
    />
  );
  const toggle = (name: 'withCredit' | 'withNote', label: string, onOff?: (on: boolean) => void) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={field.value}
              onChange={(e) => {
                field.onChange(e.target.checked);
                onOff?.(e.target.checked);
              }}
            />
          }
          label={label}
        />
      )}
    />
  );

  const amountLabel = country === 'PER' ? DS_TEXT.amountSinIgv : country === 'ARG' ? DS_TEXT.amountGrossArg : DS_TEXT.amountNetCol;
  const notice = country === 'PER' ? DS_TEXT.noticePer : country === 'ARG' ? DS_TEXT.noticeArg : DS_TEXT.noticeCol;
  const localText = general.local || (country === 'PER' && general.numero_municipal) ? null : DS_TEXT.noLocal;

  const submit = form.handleSubmit((v) =>
    onSubmit({
      country_id: country,
      space_int_code: general.space_int_code,
      contract_int_code: general.contract_int_code,
      fecha_registro: row.fecha_registro,
      total_tickets: v.tickets ?? 0,
      comentarios: normalizeComment(v.withNote ? v.note : null),
      detalles: detallesOf(country, v),
      tipo_registro: 'diaria',
      metodo_ingreso: 'form',
    }),
  );

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={submit}>
      <Typography variant="body2">
        {DS_TEXT.business}: <strong>{general.empresa_nombre}</strong> · {general.edificio}
      </Typography>
      <Typography variant="body2">
        {localText ?? (
          <>
            {DS_TEXT.localNumber}: <strong>{general.local || '--'}</strong>
            {country === 'PER' && (
              <>
                {' '}
                · {DS_TEXT.municipalNumber}: <strong>{general.numero_municipal ?? '--'}</strong>
              </>
            )}
          </>
        )}
      </Typography>
      <Alert severity="info">{notice}</Alert>
      {money('tickets', { label: DS_TEXT.transactions, decimals: 0, maxLength: 11, max: TRANSACTIONS_MAX, required: true })}
      {money('amount', { label: amountLabel, required: true })}
      {country === 'PER' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('serieBoletas', DS_TEXT.serieBoletas)}
          {text('serieFacturas', DS_TEXT.serieFacturas)}
        </Stack>
      )}
      {toggle('withCredit', DS_TEXT.addCreditNotes, (on) => !on && setValue('credit', 0))}
      {values.withCredit && money('credit', { label: DS_TEXT.creditNotes, clearZeroOnFocus: true })}
      {toggle('withNote', DS_TEXT.addComment)}
      {values.withNote && (
        <Controller
          name="note"
          control={control}
          render={({ field }) => (
            <CommentField label={DS_TEXT.comment} minRows={4} value={field.value} onChange={field.onChange} error={noteError} />
          )}
        />
      )}
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={DS_TEXT.summary}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {DS_TEXT.summary}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, m: 0, '& dd': { m: 0, textAlign: 'right' } }}>
          <dt>{amountLabel}</dt>
          <dd>{formatMoney(values.amount ?? 0, country)}</dd>
          {values.withCredit && (
            <>
              <dt>{DS_TEXT.creditNotes}</dt>
              <dd>{formatMoney(-Math.abs(creditValue), country)}</dd>
            </>
          )}
          <dt>
            <strong>{country === 'ARG' ? DS_TEXT.totalGrossArg : DS_TEXT.totalNet}</strong>
          </dt>
          <dd>
            <strong data-testid="total-neto">{formatMoney(net, country)}</strong>
          </dd>
        </Box>
      </Paper>
      {isSubmitted && issue('amount') === SALES_MSG.justifyZero && <Alert severity="error">{SALES_MSG.justifyZero}</Alert>}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={busy}>
          {DS_TEXT.cancel}
        </Button>
        <Button onClick={onJustify} disabled={busy}>
          {country === 'COL' ? DS_TEXT.justifyUpper : DS_TEXT.justify}
        </Button>
        <Button type="submit" variant="contained" disabled={busy || (isSubmitted && !valid) || (!!row.id && !changed)}>
          {row.id ? DS_TEXT.save : DS_TEXT.declare}
        </Button>
      </Stack>
    </Stack>
  );
}
