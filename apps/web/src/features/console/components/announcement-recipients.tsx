import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { RECIPIENT_KINDS, type RecipientKind } from '@vitrina/domain/notifications/announcements.admin';
import { CONSOLE_TEXT as T } from '../messages';
import { KIND_LABEL } from './announcement-form';
import { RecipientResults, RecipientSearchBar, RemovableChips, without } from './recipient-search';
import { useRecipientSearch } from './use-recipient-search';

/** A chosen recipient, keyed `tipo:id`. */
export type ChosenRecipients = Map<string, { tipo: string; id: string; name: string }>;

/** The announcement's recipients: a kind, a search, its results to add and the chosen ones as chips. */
export function AnnouncementRecipients(p: { chosen: ChosenRecipients; onChange: (next: ChosenRecipients) => void }) {
  const [kind, setKind] = useState<RecipientKind>('marcas');
  const [q, setQ] = useState('');
  const results = useRecipientSearch();
  return (
    <>
      <Typography variant="h3" component="h3">
        {T.recipients}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {T.pubRecipientsHelp}
      </Typography>
      <RecipientSearchBar
        label={T.pubSearchRecipients}
        q={q}
        onChange={setQ}
        onSearch={() => void results.search(kind, q)}
        kind={
          <FormControl sx={{ minWidth: 160 }}>
            <InputLabel id="pub-kind">{T.pubRecipientKind}</InputLabel>
            <Select
              labelId="pub-kind"
              label={T.pubRecipientKind}
              value={kind}
              onChange={(e) => (setKind(e.target.value as RecipientKind), results.clear())}
            >
              {RECIPIENT_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {KIND_LABEL[k]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        }
      />
      <RecipientResults
        error={results.error}
        found={results.found}
        onAdd={(r) => p.onChange(new Map(p.chosen).set(`${kind}:${r.id}`, { tipo: kind, id: r.id, name: r.name }))}
      />
      <RemovableChips
        items={[...p.chosen].map(([key, r]) => ({ key, label: `${KIND_LABEL[r.tipo]}: ${r.name}` }))}
        onRemove={(key) => p.onChange(without(p.chosen, key))}
      />
    </>
  );
}
