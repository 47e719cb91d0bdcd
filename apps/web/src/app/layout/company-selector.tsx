import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { SessionUser } from '@vitrina/domain/auth/auth.schema';
import { selectClient, selectedClientOf } from '../../lib/session';
import { LAYOUT_TEXT } from './messages';

/** 'Empresa': shown only to users of more than one company; changing it rebuilds the ability. */
export function CompanySelector({ user, selectedClientId }: { user: SessionUser; selectedClientId: string | null }) {
  if (user.clients.length <= 1) return null;
  const selected = selectedClientOf(user, selectedClientId);
  return (
    <FormControl size="small" sx={{ minWidth: { xs: 130, sm: 220 }, maxWidth: { xs: '42vw', sm: 320 } }}>
      <InputLabel id="company-selector-label">{LAYOUT_TEXT.company}</InputLabel>
      <Select
        labelId="company-selector-label"
        id="company-selector"
        label={LAYOUT_TEXT.company}
        value={selected?.id ?? ''}
        onChange={(e) => selectClient(String(e.target.value))}
      >
        {user.clients.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
