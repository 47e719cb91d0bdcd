import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BRAND_CATEGORIES, BRAND_CATEGORY_LABELS, type BrandCategory } from '@vitrina/domain/comparison/categories';
import { useSetBrandCategory } from '../api/set-brand-category';
import { CONSOLE_TEXT as T } from '../messages';

/** A brand's category (rubro): a select for staff who classify brands, its label for the others. */
export function BrandCategoryCell({
  brand,
  editable,
}: {
  brand: { id: string; name: string; category: BrandCategory | null };
  editable: boolean;
}) {
  const save = useSetBrandCategory();
  if (!editable) return <>{brand.category ? BRAND_CATEGORY_LABELS[brand.category] : T.noCategory}</>;
  return (
    <TextField
      select
      size="small"
      label={T.categoryOf(brand.name)}
      value={brand.category ?? ''}
      disabled={save.isPending}
      onChange={(e) => save.mutate({ brandId: brand.id, category: (e.target.value || null) as BrandCategory | null })}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{T.noCategory}</MenuItem>
      {BRAND_CATEGORIES.map((c) => (
        <MenuItem key={c} value={c}>
          {BRAND_CATEGORY_LABELS[c]}
        </MenuItem>
      ))}
    </TextField>
  );
}
