import { useState } from 'react';
import { Alert, Box, Button, FormControlLabel, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { formatMoney, type CountryId } from '@vitrina/domain/countries/countries';
import {
  COMMENT_MAX,
  SERIES_MAX,
  TRANSACTIONS_MAX,
  computeDailyTotals,
  netTotal,
  normalizeComment,
} from '@vitrina/domain/sales/daily.rules';
import type { DailyReportRequest, DailyRow } from '@vitrina/domain/sales/daily.schema';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { MoneyInput } from '../../../components/money-input';
import { DS_TEXT } from '../messages';
import type { SpacePeriod } from '../api/get-space-period';
import { detalle } from './day-utils';

type Country = Exclude<CountryId, 'CHL'>;

interface Props {
  country: Country;
  row: DailyRow;
  general: SpacePeriod['generalData'];
  onSubmit: (body: DailyReportRequest) => void;
  onCancel: () => void;
  onJustify: () => void;
  busy: boolean;
}

/** Peru, Argentina and Colombia: one form with credit notes, note switch and 'Resumen de venta'. */
export function SimpleDeclarationForm({ country, row, general, onSubmit, onCancel, onJustify, busy }: Props) {
  const amountKey = country === 'PER' ? 'total_monto_sin_igv' : 'total_monto_efectivo';
  const initialCredit = Math.abs(detalle(row, 'total_monto_nota_credito') ?? 0);
  const initialNote = row.comentarios && row.comentarios !== 'SIN COMENTARIOS' ? row.comentarios : '';
  const [tickets, setTickets] = useState<number | null>(row.id ? row.total_tickets : null);
  const [amount, setAmount] = useState<number | null>(row.id ? detalle(row, amountKey) : null);
  const [withCredit, setWithCredit] = useState(initialCredit > 0);
  const [credit, setCredit] = useState<number | null>(initialCredit || 0);
  const [serieBoletas, setSerieBoletas] = useState(String(row.detalles?.serie_boletas ?? ''));
  const [serieFacturas, setSerieFacturas] = useState(String(row.detalles?.serie_facturas ?? ''));
  const [withNote, setWithNote] = useState(!!initialNote);
  const [note, setNote] = useState(initialNote);
  const [touched, setTouched] = useState(false);
  const [changed, setChanged] = useState(false);
  const mark =
    <T,>(set: (x: T) => void) =>
    (x: T) => {
      set(x);
      setChanged(true);
    };

  const creditValue = withCredit ? (credit ?? 0) : 0;
  const detalles = {
    [amountKey]: amount ?? undefined,
    total_monto_nota_credito: creditValue ? -Math.abs(creditValue) : 0,
    ...(country === 'PER' ? { serie_boletas: serieBoletas || null, serie_facturas: serieFacturas || null } : {}),
  };
  const check = computeDailyTotals(country, detalles, tickets ?? undefined);
  const issue = (field: string) => (!check.ok && touched ? check.issues.find((i) => i.field === field)?.message : undefined);
  const noteError = withNote && note.length > COMMENT_MAX ? SALES_MSG.max255 : undefined;
  const valid = check.ok && !noteError;
  const net = netTotal(country, amount ?? 0, creditValue);

  const amountLabel = country === 'PER' ? DS_TEXT.amountSinIgv : country === 'ARG' ? DS_TEXT.amountGrossArg : DS_TEXT.amountNetCol;
  const notice = country === 'PER' ? DS_TEXT.noticePer : country === 'ARG' ? DS_TEXT.noticeArg : DS_TEXT.noticeCol;
  const localText = general.local || (country === 'PER' && general.numero_municipal) ? null : DS_TEXT.noLocal;

  const submit = () => {
    setTouched(true);
    if (!valid) return;
    onSubmit({
      country_id: country,
      space_int_code: general.space_int_code,
      contract_int_code: general.contract_int_code,
      fecha_registro: row.fecha_registro,
      total_tickets: tickets ?? 0,
      comentarios: normalizeComment(withNote ? note : null),
      detalles,
      tipo_registro: 'diaria',
      metodo_ingreso: 'form',
    });
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
      <MoneyInput
        label={DS_TEXT.transactions}
        country={country}
        decimals={0}
        maxLength={11}
        max={TRANSACTIONS_MAX}
        required
        value={tickets}
        onChange={mark(setTickets)}
        error={!!issue('total_tickets')}
        helperText={issue('total_tickets')}
      />
      <MoneyInput
        label={amountLabel}
        country={country}
        required
        value={amount}
        onChange={mark(setAmount)}
        error={!!issue(amountKey)}
        helperText={issue(amountKey)}
      />
      {country === 'PER' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={DS_TEXT.serieBoletas}
            value={serieBoletas}
            onChange={(e) => mark(setSerieBoletas)(e.target.value)}
            slotProps={{ htmlInput: { maxLength: SERIES_MAX } }}
            fullWidth
          />
          <TextField
            label={DS_TEXT.serieFacturas}
            value={serieFacturas}
            onChange={(e) => mark(setSerieFacturas)(e.target.value)}
            slotProps={{ htmlInput: { maxLength: SERIES_MAX } }}
            fullWidth
          />
        </Stack>
      )}
      <FormControlLabel
        control={
          <Switch
            checked={withCredit}
            onChange={(e) => {
              mark(setWithCredit)(e.target.checked);
              if (!e.target.checked) setCredit(0);
            }}
          />
        }
        label={DS_TEXT.addCreditNotes}
      />
      {withCredit && (
        <MoneyInput
          label={DS_TEXT.creditNotes}
          country={country}
          value={credit}
          clearZeroOnFocus
          onChange={mark(setCredit)}
          error={!!issue('total_monto_nota_credito')}
          helperText={issue('total_monto_nota_credito')}
        />
      )}
      <FormControlLabel
        control={<Switch checked={withNote} onChange={(e) => mark(setWithNote)(e.target.checked)} />}
        label={DS_TEXT.addComment}
      />
      {withNote && (
        <TextField
          label={DS_TEXT.comment}
          multiline
          minRows={4}
          value={note}
          onChange={(e) => mark(setNote)(e.target.value)}
          error={!!noteError}
          helperText={noteError ?? `${note.length}/${COMMENT_MAX}`}
          slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
        />
      )}
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={DS_TEXT.summary}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {DS_TEXT.summary}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, m: 0, '& dd': { m: 0, textAlign: 'right' } }}>
          <dt>{amountLabel}</dt>
          <dd>{formatMoney(amount ?? 0, country)}</dd>
          {withCredit && (
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
      {touched && !check.ok && check.issues.some((i) => i.message === SALES_MSG.justifyZero) && (
        <Alert severity="error">{SALES_MSG.justifyZero}</Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={busy}>
          {DS_TEXT.cancel}
        </Button>
        <Button onClick={onJustify} disabled={busy}>
          {country === 'COL' ? DS_TEXT.justifyUpper : DS_TEXT.justify}
        </Button>
        <Button type="submit" variant="contained" disabled={busy || (touched && !valid) || (!!row.id && !changed)}>
          {row.id ? DS_TEXT.save : DS_TEXT.declare}
        </Button>
      </Stack>
    </Stack>
  );
}
