import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { HELP_MSG, HELP_REQUEST_AREAS, HELP_REQUEST_TYPES, TICKET_LIMITS } from '@vitrina/domain/help/help.rules';
import type { HelpRequestInput } from '@vitrina/domain/help/help.schema';
import { useHomePath } from '../../../lib/session';
import { useCreateHelpRequest } from '../api/create-help-request';
import { FilePicker } from '../components/file-picker';
import { HELP_TEXT as T } from '../messages';

/** mis-solicitudes/crear-solicitud-ayuda: the help-request form; it creates a ticket and shows the created screen only once the server accepted it. */
export default function HelpRequestPage() {
  const base = useHomePath();
  const navigate = useNavigate();
  const create = useCreateHelpRequest();
  const [area, setArea] = useState('');
  const [tipo, setTipo] = useState('');
  const [descripcion, setDescripcion] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const missing = !area || !tipo || !descripcion.trim();
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {T.helpRequest.title}
      </Typography>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        sx={{ p: { xs: 2, sm: 3 } }}
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (missing) return;
          create.mutate(
            { input: { area, tipo, descripcion: descripcion.trim() } as HelpRequestInput, files },
            { onSuccess: (r) => navigate(`${base}/mis-solicitudes/solicitud-creada`, { state: { ticket: r.data.id } }) },
          );
        }}
      >
        <Stack spacing={2}>
          <TextField
            select
            required
            label={T.helpRequest.area}
            value={area}
            onChange={(e) => setArea(e.target.value)}
            error={tried && !area}
            helperText={tried && !area ? HELP_MSG.mandatory : undefined}
          >
            {HELP_REQUEST_AREAS.map((a) => (
              <MenuItem key={a} value={a}>
                {a}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            required
            label={T.helpRequest.tipo}
            value={tipo}
            onChange={(e) => setTipo(e.target.value)}
            error={tried && !tipo}
            helperText={tried && !tipo ? HELP_MSG.mandatory : undefined}
          >
            {HELP_REQUEST_TYPES.map((a) => (
              <MenuItem key={a} value={a}>
                {a}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            multiline
            minRows={4}
            label={T.helpRequest.description}
            value={descripcion}
            onChange={(e) => setDescripcion(e.target.value.slice(0, TICKET_LIMITS.description))}
            error={tried && !descripcion.trim()}
            helperText={tried && !descripcion.trim() ? HELP_MSG.mandatory : `${descripcion.length}/${TICKET_LIMITS.description}`}
          />
          <FilePicker label={T.helpRequest.evidence} files={files} onChange={setFiles} max={1} disabled={create.isPending} />
          {tried && missing && <Alert severity="error">{HELP_MSG.missingFields}</Alert>}
          <Box>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {T.helpRequest.submit}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
