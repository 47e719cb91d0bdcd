import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useSnackbar } from '../../../lib/toast';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FILES_MSG } from '@vitrina/domain/files/files.rules';
import { formatNumber, type CountryId } from '@vitrina/domain/countries/countries';
import { CHILE_VAT_DIVISOR, MONTHLY_MONEY_MAX } from '@vitrina/domain/sales/daily.rules';
import { MONTHLY_MSG } from '@vitrina/domain/sales/monthly.messages';
import { MONTHLY_FILE_KIND, MONTHLY_MIN_FILES, isMonthlySaveDisabled } from '@vitrina/domain/sales/monthly.rules';
import {
  monthlyAmountsFromForm,
  monthlyFormSchemaFor,
  type MonthlyContractRow,
  type MonthlyFormValues,
} from '@vitrina/domain/sales/monthly.schema';
import { FormDialog } from '../../../components/form-dialog';
import { LogoAvatar } from '../../../components/logo-avatar';
import { MoneyInput } from '../../../components/money-input';
import { TextInput } from '../../../components/text-input';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useFileUploads } from '../../../lib/use-file-uploads';
import { useZodForm } from '../../../lib/use-zod-form';
import { useDeclareMonthlySale } from '../api/declare-monthly-sale';
import { useUnlinkEvidence } from '../api/unlink-evidence';
import { EvidenceField } from './evidence-field';

const L = MONTHLY_MSG.labels;
const TICKETS_MAX_LENGTH = 13;

export interface MonthlySaleDialogProps {
  open: boolean;
  row: MonthlyContractRow | null;
  country: CountryId;
  /** yyyy-MM */
  periodo: string;
  periodLabel: string;
  email: string;
  companyId?: string;
  onClose: () => void;
}

function defaults(row: MonthlyContractRow | null): MonthlyFormValues {
  const s = row?.sales;
  const d = (s?.detalles ?? {}) as Record<string, number | string | null | undefined>;
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  return {
    cantidadTickets: s ? s.total_tickets : null,
    totalEfectivo: s ? (num(d.total_monto_efectivo_boletas) ?? 0) : null,
    totalTarjeta: s ? (num(d.total_monto_tarjeta_boletas) ?? 0) : null,
    ventaNeta: s ? s.monto_total_neto : null,
    notasCredito: s ? Math.abs(num(d.total_monto_nota_credito) ?? 0) : null,
    serieBoletas: (d.serie_boletas as string | null | undefined) ?? '',
    serieFacturas: (d.serie_facturas as string | null | undefined) ?? '',
    comentarios: '',
  };
}

