import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';
import { TextInput } from './text-input';

/** A labelled search box with the search icon (type search: Escape clears it). */
export function SearchField(p: { label: string; value: string; onChange: (value: string) => void; maxLength?: number }) {
  return (
    <TextInput
      label={p.label}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      fullWidth
      endAdornment={
        <InputAdornment position="end">
          <SearchIcon aria-hidden />
        </InputAdornment>
      }
      htmlInput={{ type: 'search', maxLength: p.maxLength ?? 200 }}
    />
  );
}
