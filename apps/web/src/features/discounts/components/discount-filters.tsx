import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DISCOUNT_STATUSES, DISCOUNT_STATUS_LABELS, type DiscountStatus } from '@vitrina/domain/discounts/discounts.rules';
import type { BrandChoice } from '../api/get-discount-brands';
import { DISCOUNTS_TEXT as T } from '../messages';
import { DateField } from '../../../components/date-field';

export interface DiscountFilterValues {
  statuses: DiscountStatus[];
  buildings: string[];
  from: string;
  to: string;
}
export const NO_FILTERS: DiscountFilterValues = { statuses: [], buildings: [], from: '', to: '' };
export const filterCount = (f: DiscountFilterValues) => f.statuses.length + f.buildings.length + (f.from ? 1 : 0) + (f.to ? 1 : 0);

/** The 'Filtros' popover of the campaigns: statuses, one shopping centre, the validity's dates, and 'Limpiar'. */
export function DiscountFilters(p: {
  anchor: HTMLElement | null;
  onClose: () => void;
  value: DiscountFilterValues;
  /** `resetPage`: the change selects other rows (the dates do not move the page) */
  onChange: (f: (v: DiscountFilterValues) => DiscountFilterValues, resetPage: boolean) => void;
  brands: BrandChoice[];
}) {
  const { value: f, onChange } = p;
  const allBuildings = [...new Map(p.brands.flatMap((b) => b.buildings).map((b) => [b.id, b])).values()];
  return (
    <Popover open={!!p.anchor} anchorEl={p.anchor} onClose={p.onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Stack spacing={2} sx={{ p: 2, width: 300 }} role="dialog" aria-label={T.filters}>
        <div>
          <FormLabel component="legend">{T.filterStatus}</FormLabel>
          <FormGroup>
            {DISCOUNT_STATUSES.map((s) => (
              <FormControlLabel
                key={s}
                label={DISCOUNT_STATUS_LABELS[s]}
                control={
                  <Checkbox
                    size="small"
                    checked={f.statuses.includes(s)}
                    onChange={(e) =>
                      onChange((v) => ({ ...v, statuses: e.target.checked ? [...v.statuses, s] : v.statuses.filter((x) => x !== s) }), true)
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </div>
        <TextField
          select
          size="small"
          label={T.filterBuilding}
          value={f.buildings[0] ?? ''}
          onChange={(e) => onChange((v) => ({ ...v, buildings: e.target.value ? [e.target.value] : [] }), true)}
        >
          <MenuItem value="">—</MenuItem>
          {allBuildings.map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.name}
            </MenuItem>
          ))}
        </TextField>
        <DateField size="small" label={T.from} value={f.from} onChange={(from) => onChange((v) => ({ ...v, from }), false)} />
        <DateField size="small" label={T.to} value={f.to} onChange={(to) => onChange((v) => ({ ...v, to }), false)} />
        <Button onClick={() => onChange(() => NO_FILTERS, true)}>{T.clear}</Button>
      </Stack>
    </Popover>
  );
}
