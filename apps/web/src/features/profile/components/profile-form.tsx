import { useMemo } from 'react';
import { useSnackbar } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SessionUser } from '@vitrina/domain/auth/auth.schema';
import { PHONE_EXAMPLES } from '@vitrina/domain/countries/phone';
import { PROFILE_MSG } from '@vitrina/domain/profile/messages';
import { profileFormSchema, type ProfileForm as ProfileFormValues } from '@vitrina/domain/profile/profile.schema';
import { TextInput } from '../../../components/text-input';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_TEXT } from '../messages';

/** A field shown but not editable. */
const LOCKED = { readOnly: true, 'aria-readonly': true } as const;
const NAME_FIELDS = [
  ['first_name', PROFILE_TEXT.firstName, 'given-name'],
  ['last_name', PROFILE_TEXT.lastName, 'family-name'],
] as const;

/**
 * 'Mis datos': names and phone of the user's country; the email is shown but
 * cannot change; 'Guardar' is disabled until something changed; corporate users only read.
 */
export function ProfileForm({ user, onSaved }: { user: SessionUser; onSaved?: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useUpdateProfile();
  const schema = useMemo(() => profileFormSchema(user.countryId), [user.countryId]);
  const defaults = { first_name: user.nombres, last_name: user.apellidos, phone: user.phone ?? '' };
  const form = useZodForm(schema, { defaultValues: defaults });
  const { handleSubmit, reset } = form;
  const { isDirty } = form.formState;
  const phone = form.field('phone');
  const readOnly = user.corporativo;
  const userInput = readOnly ? LOCKED : undefined;

  async function submit(values: ProfileFormValues) {
    try {
      const saved = await save.mutateAsync({ id: user.id, ...values });
      reset({ first_name: saved.first_name, last_name: saved.last_name, phone: saved.phone ?? '' });
      enqueueSnackbar(PROFILE_MSG.updated, { variant: 'success' });
      onSaved?.();
    } catch {
      // the failure is toasted where every mutation's is (lib/mutation-errors.ts)
    }
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(submit)} sx={{ maxWidth: 560 }}>
      <Stack spacing={2.5}>
        {readOnly && (
          <Alert severity="info">
            {PROFILE_MSG.corporateCannotEdit}. {PROFILE_TEXT.corporateInfo}
          </Alert>
        )}
        <TextInput label={PROFILE_TEXT.email} value={user.email} fullWidth htmlInput={LOCKED} helperText={PROFILE_MSG.emailNotEditable} />
        {NAME_FIELDS.map(([name, label, autoComplete]) => (
          <TextInput key={name} {...form.field(name)} label={label} autoComplete={autoComplete} required fullWidth htmlInput={userInput} />
        ))}
        <TextInput
          {...phone}
          label={PROFILE_TEXT.phone}
          type="tel"
          autoComplete="tel"
          required
          fullWidth
          htmlInput={userInput}
          helperText={phone.helperText ?? `Ej.: ${PHONE_EXAMPLES[user.countryId]}`}
        />
        <TextInput label={PROFILE_TEXT.position} value={user.position ?? PROFILE_TEXT.noPosition} fullWidth htmlInput={LOCKED} />
        {!readOnly && (
          <Stack direction="row" spacing={1.5}>
            <Button type="submit" variant="contained" disabled={!isDirty || save.isPending}>
              {save.isPending ? PROFILE_TEXT.saving : PROFILE_TEXT.save}
            </Button>
            <Button type="button" disabled={!isDirty || save.isPending} onClick={() => reset(defaults)}>
              {PROFILE_TEXT.cancel}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
