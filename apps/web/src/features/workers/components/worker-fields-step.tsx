import { useMemo, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { WORKER_MSG as M } from '@vitrina/domain/workers/workers.messages';
import { GENDERS, MUTUALS, STAFFING_TYPES, formatRut } from '@vitrina/domain/workers/workers.rules';
import { WORKER_CLASSES, workerClassLabel } from '@vitrina/domain/workers/worker-classes';
import { communesOf, type WorkerForm } from '@vitrina/domain/workers/workers.schema';
import { muiRegister } from '../../../lib/form';
import type { useDivisions } from '../api/get-divisions';
import type { useNations } from '../api/get-nations';
import { WORKERS_TEXT } from '../messages';
import type { WorkerFormApi } from './worker-form';
import { CheckboxOptions } from '../../../components/checkbox-options';
import { FormDateField } from '../../../components/date-field';

const T = WORKERS_TEXT.dialog;
type Name = keyof WorkerForm & string;
const HALF = { xs: 12, sm: 6 };

/** A required text field of the form, on half the row unless `full`. */
function Text(p: { form: WorkerFormApi; name: Name; label: string; max: number; full?: boolean }) {
  return (
    <Grid size={p.full ? { xs: 12 } : HALF}>
      <TextField fullWidth required label={p.label} {...p.form.field(p.name)} slotProps={{ htmlInput: { maxLength: p.max } }} />
    </Grid>
  );
}

/** A required list of the form: its options, 'Cargando...' while they load, or 'Sin opciones'. */
function Choice(p: {
  form: WorkerFormApi;
  name: Name;
  label: string;
  options: { value: string; label: string }[];
  loading?: boolean;
  /** a problem loading the options, shown instead of the field's message */
  failed?: string;
  disabledText?: string;
  onPicked?: () => void;
}) {
  const items = p.loading
    ? [
        <MenuItem key="" disabled>
          {M.loading}
        </MenuItem>,
      ]
    : p.options.length
      ? p.options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))
      : [
          <MenuItem key="" disabled>
            {M.noOptions}
          </MenuItem>,
        ];
  return (
    <Grid size={HALF}>
      <Controller
        control={p.form.control}
        name={p.name}
        render={({ field, fieldState }) => (
          <TextField
            select
            fullWidth
            required
            label={p.label}
            {...field}
            onChange={(e) => {
              field.onChange(e);
              p.onPicked?.();
            }}
            disabled={!!p.disabledText}
            error={!!fieldState.error || !!p.failed}
            helperText={p.failed ?? p.disabledText ?? fieldState.error?.message}
            // why the field waits is read in full contrast, not in the disabled field's grey
            slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
          >
            {items}
          </TextField>
        )}
      />
    </Grid>
  );
}

/** 'Datos del trabajador': who the worker is, where they live (the regions' communes), their classes and staffing types. */
export function WorkerFieldsStep(p: {
  form: WorkerFormApi;
  nations: ReturnType<typeof useNations>;
  divisions: ReturnType<typeof useDivisions>;
  company?: string;
  today: string;
}) {
  const { form, nations, divisions } = p;
  const { setValue } = form;
  const region = form.watch('region');
  const regions = useMemo(() => divisions.data ?? [], [divisions.data]);
  const communes = useMemo(() => {
    const r = regions.find((x) => x.id === region);
    return r ? communesOf(r) : [];
  }, [regions, region]);
  const rut = form.getFieldState('document_number', form.formState).error;
  const staffingError = form.formState.errors.staffing_types;
  const at = (node: ReactNode, size: object) => <Grid size={size}>{node}</Grid>;

  return (
    <Grid container spacing={2}>
      {p.company &&
        at(<TextField fullWidth label={T.company} value={p.company} slotProps={{ htmlInput: { readOnly: true } }} />, { xs: 12 })}
      {at(
        <TextField
          fullWidth
          required
          label={T.rut}
          {...muiRegister(
            form.register('document_number', {
              // validate again after formatting: RHF drops the blur's own result when the value changed under it
              onBlur: (e) => setValue('document_number', formatRut(e.target.value), { shouldValidate: true }),
            }),
          )}
          error={!!rut}
          helperText={rut?.message ?? T.rutHelper}
          slotProps={{ htmlInput: { maxLength: 12 } }}
        />,
        HALF,
      )}
      <Text form={form} name="names" label={T.names} max={50} />
      <Text form={form} name="parental_surname" label={T.parental} max={30} />
      <Text form={form} name="maternal_surname" label={T.maternal} max={30} />
      <Choice form={form} name="gender" label={T.gender} options={[...GENDERS]} />
      {at(<FormDateField fullWidth required label={T.birthDate} control={form.control} name="date_of_birth" max={p.today} />, HALF)}
      <Choice
        form={form}
        name="nationality"
        label={T.nationality}
        options={(nations.data ?? []).map((n) => ({ value: n.id, label: `${n.emoji} ${n.name}` }))}
        loading={nations.isPending}
        failed={nations.isError ? M.nationsError : undefined}
      />
      <Choice form={form} name="mutual" label={T.mutual} options={[...MUTUALS]} />
      <Choice
        form={form}
        name="region"
        label={T.region}
        options={regions.map((r) => ({ value: r.id, label: r.div_name }))}
        loading={divisions.isPending}
        failed={divisions.isError ? M.regionsError : undefined}
        // choosing a region clears the commune
        onPicked={() => setValue('address_division_id', '')}
      />
      <Choice
        form={form}
        name="address_division_id"
        label={T.commune}
        options={communes.map((c) => ({ value: c.id, label: c.div_name }))}
        disabledText={region ? undefined : M.regionFirst}
      />
      <Text form={form} name="address" label={T.address} max={100} full />
      <Grid size={{ xs: 12 }}>
        <Controller
          control={form.control}
          name="skills"
          render={({ field, fieldState }) => (
            <TextField
              select
              fullWidth
              required
              label={T.skills}
              {...field}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
              slotProps={{
                select: { multiple: true, renderValue: (v) => (v as string[]).map(workerClassLabel).join(', ') },
              }}
            >
              {WORKER_CLASSES.map((c) => (
                <MenuItem key={c.value} value={c.value}>
                  {c.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <Controller
          control={form.control}
          name="staffing_types"
          render={({ field }) => (
            <FormControl component="fieldset" error={!!staffingError} required>
              <FormLabel component="legend">{T.staffing}</FormLabel>
              <FormGroup row>
                <CheckboxOptions options={STAFFING_TYPES} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
              </FormGroup>
              {staffingError && <FormHelperText>{staffingError.message}</FormHelperText>}
            </FormControl>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          control={form.control}
          name="disability"
          render={({ field }) => (
            <FormControlLabel
              label={T.disability}
              control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
