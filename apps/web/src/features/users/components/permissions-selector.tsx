import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';
import type { PermissionCategory } from '../../../lib/api/get-permission-categories';

interface Props {
  categories: PermissionCategory[];
  loading: boolean;
  selected: number[];
  onChange: (ids: number[]) => void;
  readOnly?: boolean;
  error?: string;
}

/** 'Permisos' grouped by category, each with expand/collapse and a category-wide toggle. */
export function PermissionsSelector({ categories, loading, selected, onChange, readOnly, error }: Props) {
  const [open, setOpen] = useState<Record<number, boolean>>({});
  const set = new Set(selected);
  const setMany = (ids: number[], on: boolean) =>
    onChange(on ? [...new Set([...selected, ...ids])] : selected.filter((x) => !ids.includes(x)));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {USERS_MSG.permissions}
      </Typography>
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
      {loading && (
        <Stack>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Stack>
      )}
      {!loading &&
        categories.map((c) => {
          const ids = c.permissions.map((p) => p.id);
          const n = ids.filter((id) => set.has(id)).length;
          const expanded = open[c.id] ?? n > 0;
          const panelId = `perm-cat-${c.id}`;
          return (
            <Box key={c.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  sx={{ flex: 1, mr: 0 }}
                  control={
                    <Checkbox
                      checked={n === ids.length}
                      indeterminate={n > 0 && n < ids.length}
                      onChange={(e) => setMany(ids, e.target.checked)}
                      disabled={readOnly}
                      slotProps={{ input: { 'aria-label': USERS_MSG.categoryToggle(c.name) } }}
                    />
                  }
                  label={
                    <Typography sx={{ fontWeight: 600 }}>
                      {c.name}{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        ({n}/{ids.length})
                      </Typography>
                    </Typography>
                  }
                />
                <IconButton
                  aria-label={USERS_MSG.expand(c.name)}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen({ ...open, [c.id]: !expanded })}
                >
                  {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </IconButton>
              </Stack>
              <Collapse in={expanded} id={panelId}>
                <Stack sx={{ pl: 4, pb: 1 }}>
                  {c.permissions.map((p) => (
                    <FormControlLabel
                      key={p.id}
                      control={<Checkbox checked={set.has(p.id)} onChange={(e) => setMany([p.id], e.target.checked)} disabled={readOnly} />}
                      label={
                        <span>
                          {p.name}
                          {p.requires.includes('Contract') && <Chip size="small" label={USERS_MSG.requiresSpace} sx={{ ml: 1 }} />}
                          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                            {p.description}
                          </Typography>
                        </span>
                      }
                    />
                  ))}
                </Stack>
              </Collapse>
            </Box>
          );
        })}
    </Box>
  );
}
