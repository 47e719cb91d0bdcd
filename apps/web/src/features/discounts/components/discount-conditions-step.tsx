import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import {
  DISCOUNT_LIMITS as L,
  WEEKDAYS_MON_FRI,
  WEEKDAYS_WEEKEND,
  WEEKDAY_SHORT,
  toggleWeekDay,
} from '@vitrina/domain/discounts/discounts.rules';
import type { BrandChoice } from '../api/get-discount-brands';
import { DISCOUNTS_TEXT as T } from '../messages';
import type { DiscountForm } from './discount-form';
import { CheckboxOptions } from '../../../components/checkbox-options';
import { DateField } from '../../../components/date-field';

/** The drawer's step 'Condiciones': the brand's centres, the dates, the week days, the stock and the extra conditions. */
export function DiscountConditionsStep(p: {
  form: DiscountForm;
  set: <K extends keyof DiscountForm>(k: K, v: DiscountForm[K]) => void;
  err: (k: string) => string | undefined;
  brand: BrandChoice | undefined;
  today: string;
}) {
  const { form, set, err } = p;
  return (
    <Stack spacing={2}>
      <FormControl error={!!err('buildings_ids')} component="fieldset">
        <FormLabel component="legend">{T.buildings} *</FormLabel>
        <FormGroup>
          <CheckboxOptions
            options={(p.brand?.buildings ?? []).map((b) => ({ value: b.id, label: b.name }))}
            value={form.buildings_ids}
            onChange={(v) => set('buildings_ids', v)}
          />
        </FormGroup>
        <FormHelperText>{err('buildings_ids') ?? ' '}</FormHelperText>
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label={T.start}
          required
          value={form.start}
          onChange={(day) => set('start', day)}
          error={!!err('start')}
          helperText={err('start') ?? ' '}
          min={p.today}
        />
        <DateField
          label={T.end}
          required
          value={form.end}
          onChange={(day) => set('end', day)}
          error={!!err('end')}
          helperText={err('end') ?? ' '}
          min={form.start || p.today}
        />
      </Stack>
      <FormControl error={!!err('week_days')} component="fieldset">
        <FormLabel component="legend">{T.weekDays} *</FormLabel>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
          {WEEKDAY_SHORT.map((d, i) => (
            <ToggleButton
              key={d}
              size="small"
              value={i + 1}
              selected={form.week_days.includes(String(i + 1))}
              onChange={() => set('week_days', toggleWeekDay(form.week_days, i + 1))}
            >
              {d}
            </ToggleButton>
          ))}
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => set('week_days', WEEKDAYS_MON_FRI)}>
            {T.monFri}
          </Button>
          <Button size="small" onClick={() => set('week_days', WEEKDAYS_WEEKEND)}>
            {T.weekend}
          </Button>
        </Stack>
        <FormHelperText>{err('week_days') ?? ' '}</FormHelperText>
      </FormControl>
      <TextField
        label={T.stock}
        value={form.stock}
        onChange={(e) => set('stock', e.target.value.replace(/\D/g, '').slice(0, 7))}
        error={!!err('stock')}
        helperText={err('stock') ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label={T.extraConditions}
        multiline
        minRows={2}
        value={form.conditions}
        onChange={(e) => set('conditions', e.target.value)}
        error={!!err('conditions')}
        helperText={err('conditions') ?? `${form.conditions.length}/${L.conditions}`}
        slotProps={{ htmlInput: { maxLength: L.conditions } }}
      />
    </Stack>
  );
}
