import { useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  FormControl,
  InputLabel,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Select,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { TextInput } from '../../../components/text-input';
import { errorMessage } from '../../../lib/api-client';
import { ROLE_NAMES, type RoleId } from '@vitrina/domain/auth/roles';
import { clientUsers, searchRecipients, useSendNotification, useSendRoleNotification, type Recipient } from '../api/send-notification';
import { CONSOLE_TEXT as T } from '../messages';

type Importance = 'alta' | 'media' | 'baja';

/**
 * consola/notificaciones (OPERADOR, send:Notification): one notification to chosen users, to
 * every user of a client (found with the destinatarios search) or to every user holding a role in
 * the sender's country.
 */
export default function SendNotificationPage() {
  const { enqueueSnackbar } = useSnackbar();
  const send = useSendNotification();
  const sendRole = useSendRoleNotification();
  const [role, setRole] = useState<RoleId>('EXT_EMPRESA');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [importance, setImportance] = useState<Importance>('media');
  const [kind, setKind] = useState<'usuarios' | 'empresas' | 'rol'>('usuarios');
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Recipient[] | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [recipients, setRecipients] = useState<Map<string, string>>(new Map());
  const [touched, setTouched] = useState(false);

  const add = (entries: [string, string][]) =>
    setRecipients((m) => {
      const next = new Map(m);
      for (const [id, label] of entries) next.set(id, label);
      return next;
    });
  const search = async () => {
    if (kind === 'rol') return;
    setSearchError(null);
    try {
      setFound(await searchRecipients(kind, q));
    } catch (e) {
      setFound(null);
      setSearchError(errorMessage(e));
    }
  };
  const pick = async (r: Recipient) => {
    if (kind === 'usuarios') return add([[r.id, r.name]]);
    try {
      add((await clientUsers(r.id)).map((u) => [u.id, u.email] as [string, string]));
    } catch (e) {
      setSearchError(errorMessage(e));
    }
  };
  const byRole = kind === 'rol';
  const missing = !title.trim() || !body.trim() || (!byRole && recipients.size === 0);
  const sent = {
    onSuccess: (r: { created: number }) => {
      enqueueSnackbar(T.notificationSent(r.created), { variant: 'success' });
      setTitle('');
      setBody('');
      setRecipients(new Map());
      setTouched(false);
    },
  };

  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (missing) return;
        const message = { title: title.trim(), body: body.trim(), importance };
        if (byRole) sendRole.mutate({ ...message, role }, sent);
        else send.mutate({ ...message, userIds: [...recipients.keys()] }, sent);
      }}
    >
      <Typography variant="h1">{T.notifyTitle}</Typography>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          <TextInput
            label={T.notifyTitleField}
            value={title}
            required
            fullWidth
            onChange={(e) => setTitle(e.target.value)}
            error={touched && !title.trim()}
            helperText={touched && !title.trim() ? T.required : undefined}
            htmlInput={{ maxLength: 200 }}
          />
          <TextInput
            label={T.notifyBody}
            value={body}
            required
            fullWidth
            onChange={(e) => setBody(e.target.value)}
            error={touched && !body.trim()}
            helperText={touched && !body.trim() ? T.required : undefined}
            htmlInput={{ maxLength: 2000 }}
          />
          <FormControl sx={{ maxWidth: 240 }}>
            <InputLabel id="notify-importance">{T.importance}</InputLabel>
            <Select
              labelId="notify-importance"
              label={T.importance}
              value={importance}
              onChange={(e) => setImportance(e.target.value as Importance)}
            >
              <MenuItem value="alta">{T.importanceHigh}</MenuItem>
              <MenuItem value="media">{T.importanceMedium}</MenuItem>
              <MenuItem value="baja">{T.importanceLow}</MenuItem>
            </Select>
          </FormControl>
        </Stack>
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="h2">{T.recipients}</Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={kind}
            onChange={(_, v) => v && (setKind(v), setFound(null))}
            aria-label={T.recipientKind}
          >
            <ToggleButton value="usuarios">{T.byUser}</ToggleButton>
            <ToggleButton value="empresas">{T.byClient}</ToggleButton>
            <ToggleButton value="rol">{T.byRole}</ToggleButton>
          </ToggleButtonGroup>
          {byRole ? (
            <>
              <FormControl sx={{ maxWidth: 360 }}>
                <InputLabel id="notify-role">{T.role}</InputLabel>
                <Select labelId="notify-role" label={T.role} value={role} onChange={(e) => setRole(e.target.value as RoleId)}>
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
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextInput
                  label={kind === 'usuarios' ? T.searchUser : T.searchClient}
                  value={q}
                  fullWidth
                  onChange={(e) => setQ(e.target.value)}
                  htmlInput={{ maxLength: 100, type: 'search', onKeyDown: (e) => e.key === 'Enter' && (e.preventDefault(), void search()) }}
                />
                <Button variant="outlined" onClick={() => void search()}>
                  {T.search}
                </Button>
              </Stack>
              {searchError && <Alert severity="error">{searchError}</Alert>}
              {found && (
                <List dense aria-label={T.results}>
                  {found.length === 0 && <ListItem>{T.noResults}</ListItem>}
                  {found.map((r) => (
                    <ListItem
                      key={r.id}
                      secondaryAction={
                        <Button size="small" onClick={() => void pick(r)} aria-label={T.addRecipient(r.name)}>
                          {T.add}
                        </Button>
                      }
                    >
                      <ListItemText primary={r.name} secondary={r.detail} />
                    </ListItem>
                  ))}
                </List>
              )}
              <Typography role="status">{T.recipientCount(recipients.size)}</Typography>
              {touched && recipients.size === 0 && <Alert severity="warning">{T.noRecipients}</Alert>}
              <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                {[...recipients].map(([id, label]) => (
                  <Chip
                    key={id}
                    label={label}
                    onDelete={() =>
                      setRecipients((m) => {
                        const next = new Map(m);
                        next.delete(id);
                        return next;
                      })
                    }
                  />
                ))}
              </Stack>
            </>
          )}
        </Stack>
      </Paper>
      <Button type="submit" variant="contained" disabled={send.isPending || sendRole.isPending} sx={{ alignSelf: 'flex-start' }}>
        {T.send}
      </Button>
    </Stack>
  );
}
