import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Preferences } from '@vitrina/domain/profile/profile.schema';
import { usePreferences, useUpdatePreferences } from '../api/preferences';
import { QueryRetryAlert } from '../../../components/load-state';

const OPTIONS: { key: keyof Preferences; label: string; help: string }[] = [
  {
    key: 'recordatorios_corte',
    label: 'Recordatorios de corte',
    help: 'Aviso en la campana y por correo antes del día de corte si quedan días del mes anterior por declarar.',
  },
  {
    key: 'comprobantes_por_correo',
    label: 'Comprobantes por correo',
    help: 'Recibe por correo el comprobante en PDF de cada declaración aceptada.',
  },
];

/** 'Preferencias de avisos': cut-off reminders and receipts by e-mail. */
export function ProfilePreferences() {
  const prefs = usePreferences();
  const update = useUpdatePreferences();
  return (
    <Box component="section" aria-labelledby="profile-preferences-title" sx={{ mb: 3 }}>
      <Typography id="profile-preferences-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Preferencias de avisos
      </Typography>
      {prefs.isPending && <Skeleton variant="rounded" height={96} />}
      <QueryRetryAlert query={prefs} small text="No se pudieron cargar tus preferencias" retryLabel="Reintentar" />
      {prefs.data && (
        <FormGroup>
          {OPTIONS.map((o) => (
            <Box key={o.key} sx={{ mb: 1 }}>
              <FormControlLabel
                control={
                  <Switch
                    checked={prefs.data[o.key]}
                    disabled={update.isPending}
                    onChange={(e) => update.mutate({ [o.key]: e.target.checked })}
                    slotProps={{ input: { 'aria-describedby': `pref-${o.key}-help` } }}
                  />
                }
                label={o.label}
              />
              <FormHelperText id={`pref-${o.key}-help`} sx={{ mt: 0 }}>
                {o.help}
              </FormHelperText>
            </Box>
          ))}
        </FormGroup>
      )}
    </Box>
  );
}
