import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import Stack from '@mui/material/Stack';
import { newPasswordFormState, passwordHelperText } from '@vitrina/domain/auth/password';
import { MSG } from '@vitrina/domain/common/messages';
import { setPasswordRequestSchema } from '@vitrina/domain/auth/auth.schema';
import { muiRegister } from '../lib/form';
import { PasswordField } from './password-field';

/** Fields of a form with a new password and its confirmation: spread into z.object(). */
export const newPasswordShape = { password: setPasswordRequestSchema.shape.password, confirmation: z.string() };
/** The confirmation rule, for .refine(...newPasswordsMatch). */
export const newPasswordsMatch: [(v: { password: string; confirmation: string }) => boolean, { path: string[]; message: string }] = [
  (v) => v.password === v.confirmation,
  { path: ['confirmation'], message: MSG.passwordsMustMatch },
];

interface Props {
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  /** the watched values, for the live rules */
  values: { password: string; confirmation: string };
  passwordLabel: string;
  confirmationLabel: string;
}

/**
 * The new password and its confirmation with the live rules of the new-password rule: the helper texts
 * 'Debe contener al menos 8 caracteres…' and 'Ambas contraseñas deben coincidir' turn red while
 * a rule fails, and pasting into the confirmation is blocked. Set-password page and profile.
 */
export function NewPasswordFields({ password, confirmation, values, passwordLabel, confirmationLabel }: Props) {
  const rules = newPasswordFormState(values.password, values.confirmation);
  return (
    <Stack spacing={2}>
      <PasswordField
        {...muiRegister(password)}
        label={passwordLabel}
        autoComplete="new-password"
        required
        fullWidth
        error={!!values.password && !rules.valid}
        helperText={passwordHelperText}
      />
      <PasswordField
        {...muiRegister(confirmation)}
        toggle={false}
        label={confirmationLabel}
        autoComplete="new-password"
        required
        fullWidth
        error={!!values.confirmation && !rules.matches}
        helperText={MSG.passwordsMustMatch}
        htmlInput={{ onPaste: (e) => e.preventDefault() }}
      />
    </Stack>
  );
}