/** 'Registro de venta mensual': the form per country with its evidence files. */
export function MonthlySaleDialog(props: MonthlySaleDialogProps) {
  const { open, row, country, periodo, periodLabel, email, companyId, onClose } = props;
  const { enqueueSnackbar } = useSnackbar();
  const declare = useDeclareMonthlySale();
  const unlink = useUnlinkEvidence();
  const uploads = useFileUploads(MONTHLY_FILE_KIND[country], companyId);
  const [linked, setLinked] = useState<NonNullable<MonthlyContractRow['sales']>['files']>([]);
  const [evidenceError, setEvidenceError] = useState<string>();
  const schema = useMemo(() => monthlyFormSchemaFor(country), [country]);
  const form = useZodForm(schema, { mode: 'onChange', defaultValues: defaults(row) });
  const { control, handleSubmit, reset, setValue, formState } = form;
  const values = useWatch({ control }) as MonthlyFormValues;

  useEffect(() => {
    if (!open) return;
    reset(defaults(row));
    setLinked(row?.sales?.files ?? []);
    setEvidenceError(undefined);
    uploads.clear();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, row]);

  /** Closing without saving drops the files uploaded in this dialog (not linked to any sale). */
  const cancel = () => {
    uploads.discard();
    onClose();
  };

  const tickets = values.cantidadTickets ?? null;
  const hasTickets = typeof tickets === 'number' && tickets > 0;
  // Chile and Argentina: emptying the tickets zeroes the amounts
  useEffect(() => {
    if ((country === 'CHL' || country === 'ARG') && !hasTickets) {
      if (values.totalEfectivo) setValue('totalEfectivo', 0, { shouldValidate: true });
      if (values.totalTarjeta) setValue('totalTarjeta', 0, { shouldValidate: true });
    }
  }, [country, hasTickets, values.totalEfectivo, values.totalTarjeta, setValue]);

  const gross = (values.totalEfectivo ?? 0) + (values.totalTarjeta ?? 0);
  const net = Math.round(gross / CHILE_VAT_DIVISOR);
  const saving = declare.isPending;
  const evidenceCount = linked.length + uploads.tokens.length;
  const money = (name: keyof MonthlyFormValues, label: string, o: { decimals?: number; disabled?: boolean; max?: number } = {}) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <MoneyInput
          label={label}
          name={name}
          country={country}
          value={(field.value as number | null | undefined) ?? null}
          onChange={(v) => field.onChange(v)}
          onBlur={field.onBlur}
          decimals={o.decimals}
          disabled={o.disabled || saving}
          max={o.max ?? MONTHLY_MONEY_MAX}
          maxLength={o.decimals === 0 ? TICKETS_MAX_LENGTH : 17}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
  const text = (name: 'serieBoletas' | 'serieFacturas', label: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          name={name}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value.toUpperCase())}
          onBlur={field.onBlur}
          disabled={saving}
          htmlInput={{ maxLength: 5 }}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          fullWidth
        />
      )}
    />
  );
  const readOnly = (label: string, value: number) => (
    <TextInput label={label} value={formatNumber(value, country, 0)} htmlInput={{ readOnly: true, 'aria-readonly': true }} fullWidth />
  );

  const onUnlink = async (token: string) => {
    if (!row?.sales) return;
    try {
      const r = await unlink.mutateAsync({ saleId: row.sales.id, fileKey: token, email });
      setLinked(r.data.files);
      enqueueSnackbar(r.message, { variant: 'success' });
    } catch (e) {
      enqueueSnackbar(errorMessage(e), { variant: 'error' });
    }
  };

  const submit = handleSubmit(async (v) => {
    if (!row) return;
    if (uploads.uploading) {
      enqueueSnackbar(MONTHLY_MSG.uploading, { variant: 'warning' });
      return;
    }
    if (uploads.failed) {
      // a failed upload aborts the save
      enqueueSnackbar(FILES_MSG.uploadError, { variant: 'error' });
      return;
    }
    if (evidenceCount < MONTHLY_MIN_FILES[country]) {
      setEvidenceError(MONTHLY_MSG.evidenceRequired);
      return;
    }
    setEvidenceError(undefined);
    const a = monthlyAmountsFromForm(country, v);
    try {
      await declare.mutateAsync({
        email,
        body: {
          id: row.sales?.id ?? null,
          space_int_code: row.space_int_code,
          contract_int_code: row.contract_int_code,
          country_id: country.toLowerCase(),
          fecha_registro: periodo,
          email_registro: email,
          comentarios: country === 'ARG' || country === 'COL' ? 'Sin Comentarios' : v.comentarios || 'Sin Comentarios',
          total_tickets: a.total_tickets ?? 0,
          monto_total_neto: country === 'CHL' ? net : (a.monto_total_neto ?? 0),
          ...(country === 'CHL' || country === 'ARG' ? { monto_total_bruto: gross } : {}),
          detalles: a.detalles,
          files: uploads.tokens,
        },
      });
      enqueueSnackbar(MONTHLY_MSG.success, { variant: 'success' });
      reset(defaults(null));
      // the saved sale links them now: keep them
      uploads.clear();
      onClose();
    } catch (e) {
      const m = isApiError(e) ? e.message : '';
      enqueueSnackbar(m.includes(MONTHLY_MSG.saleDateInvalidApi) ? MONTHLY_MSG.saleDateInvalid : MONTHLY_MSG.failure, { variant: 'error' });
    }
  });

  const title = country === 'CHL' ? MONTHLY_MSG.dialogTitleChl : MONTHLY_MSG.dialogTitle;
  const local = row ? [row.local, row.numero_municipal].filter(Boolean).join(' / ') : '';
  const saveDisabled = isMonthlySaveDisabled(country, {
    invalid: !formState.isValid,
    unchanged: !formState.isDirty && uploads.items.length === 0,
    saving,
    uploading: uploads.uploading,
    fileTooLarge: uploads.tooLarge,
    fileRefused: uploads.failed,
  });

  return (
    <FormDialog
      open={open}
      title={title}
      onClose={saving ? undefined : cancel}
      onSubmit={submit}
      submitLabel={saving ? MONTHLY_MSG.saving : MONTHLY_MSG.save}
      cancelLabel={MONTHLY_MSG.cancel}
      sending={saving}
      submitDisabled={saveDisabled}
      dividers
    >
      {row && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <LogoAvatar url={row.logo_url} name={row.marca} size={48} />
          <Box>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {row.marca} · {row.edificio}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {local ? `${MONTHLY_MSG.localLabel}: ${local}` : MONTHLY_MSG.noLocal}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ textTransform: 'capitalize' }}>
              {periodLabel}
            </Typography>
          </Box>
        </Stack>
      )}
      <Grid container spacing={2}>
        {country === 'CHL' && (
          <>
            <Grid size={{ xs: 12 }}>{money('cantidadTickets', L.ticketsCount, { decimals: 0 })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{money('totalEfectivo', L.cash, { decimals: 0, disabled: !hasTickets })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{money('totalTarjeta', L.card, { decimals: 0, disabled: !hasTickets })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{readOnly(L.gross, gross)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{readOnly(L.net, net)}</Grid>
          </>
        )}
        {country === 'PER' && (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>{text('serieBoletas', L.receiptSeries)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('serieFacturas', L.invoiceSeries)}</Grid>
            <Grid size={{ xs: 12 }}>{money('cantidadTickets', L.ticketsCount, { decimals: 0 })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{money('ventaNeta', L.netNoIgv, { decimals: 2 })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{money('notasCredito', L.creditNote, { decimals: 2 })}</Grid>
          </>
        )}
        {country === 'ARG' && (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>{money('totalEfectivo', L.cash, { decimals: 0, disabled: !hasTickets })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{money('totalTarjeta', L.card, { decimals: 0, disabled: !hasTickets })}</Grid>
            <Grid size={{ xs: 12 }}>{money('cantidadTickets', L.ticketsCount, { decimals: 0 })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{readOnly(L.gross, gross)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{money('ventaNeta', L.net, { decimals: 0 })}</Grid>
          </>
        )}
        {country === 'COL' && (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>{money('cantidadTickets', L.ticketsCount, { decimals: 0 })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{money('ventaNeta', L.netTotal, { decimals: 0 })}</Grid>
          </>
        )}
        <Grid size={{ xs: 12 }}>
          <EvidenceField
            country={country}
            linked={linked}
            uploads={uploads.items}
            onAdd={(f) => {
              setEvidenceError(undefined);
              uploads.add(f);
            }}
            onRemove={uploads.remove}
            onUnlink={row?.sales ? onUnlink : undefined}
            disabled={(country === 'COL' || country === 'ARG') && !hasTickets}
            busy={saving}
            error={evidenceError}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
