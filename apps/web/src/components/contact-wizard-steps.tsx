import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { ChangeEvent } from 'react';
import { WIZARD_MSG } from '@vitrina/domain/companies/companies.messages';
import { TextInput } from './text-input';

export type ContactFields = 'email' | 'emailConfirmation' | 'nombre' | 'apellidos' | 'dni';

/** The body of one step of the create-contact wizard: the target, the e-mails, the names, the summary, the sending. */
export function ContactWizardStep({
  step,
  values,
  errors,
  set,
  targetLabel,
  roleName,
  phase,
}: {
  step: number;
  values: Record<ContactFields, string>;
  errors: Partial<Record<ContactFields, string>>;
  set: (f: ContactFields) => (e: ChangeEvent<HTMLInputElement>) => void;
  targetLabel: string;
  roleName: string;
  phase: 'sending' | 'done';
}) {
  return (
    <>
      {step === 0 && (
        <Stack spacing={1}>
          <Typography>
            <strong>{WIZARD_MSG.target}:</strong> {targetLabel}
          </Typography>
          <Typography>
            <strong>{WIZARD_MSG.role}:</strong> {roleName}
          </Typography>
        </Stack>
      )}
      {step === 1 && (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextInput
            label={WIZARD_MSG.email}
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={set('email')}
            error={!!errors.email}
            helperText={errors.email}
            fullWidth
            required
          />
          <TextInput
            label={WIZARD_MSG.emailConfirmation}
            type="email"
            autoComplete="off"
            value={values.emailConfirmation}
            onChange={set('emailConfirmation')}
            error={!!errors.emailConfirmation}
            helperText={errors.emailConfirmation}
            fullWidth
            required
            htmlInput={{ onPaste: (e) => e.preventDefault() }}
          />
        </Stack>
      )}
      {step === 2 && (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextInput
            label={WIZARD_MSG.nombre}
            value={values.nombre}
            onChange={set('nombre')}
            error={!!errors.nombre}
            helperText={errors.nombre}
            fullWidth
            required
          />
          <TextInput
            label={WIZARD_MSG.apellidos}
            value={values.apellidos}
            onChange={set('apellidos')}
            error={!!errors.apellidos}
            helperText={errors.apellidos}
            fullWidth
            required
          />
          <TextInput label={WIZARD_MSG.dni} value={values.dni} onChange={set('dni')} fullWidth />
        </Stack>
      )}
      {step === 3 && (
        <Stack spacing={1} component="dl" sx={{ m: 0 }}>
          {[
            [WIZARD_MSG.target, targetLabel],
            [WIZARD_MSG.role, roleName],
            [WIZARD_MSG.email, values.email.trim().toLowerCase()],
            [WIZARD_MSG.nombre, values.nombre],
            [WIZARD_MSG.apellidos, values.apellidos],
          ].map(([k, v]) => (
            <Box key={k}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {k}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {v}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      {step === 4 && (
        <Box role="status" sx={{ textAlign: 'center', py: 3 }}>
          {phase === 'sending' ? <CircularProgress aria-hidden /> : <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />}
          <Typography sx={{ mt: 2 }}>{phase === 'sending' ? WIZARD_MSG.sending : WIZARD_MSG.created}</Typography>
        </Box>
      )}
    </>
  );
}
