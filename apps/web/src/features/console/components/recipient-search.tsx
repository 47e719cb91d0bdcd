import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { TextInput } from '../../../components/text-input';
import type { Recipient } from '../api/search-recipients';
import { CONSOLE_TEXT as T } from '../messages';

/** The search of recipients: an optional kind picker, the text (Enter searches) and 'Buscar'. */
export function RecipientSearchBar(p: { label: string; q: string; onChange: (q: string) => void; onSearch: () => void; kind?: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      {p.kind}
      <TextInput
        label={p.label}
        value={p.q}
        fullWidth
        onChange={(e) => p.onChange(e.target.value)}
        htmlInput={{ maxLength: 100, type: 'search', onKeyDown: (e) => e.key === 'Enter' && (e.preventDefault(), p.onSearch()) }}
      />
      <Button variant="outlined" onClick={p.onSearch}>
        {T.search}
      </Button>
    </Stack>
  );
}

/** The search's refusal, and its results (once searched), each with its 'Agregar' button. */
export function RecipientResults(p: { error: string | null; found: Recipient[] | null; onAdd: (r: Recipient) => void }) {
  return (
    <>
      {p.error && <Alert severity="error">{p.error}</Alert>}
      {p.found && (
        <List dense aria-label={T.results}>
          {p.found.length === 0 && <ListItem>{T.noResults}</ListItem>}
          {p.found.map((r) => (
            <ListItem
              key={r.id}
              secondaryAction={
                <Button size="small" aria-label={T.addRecipient(r.name)} onClick={() => p.onAdd(r)}>
                  {T.add}
                </Button>
              }
            >
              <ListItemText primary={r.name} secondary={r.detail} />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}

/** The chosen recipients (or files) as chips, each removable. */
export function RemovableChips<K extends string | number>(p: { items: { key: K; label: string }[]; onRemove: (key: K) => void }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {p.items.map((i) => (
        <Chip key={i.key} label={i.label} onDelete={() => p.onRemove(i.key)} />
      ))}
    </Stack>
  );
}

/** A copy of the map without `key`. */
export const without = <K, V>(m: Map<K, V>, key: K) => {
  const next = new Map(m);
  next.delete(key);
  return next;
};
