import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Dispatch, SetStateAction } from 'react';
import { DISCOUNT_MSG as M } from '@vitrina/domain/discounts/discounts.messages';
import { DISCOUNT_LIMITS as L, isLogoFileName, type DiscountType } from '@vitrina/domain/discounts/discounts.rules';
import type { BrandChoice } from '../api/get-discount-brands';
import { DISCOUNTS_TEXT as T } from '../messages';
import type { DiscountForm } from './discount-form';

/** The drawer's step 'Datos básicos': name, type and value, brand, logo and description. */
export function DiscountBasicsStep(p: {
  form: DiscountForm;
  setForm: Dispatch<SetStateAction<DiscountForm>>;
  err: (k: string) => string | undefined;
  brands: BrandChoice[];
  logo: File | null;
  onLogo: (f: File) => void;
  logoError: string | null;
  onLogoError: (m: string | null) => void;
  /** the logo's file name kept from the campaign edited */
  keptLogoName?: string | null;
}) {
  const { form, setForm, err } = p;
  const set = <K extends keyof DiscountForm>(k: K, v: DiscountForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  return (
    <Stack spacing={2}>
      <TextField
        label={T.name}
        required
        value={form.name}
        onChange={(e) => set('name', e.target.value)}
        error={!!err('name')}
        helperText={err('name') ?? ' '}
        slotProps={{ htmlInput: { maxLength: L.name } }}
      />
      <FormControl>
        <FormLabel id="discount-type">{T.type}</FormLabel>
        <ToggleButtonGroup
          exclusive
          aria-labelledby="discount-type"
          value={form.discount_type}
          onChange={(_, v: DiscountType | null) => v && setForm((f) => ({ ...f, discount_type: v, value: '' }))}
          size="small"
        >
          <ToggleButton value="%">{T.percent}</ToggleButton>
          <ToggleButton value="$">{T.amount}</ToggleButton>
        </ToggleButtonGroup>
      </FormControl>
      <TextField
        label={T.value}
        required
        value={form.value}
        onChange={(e) => set('value', e.target.value.replace(/[^\d.,]/g, '').slice(0, 12))}
        error={!!err('value')}
        helperText={err('value') ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        select
        label={T.brand}
        required
        value={form.brand_id}
        onChange={(e) => setForm((f) => ({ ...f, brand_id: e.target.value, buildings_ids: [] }))}
        error={!!err('brand_id')}
        helperText={err('brand_id') ?? ' '}
      >
        {p.brands.map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {b.name}
          </MenuItem>
        ))}
      </TextField>
      <FormControl error={!!(err('logo') || p.logoError)}>
        <FormLabel>{T.logo} *</FormLabel>
        <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start', mt: 1 }}>
          {T.pickLogo}
          <input
            hidden
            type="file"
            aria-label={T.logo}
            accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
            onChange={(e) => {
              const f = e.target.files?.[0];
              e.target.value = '';
              if (!f) return;
              if (!isLogoFileName(f.name)) return p.onLogoError(M.logoType);
              if (f.size > L.logoMaxBytes) return p.onLogoError(M.logoSize);
              p.onLogoError(null);
              p.onLogo(f);
            }}
          />
        </Button>
        <FormHelperText>{p.logoError ?? err('logo') ?? p.logo?.name ?? p.keptLogoName ?? ' '}</FormHelperText>
      </FormControl>
      <TextField
        label={T.description}
        required
        multiline
        minRows={2}
        value={form.description}
        onChange={(e) => set('description', e.target.value)}
        error={!!err('description')}
        helperText={err('description') ?? `${form.description.length}/${L.description}`}
        slotProps={{ htmlInput: { maxLength: L.description } }}
      />
    </Stack>
  );
}
