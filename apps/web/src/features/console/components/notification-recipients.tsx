import { useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ROLE_NAMES, type RoleId } from '@vitrina/domain/auth/roles';
import { errorMessage } from '../../../lib/api-client';
import { fetchClientPage } from '../api/get-client-page';
import type { Recipient } from '../api/search-recipients';
import { CONSOLE_TEXT as T } from '../messages';
import { RecipientResults, RecipientSearchBar, RemovableChips, without } from './recipient-search';
import { useRecipientSearch } from './use-recipient-search';

type NotificationKind = 'usuarios' | 'empresas' | 'rol';

/** Who a notification goes to: chosen users (id → e-mail or name), or every holder of a role. */
export interface NotificationAudience {
  kind: NotificationKind;
  role: RoleId;
  users: Map<string, string>;
}

/**
 * The recipients of a notification: users found by name, every user of a client found by name,
 * or a role; `missing` shows the warning of an empty list.
 */
export function NotificationRecipients(p: { value: NotificationAudience; onChange: (v: NotificationAudience) => void; missing: boolean }) {
  const { kind, role, users } = p.value;
  const set = (change: Partial<NotificationAudience>) => p.onChange({ ...p.value, ...change });
  const [q, setQ] = useState('');
  const results = useRecipientSearch();
  const add = (entries: [string, string][]) => {
    const next = new Map(users);
    for (const [id, label] of entries) next.set(id, label);
    set({ users: next });
  };
  const pick = async (r: Recipient) => {
    if (kind === 'usuarios') return add([[r.id, r.name]]);
    try {
      add((await fetchClientPage(r.id)).users.map((u) => [u.id, u.email] as [string, string]));
    } catch (e) {
      results.setError(errorMessage(e));
    }
  };
  return (
    <>
      <Typography variant="h2">{T.recipients}</Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={kind}
        onChange={(_, v: NotificationKind | null) => v && (set({ kind: v }), results.clear())}
        aria-label={T.recipientKind}
      >
        <ToggleButton value="usuarios">{T.byUser}</ToggleButton>
        <ToggleButton value="empresas">{T.byClient}</ToggleButton>
        <ToggleButton value="rol">{T.byRole}</ToggleButton>
      </ToggleButtonGroup>
      {kind === 'rol' ? (
        <>
          <FormControl sx={{ maxWidth: 360 }}>
            <InputLabel id="notify-role">{T.role}</InputLabel>
            <Select labelId="notify-role" label={T.role} value={role} onChange={(e) => set({ role: e.target.value as RoleId })}>
              {(Object.keys(ROLE_NAMES) as RoleId[]).map((r) => (
                <MenuItem key={r} value={r}>
                  {ROLE_NAMES[r]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Typography role="status">{T.roleRecipients(ROLE_NAMES[role])}</Typography>
        </>
      ) : (
        <>
          <RecipientSearchBar
            label={kind === 'usuarios' ? T.searchUser : T.searchClient}
            q={q}
            onChange={setQ}
            onSearch={() => void results.search(kind, q)}
          />
          <RecipientResults error={results.error} found={results.found} onAdd={(r) => void pick(r)} />
          <Typography role="status">{T.recipientCount(users.size)}</Typography>
          {p.missing && users.size === 0 && <Alert severity="warning">{T.noRecipients}</Alert>}
          <RemovableChips
            items={[...users].map(([key, label]) => ({ key, label }))}
            onRemove={(key) => set({ users: without(users, key) })}
          />
        </>
      )}
    </>
  );
}
