import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { HELP_MSG, HELP_REQUEST_AREAS, HELP_REQUEST_TYPES, TICKET_LIMITS } from '@vitrina/domain/help/help.rules';
import { helpRequestFormSchema, type HelpRequestInput } from '@vitrina/domain/help/help.schema';
import { useHomePath } from '../../../lib/session';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateHelpRequest } from '../api/create-help-request';
import { FilePicker } from '../components/file-picker';
import { HelpFormShell } from '../components/help-form-shell';
import { RequiredSelect } from '../components/required-select';
import { HELP_TEXT as T } from '../messages';

/** mis-solicitudes/crear-solicitud-ayuda: the help-request form; it creates a ticket and shows the created screen only once the server accepted it. */
export default function HelpRequestPage() {
  const base = useHomePath();
  const navigate = useNavigate();
  const create = useCreateHelpRequest();
  const form = useZodForm(helpRequestFormSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { area: '', tipo: '', descripcion: '' },
  });
  const v = form.watch();
  const { errors, isSubmitted } = form.formState;
  const set = (name: 'area' | 'tipo' | 'descripcion', value: string) => form.setValue(name, value, { shouldValidate: isSubmitted });
  const [files, setFiles] = useState<File[]>([]);
  const submit = form.handleSubmit(({ area, tipo, descripcion }) =>
    create.mutate(
      { input: { area, tipo, descripcion: descripcion.trim() } as HelpRequestInput, files },
      { onSuccess: (r) => navigate(`${base}/mis-solicitudes/solicitud-creada`, { state: { ticket: r.data.id } }) },
    ),
  );
  return (
    <HelpFormShell title={T.helpRequest.title} maxWidth={640} onSubmit={() => void submit()}>
      <Stack spacing={2}>
        <RequiredSelect
          narrow
          label={T.helpRequest.area}
          value={v.area}
          onChange={(x) => set('area', x)}
          missing={!!errors.area}
          message={HELP_MSG.mandatory}
          options={HELP_REQUEST_AREAS.map((a) => ({ value: a, label: a }))}
        />
        <RequiredSelect
          narrow
          label={T.helpRequest.tipo}
          value={v.tipo}
          onChange={(x) => set('tipo', x)}
          missing={!!errors.tipo}
          message={HELP_MSG.mandatory}
          options={HELP_REQUEST_TYPES.map((a) => ({ value: a, label: a }))}
        />
        <TextField
          required
          multiline
          minRows={4}
          label={T.helpRequest.description}
          value={v.descripcion}
          onChange={(e) => set('descripcion', e.target.value.slice(0, TICKET_LIMITS.description))}
          error={!!errors.descripcion}
          helperText={errors.descripcion?.message ?? `${v.descripcion.length}/${TICKET_LIMITS.description}`}
        />
        <FilePicker label={T.helpRequest.evidence} files={files} onChange={setFiles} max={1} disabled={create.isPending} />
        {isSubmitted && Object.keys(errors).length > 0 && <Alert severity="error">{HELP_MSG.missingFields}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {T.helpRequest.submit}
          </Button>
        </Box>
      </Stack>
    </HelpFormShell>
  );
}
