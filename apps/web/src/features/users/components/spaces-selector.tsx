import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';
import { sortSpacesSelectedFirst, spaceMatches } from '@vitrina/domain/users/users.rules';
import type { ClientSpace } from '@vitrina/domain/users/users.schema';
import { TextInput } from '../../../components/text-input';

interface Props {
  spaces: ClientSpace[] | undefined;
  loading: boolean;
  selected: string[];
  onChange: (ids: string[]) => void;
  readOnly?: boolean;
  error?: string;
}

/** 'Locales': search by code, brand or building; the selected spaces come first. */
export function SpacesSelector({ spaces, loading, selected, onChange, readOnly, error }: Props) {
  const [query, setQuery] = useState('');
  const set = useMemo(() => new Set(selected), [selected]);
  // the order is taken when the list or the search changes, so a row does not jump when ticked
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `set` left out on purpose (see above)
  const ordered = useMemo(() => sortSpacesSelectedFirst(spaces ?? [], set), [spaces, query]);
  const shown = ordered.filter((s) => spaceMatches(s, query));
  const toggle = (id: string) => onChange(set.has(id) ? selected.filter((x) => x !== id) : [...selected, id]);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby={error ? 'spaces-error' : undefined}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {USERS_MSG.spaces}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          ({USERS_MSG.spacesSelected(selected.length)})
        </Typography>
      </Typography>
      {!readOnly && (
        <Box sx={{ my: 1 }}>
          <TextInput label={USERS_MSG.spacesSearch} value={query} onChange={(e) => setQuery(e.target.value)} fullWidth />
        </Box>
      )}
      {error && (
        <Typography id="spaces-error" role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
      <Box sx={{ maxHeight: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 1 }}>
        {loading && (
          <Stack sx={{ py: 1 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={32} />
            ))}
          </Stack>
        )}
        {!loading && shown.length === 0 && (
          <Typography sx={{ py: 2, textAlign: 'center' }} color="text.secondary">
            {USERS_MSG.spacesNone}
          </Typography>
        )}
        {!loading &&
          shown.map((s) => {
            const brands = [...new Set(s.contracts.map((c) => c.brand_name))].join(', ');
            return (
              <FormControlLabel
                key={s.space_id}
                sx={{ display: 'flex', mr: 0 }}
                control={<Checkbox checked={set.has(s.space_id)} onChange={() => toggle(s.space_id)} disabled={readOnly} />}
                label={
                  <span>
                    <strong>{s.space_num}</strong> · {s.building_name}
                    {brands ? ` · ${brands}` : ''}
                  </span>
                }
              />
            );
          })}
      </Box>
    </Box>
  );
}
