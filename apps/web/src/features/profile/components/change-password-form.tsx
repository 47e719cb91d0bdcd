import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useSnackbar } from '../../../lib/toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { newPasswordFormState } from '@vitrina/domain/auth/password';
import { MSG } from '@vitrina/domain/common/messages';
import { changePasswordRequestSchema } from '@vitrina/domain/profile/profile.schema';
import { NewPasswordFields, newPasswordShape, newPasswordsMatch } from '../../../components/new-password-fields';
import { PasswordField } from '../../../components/password-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useChangePassword } from '../api/change-password';
import { PROFILE_TEXT } from '../messages';

const schema = z
  .object({ current_password: changePasswordRequestSchema.shape.current_password, ...newPasswordShape })
  .refine(...newPasswordsMatch);
type Values = z.infer<typeof schema>;
const EMPTY: Values = { current_password: '', password: '', confirmation: '' };

/** 'Seguridad': current password, then a new one with the live rules of the set-password page. */
export function ChangePasswordForm() {
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangePassword();
  // checked on 'Cambiar contraseña', then again on every change
  const form = useZodForm(schema, { defaultValues: EMPTY, mode: 'onSubmit' });
  const { register, handleSubmit, control, reset } = form;
  const [current, password, confirmation] = useWatch({ control, name: ['current_password', 'password', 'confirmation'] });
  const rules = newPasswordFormState(password ?? '', confirmation ?? '');
  const canSubmit = !!current && rules.canSubmit && !change.isPending;

  async function submit(v: Values) {
    try {
      await change.mutateAsync({ current_password: v.current_password, password: v.password });
      enqueueSnackbar(MSG.passwordUpdated, { variant: 'success' });
      reset(EMPTY);
    } catch (e) {
      const status = isApiError(e) ? e.status : 0;
      if (status === 422) enqueueSnackbar(MSG.passwordReused, { variant: 'error' });
      else if (status === 400 || status === 429) enqueueSnackbar(errorMessage(e), { variant: 'error' });
      else enqueueSnackbar(MSG.passwordUnexpected, { variant: 'error' });
    }
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-labelledby="change-password-title" sx={{ maxWidth: 480 }}>
      <Typography id="change-password-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {PROFILE_TEXT.changePasswordTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {PROFILE_TEXT.changePasswordIntro}
      </Typography>
      <Stack spacing={2}>
        <PasswordField
          {...form.field('current_password')}
          label={PROFILE_TEXT.currentPassword}
          autoComplete="current-password"
          required
          fullWidth
        />
        <NewPasswordFields
          password={register('password')}
          confirmation={register('confirmation')}
          values={{ password: password ?? '', confirmation: confirmation ?? '' }}
          passwordLabel={PROFILE_TEXT.newPassword}
          confirmationLabel={PROFILE_TEXT.confirmPassword}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={!canSubmit}>
            {change.isPending ? MSG.sending : PROFILE_TEXT.changePassword}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
