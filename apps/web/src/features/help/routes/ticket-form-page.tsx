import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CLIMATIZACION_SUBTYPES,
  HELP_MSG,
  TICKET_AREAS,
  TICKET_LIMITS,
  TICKET_REDIRECT_SECONDS,
  needsSubtype,
  requestsOf,
} from '@vitrina/domain/help/help.rules';
import { ticketFormSchema, type TicketForm } from '@vitrina/domain/help/help.schema';
import { isApiError } from '../../../lib/api-client';
import { updateSessionUser, useHomePath, useSession } from '../../../lib/session';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateTicket } from '../api/create-ticket';
import { useStores } from '../api/get-stores';
import { FilePicker, filesProblem } from '../components/file-picker';
import { HelpFormShell } from '../components/help-form-shell';
import { RequiredSelect } from '../components/required-select';
import { TicketCreatedDialog } from '../components/ticket-created-dialog';
import { HELP_TEXT as T } from '../messages';
import { MINE_STATE } from './help-center-page';

type Choice = 'edificio' | 'local_id' | 'area' | 'request' | 'subtype';

/** centro-de-ayuda/contacto, 'Crear solicitud'. */
export default function TicketFormPage() {
  const { user } = useSession();
  const base = useHomePath();
  const navigate = useNavigate();
  const stores = useStores();
  const create = useCreateTicket();
  const form = useZodForm(ticketFormSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      edificio: '',
      local_id: '',
      area: '',
      request: '',
      subtype: '',
      impide: 'no_impide_atender_clientes',
      description: '',
      phone: user?.phone ?? '',
    },
  });
  const v = form.watch();
  const { errors, isSubmitted } = form.formState;
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<number | null>(null);

  const buildings = useMemo(() => stores.data ?? [], [stores.data]);
  const spaces = buildings.find((b) => b.id === v.edificio)?.spaces ?? [];
  const { setValue } = form;
  useEffect(() => {
    if (buildings.length === 1 && !v.edificio) setValue('edificio', buildings[0]!.id);
  }, [buildings, v.edificio, setValue]);

  // a choice changed: the ones that depend on it are chosen again
  const choose = (name: Choice, value: string, clears: Choice[] = []) => {
    for (const c of clears) setValue(c, '');
    setValue(name, value, { shouldValidate: isSubmitted });
  };
  const missing = (name: Choice | 'description') => errors[name]?.message === HELP_MSG.required;
  // what was typed past the limit stays, in error, and the form is not sent until it fits
  const tooLong = v.description.length > TICKET_LIMITS.description;

  const goMine = (ticket?: number) =>
    navigate(`${base}/centro-de-ayuda${ticket ? `?ticket=${ticket}` : ''}`, { state: MINE_STATE, replace: true });
  // the move to 'Mis solicitudes' 5 seconds after the success
  useEffect(() => {
    if (!created) return;
    const t = setTimeout(() => goMine(), TICKET_REDIRECT_SECONDS * 1000);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [created]);

  const send = (ticket: TicketForm) => {
    if (filesProblem(files)) return;
    const phone = ticket.phone.trim();
    create.mutate(
      {
        ticket: {
          ...ticket,
          subtype: needsSubtype(ticket.request) ? ticket.subtype : null,
          description: ticket.description.trim(),
          phone: phone || null,
        },
        files,
      },
      {
        onSuccess: (r) => {
          if (phone && phone !== user?.phone) updateSessionUser({ phone });
          setCreated(r.data.id);
        },
        onError: (e) => setFailure(isApiError(e) && e.status >= 400 && e.status < 500 && e.message ? e.message : ''),
      },
    );
  };
  const submit = () => {
    setFailure(null);
    void form.handleSubmit(send)();
  };

  return (
    <HelpFormShell title={T.form.title} maxWidth={760} onSubmit={submit} after={<TicketCreatedDialog created={created} onGo={goMine} />}>
      <Stack spacing={2}>
        <Alert severity="info">{HELP_MSG.contractNotice}</Alert>
        {stores.isSuccess && !buildings.length && <Alert severity="warning">{T.form.noStores}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <RequiredSelect
            label={T.form.building}
            value={v.edificio}
            onChange={(x) => choose('edificio', x, ['local_id'])}
            missing={missing('edificio')}
            options={buildings.map((b) => ({ value: b.id, label: b.name }))}
          />
          <RequiredSelect
            label={T.form.store}
            value={v.local_id}
            onChange={(x) => choose('local_id', x)}
            disabled={!v.edificio}
            missing={missing('local_id')}
            options={spaces.map((s) => ({ value: s.space_id, label: `${s.space_num} · ${s.brand_name}` }))}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <RequiredSelect
            label={T.form.area}
            value={v.area}
            onChange={(x) => choose('area', x, ['request', 'subtype'])}
            missing={missing('area')}
            options={TICKET_AREAS.map((a) => ({ value: a.area, label: a.area }))}
          />
          <RequiredSelect
            label={T.form.request}
            value={v.request}
            onChange={(x) => choose('request', x, ['subtype'])}
            disabled={!v.area}
            missing={missing('request')}
            options={requestsOf(v.area).map((r) => ({ value: r, label: r }))}
          />
        </Stack>
        {needsSubtype(v.request) && (
          <RequiredSelect
            label={T.form.subtype}
            value={v.subtype}
            onChange={(x) => choose('subtype', x)}
            missing={missing('subtype')}
            options={CLIMATIZACION_SUBTYPES.map((s) => ({ value: s, label: s }))}
          />
        )}
        <FormControl>
          <FormLabel id="impide-label">{T.form.impide}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="impide-label"
            value={v.impide}
            onChange={(e) => setValue('impide', e.target.value as TicketForm['impide'])}
          >
            <FormControlLabel value="si_impide_atender_clientes" control={<Radio />} label={T.form.yes} />
            <FormControlLabel value="no_impide_atender_clientes" control={<Radio />} label={T.form.no} />
          </RadioGroup>
        </FormControl>
        <TextField
          label={T.form.description}
          required
          multiline
          minRows={4}
          value={v.description}
          onChange={(e) => setValue('description', e.target.value, { shouldValidate: isSubmitted })}
          error={missing('description') || tooLong}
          helperText={missing('description') ? HELP_MSG.required : `${v.description.length}/${TICKET_LIMITS.description}`}
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
            value={v.phone}
            onChange={(e) => setValue('phone', e.target.value)}
            slotProps={{ htmlInput: { maxLength: TICKET_LIMITS.phone, inputMode: 'tel' } }}
          />
        </Stack>
        {isSubmitted && (['edificio', 'local_id', 'area', 'request', 'subtype', 'description'] as const).some(missing) && (
          <Alert severity="error">{HELP_MSG.missingFields}</Alert>
        )}
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
