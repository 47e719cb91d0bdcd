import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import {
  CLIMATIZACION_SUBTYPES,
  HELP_MSG,
  TICKET_AREAS,
  TICKET_LIMITS,
  TICKET_REDIRECT_SECONDS,
  needsSubtype,
  requestsOf,
} from '@vitrina/domain/help/help.rules';
import { isApiError } from '../../../lib/api-client';
import { updateSessionUser, useHomePath, useSession } from '../../../lib/session';
import { useCreateTicket } from '../api/create-ticket';
import { useStores } from '../api/get-stores';
import { FilePicker, filesProblem } from '../components/file-picker';
import { HelpFormShell } from '../components/help-form-shell';
import { RequiredSelect } from '../components/required-select';
import { TicketCreatedDialog } from '../components/ticket-created-dialog';
import { HELP_TEXT as T } from '../messages';
import { MINE_STATE } from './help-center-page';

type Field = 'edificio' | 'local_id' | 'area' | 'request' | 'subtype' | 'description';

/** centro-de-ayuda/contacto, 'Crear solicitud'. */
export default function TicketFormPage() {
  const { user } = useSession();
  const base = useHomePath();
  const navigate = useNavigate();
  const stores = useStores();
  const create = useCreateTicket();
  const [edificio, setEdificio] = useState('');
  const [localId, setLocalId] = useState('');
  const [area, setArea] = useState('');
  const [request, setRequest] = useState('');
  const [subtype, setSubtype] = useState('');
  const [impide, setImpide] = useState<'si_impide_atender_clientes' | 'no_impide_atender_clientes'>('no_impide_atender_clientes');
  const [description, setDescription] = useState('');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<number | null>(null);

  const buildings = useMemo(() => stores.data ?? [], [stores.data]);
  const spaces = buildings.find((b) => b.id === edificio)?.spaces ?? [];
  useEffect(() => {
    if (buildings.length === 1 && !edificio) setEdificio(buildings[0]!.id);
  }, [buildings, edificio]);

  const missing = useMemo(() => {
    const m = new Set<Field>();
    if (!edificio) m.add('edificio');
    if (!localId) m.add('local_id');
    if (!area) m.add('area');
    if (!request) m.add('request');
    if (needsSubtype(request) && !subtype) m.add('subtype');
    if (!description.trim()) m.add('description');
    return m;
  }, [edificio, localId, area, request, subtype, description]);
  const err = (f: Field) => tried && missing.has(f);
  // what was typed past the limit stays, in error, and the form is not sent until it fits
  const tooLong = description.length > TICKET_LIMITS.description;

  const goMine = (ticket?: number) =>
    navigate(`${base}/centro-de-ayuda${ticket ? `?ticket=${ticket}` : ''}`, { state: MINE_STATE, replace: true });
  // the move to 'Mis solicitudes' 5 seconds after the success
  useEffect(() => {
    if (!created) return;
    const t = setTimeout(() => goMine(), TICKET_REDIRECT_SECONDS * 1000);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [created]);

  const submit = () => {
    setTried(true);
    setFailure(null);
    if (missing.size || tooLong || filesProblem(files)) return;
    create.mutate(
      {
        ticket: {
          edificio,
          local_id: localId,
          area,
          request,
          subtype: needsSubtype(request) ? subtype : null,
          impide,
          description: description.trim(),
          phone: phone.trim() || null,
        },
        files,
      },
      {
        onSuccess: (r) => {
          if (phone.trim() && phone.trim() !== user?.phone) updateSessionUser({ phone: phone.trim() });
          setCreated(r.data.id);
        },
        onError: (e) => setFailure(isApiError(e) && e.status >= 400 && e.status < 500 && e.message ? e.message : ''),
      },
    );
  };

  return (
    <HelpFormShell title={T.form.title} maxWidth={760} onSubmit={submit} after={<TicketCreatedDialog created={created} onGo={goMine} />}>
      <Stack spacing={2}>
        <Alert severity="info">{HELP_MSG.contractNotice}</Alert>
        {stores.isSuccess && !buildings.length && <Alert severity="warning">{T.form.noStores}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <RequiredSelect
            label={T.form.building}
            value={edificio}
            onChange={(v) => {
              setEdificio(v);
              setLocalId('');
            }}
            missing={err('edificio')}
            options={buildings.map((b) => ({ value: b.id, label: b.name }))}
          />
          <RequiredSelect
            label={T.form.store}
            value={localId}
            onChange={setLocalId}
            disabled={!edificio}
            missing={err('local_id')}
            options={spaces.map((s) => ({ value: s.space_id, label: `${s.space_num} · ${s.brand_name}` }))}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <RequiredSelect
            label={T.form.area}
            value={area}
            onChange={(v) => {
              setArea(v);
              setRequest('');
              setSubtype('');
            }}
            missing={err('area')}
            options={TICKET_AREAS.map((a) => ({ value: a.area, label: a.area }))}
          />
          <RequiredSelect
            label={T.form.request}
            value={request}
            onChange={(v) => {
              setRequest(v);
              setSubtype('');
            }}
            disabled={!area}
            missing={err('request')}
            options={requestsOf(area).map((r) => ({ value: r, label: r }))}
          />
        </Stack>
        {needsSubtype(request) && (
          <RequiredSelect
            label={T.form.subtype}
            value={subtype}
            onChange={setSubtype}
            missing={err('subtype')}
            options={CLIMATIZACION_SUBTYPES.map((s) => ({ value: s, label: s }))}
          />
        )}
        <FormControl>
          <FormLabel id="impide-label">{T.form.impide}</FormLabel>
          <RadioGroup row aria-labelledby="impide-label" value={impide} onChange={(e) => setImpide(e.target.value as typeof impide)}>
            <FormControlLabel value="si_impide_atender_clientes" control={<Radio />} label={T.form.yes} />
            <FormControlLabel value="no_impide_atender_clientes" control={<Radio />} label={T.form.no} />
          </RadioGroup>
        </FormControl>
        <TextField
          label={T.form.description}
          required
          multiline
          minRows={4}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={err('description') || tooLong}
          helperText={err('description') ? HELP_MSG.required : `${description.length}/${TICKET_LIMITS.description}`}
        />
        <FilePicker label={T.form.files} files={files} onChange={setFiles} disabled={create.isPending} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            fullWidth
            label={T.form.name}
            value={`${user?.nombres ?? ''} ${user?.apellidos ?? ''}`.trim()}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <TextField fullWidth label={T.form.email} value={user?.email ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
          <TextField
            fullWidth
            label={T.form.phone}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            slotProps={{ htmlInput: { maxLength: TICKET_LIMITS.phone, inputMode: 'tel' } }}
          />
        </Stack>
        {tried && missing.size > 0 && <Alert severity="error">{HELP_MSG.missingFields}</Alert>}
        {failure !== null && (
          <Alert severity="error">
            {HELP_MSG.createFailed}
            {failure ? `: ${failure}` : ''}
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate(`${base}/centro-de-ayuda`)}>{T.form.cancel}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {T.form.submit}
          </Button>
        </Stack>
      </Stack>
    </HelpFormShell>
  );
}
