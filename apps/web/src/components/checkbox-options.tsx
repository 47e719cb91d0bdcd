import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

/** One checkbox per option of a field that holds several values: ticking adds the option's value, unticking takes it out. */
export function CheckboxOptions<V extends string | number>(p: {
  options: readonly { value: V; label: string }[];
  value: V[];
  onChange: (value: V[]) => void;
  onBlur?: () => void;
}) {
  return (
    <>
      {p.options.map((o) => (
        <FormControlLabel
          key={o.value}
          label={o.label}
          control={
            <Checkbox
              checked={p.value.includes(o.value)}
              onChange={(e) => p.onChange(e.target.checked ? [...p.value, o.value] : p.value.filter((x) => x !== o.value))}
              onBlur={p.onBlur}
            />
          }
        />
      ))}
    </>
  );
}
