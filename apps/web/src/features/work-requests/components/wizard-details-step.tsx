import { Controller } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CLASES, dailyHours } from '@vitrina/domain/work-requests/work-requests.rules';
import type { WorkRequestDetails } from '@vitrina/domain/work-requests/work-requests.schema';
import type { ZodForm } from '../../../lib/use-zod-form';
import { FormDateField } from '../../../components/date-field';
import { FormTimeField } from '../../../components/time-field';
import { WR_TEXT as T } from '../messages';

export type DetailsForm = ZodForm<WorkRequestDetails, unknown>;

/** The wizard's first step, 'Detalles del trabajo': each field says what is wrong once left. */
export function WizardDetailsStep({ form, shown }: { form: DetailsForm; shown: boolean }) {
  const { field, control, watch } = form;
  const hours = dailyHours(watch('start_time') ?? '', watch('end_time') ?? '');
  return (
    <Paper variant="outlined" sx={{ p: 3, display: shown ? 'block' : 'none' }} role="region" aria-label={T.steps[0]}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            control={control}
            name="clase"
            render={({ field: f, fieldState }) => (
              <TextField
                select
                fullWidth
                label={T.clase}
                {...f}
                value={f.value ?? ''}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              >
                {Object.entries(CLASES).map(([v, l]) => (
                  <MenuItem key={v} value={v}>
                    {l}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={12}>
          <TextField label={T.place} multiline minRows={2} fullWidth {...field('place')} slotProps={{ htmlInput: { maxLength: 1000 } }} />
        </Grid>
        <Grid size={12}>
          <TextField
            label={T.description}
            multiline
            minRows={3}
            fullWidth
            {...field('description')}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Grid>
        <Grid size={12}>
          <Typography variant="h3" component="h2">
            {T.shift}
          </Typography>
        </Grid>
        {(
          [
            ['start_date', T.startDate, FormDateField],
            ['end_date', T.endDate, FormDateField],
            ['start_time', T.startTime, FormTimeField],
            ['end_time', T.endTime, FormTimeField],
          ] as const
        ).map(([k, label, Picker]) => (
          <Grid key={k} size={{ xs: 12, sm: 6, md: 3 }}>
            <Picker label={label} fullWidth control={control} name={k} />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField label={T.hours} value={hours} slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }} fullWidth />
        </Grid>
        <Grid size={12}>
          <Typography variant="h3" component="h2">
            {T.emergency}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField label={T.contactName} fullWidth {...field('contact_name')} slotProps={{ htmlInput: { maxLength: 100 } }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            label={T.phone}
            fullWidth
            {...field('contact_phone')}
            slotProps={{ htmlInput: { maxLength: 15, inputMode: 'numeric' } }}
          />
        </Grid>
      </Grid>
    </Paper>
  );
}
