import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../lib/toast';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { isValidPhone, PHONE_EXAMPLES } from '@vitrina/domain/countries/phone';
import { isValidEmail } from '@vitrina/domain/auth/email';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';
import { lacksRequiredSpace } from '@vitrina/domain/users/users.rules';
import { userFormSchema, type UserAdmin, type UserFormInput, type UserSaveRequest } from '@vitrina/domain/users/users.schema';
import { useZodForm } from '../../../lib/use-zod-form';
import { TextInput } from '../../../components/text-input';
import { isApiError } from '../../../lib/api-client';
import { useUser } from '../api/get-user';
import { useClientSpaces } from '../api/get-client-spaces';
import { usePermissionCategories } from '../../../lib/api/get-permission-categories';
import { searchUserByEmail } from '../api/search-user';
import { useSaveUser } from '../api/save-user';
import { PermissionsSelector } from './permissions-selector';
import { SpacesSelector } from './spaces-selector';

export type UserDialogMode = 'create' | 'edit' | 'view';

interface Props {
  open: boolean;
  mode: UserDialogMode;
  userId?: string;
  clientId: string;
  clientName: string;
  country: CountryId;
  /** permission ids the signed-in user holds in the client: the only ones they may give */
  grantable: number[];
  onClose: () => void;
}

/** The loading skeleton stays at least this long after the dialog opens, then hides. */
export const SKELETON_DELAY_MS = 500;

const EMPTY: Required<UserFormInput> = {
  email: '',
  first_name: '',
  last_name: '',
  phone: '',
  position: '',
  space_ids: [],
  permissions: [],
};
type Fields = 'email' | 'first_name' | 'last_name' | 'phone' | 'position';
const FIELD_LABELS: [Fields, string][] = [
  ['email', USERS_MSG.email],
  ['first_name', USERS_MSG.firstName],
  ['last_name', USERS_MSG.lastName],
  ['phone', USERS_MSG.phone],
  ['position', USERS_MSG.position],
];

/** 'Nuevo Usuario', 'Editar Usuario' and 'Ver Usuario'. */
export function UserDialog(p: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const readOnly = p.mode === 'view';
  const existing = useUser(p.clientId, p.open && p.mode !== 'create' ? p.userId : undefined);
  const spaces = useClientSpaces(p.clientId, p.open);
  const categories = usePermissionCategories(p.open);
  const save = useSaveUser(p.clientId);
  const schema = useMemo(() => userFormSchema(p.country), [p.country]);
  const form = useZodForm(schema, { defaultValues: EMPTY });
  const values = form.watch();
  const [spacesTouched, setSpacesTouched] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [emailProblem, setEmailProblem] = useState<string | null>(null);

  const [settling, setSettling] = useState(true);

  // a fresh form each time the dialog opens; the user's data once loaded
  const { reset } = form;
  useEffect(() => {
    if (!p.open) return;
    reset(EMPTY);
    setSpacesTouched(false);
    setNotice(null);
    setEmailProblem(null);
    setSettling(true);
    const timer = window.setTimeout(() => setSettling(false), SKELETON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [p.open, p.userId, p.mode, reset]);
  // only a fresh copy fills the form: a cached one that is being refetched would be replaced under
  // the editor's hands (resetting what they changed) when the fresh one arrives; the refetch that
  // follows a save is not such a case
  const refetching = existing.isFetching && !save.isPending;
  const loaded: UserAdmin | undefined = p.mode === 'create' || refetching ? undefined : existing.data;
  useEffect(() => {
    if (!loaded) return;
    reset({
      email: loaded.email,
      first_name: loaded.first_name,
      last_name: loaded.last_name,
      phone: loaded.phone ?? '',
      position: loaded.position ?? '',
      space_ids: loaded.assignments.flatMap((a) => (a.type === 'Space' ? [a.space_id] : [])),
      permissions: loaded.permissions,
    });
  }, [loaded, p.open, reset]);

  // only permissions valid for the client's country, and (to give) held by the signed-in user
  const offered = useMemo(() => {
    const mine = new Set(p.grantable);
    const held = new Set(loaded?.permissions ?? []);
    return (categories.data ?? [])
      .map((c) => ({
        ...c,
        permissions: c.permissions.filter((x) => x.countries_ids.includes(p.country) && (readOnly ? held.has(x.id) : mine.has(x.id))),
      }))
      .filter((c) => c.permissions.length > 0);
  }, [categories.data, p.grantable, p.country, readOnly, loaded]);

  // only the spaces the signed-in user sees are shown, counted and sent: the server keeps the user's
  // other spaces (those of brands out of the editor's charge) as they are
  const visibleSpaces = useMemo(() => new Set((spaces.data ?? []).map((s) => s.space_id)), [spaces.data]);
  const shownSpaceIds = values.space_ids.filter((id) => visibleSpaces.has(id));
  // those other spaces stay the user's, so they count for 'Requiere local' (the selector's changes drop them from space_ids)
  const hiddenSpaceIds = useMemo(
    () => (loaded?.assignments ?? []).flatMap((a) => (a.type === 'Space' && !visibleSpaces.has(a.space_id) ? [a.space_id] : [])),
    [loaded, visibleSpaces],
  );

  const fieldOf = (k: Fields) => {
    const f = form.field(k, { controlled: true });
    return k === 'email' && emailProblem ? { ...f, error: true, helperText: emailProblem } : f;
  };
  const needsSpace = lacksRequiredSpace(values.permissions, shownSpaceIds, hiddenSpaceIds);
  // saving before the spaces load would send none and remove the user's visible ones
  const disabled =
    !values.first_name.trim() ||
    !values.email.trim() ||
    !values.phone.trim() ||
    !values.position.trim() ||
    values.permissions.length === 0 ||
    needsSpace ||
    save.isPending ||
    !!emailProblem ||
    !isValidPhone(values.phone, p.country) ||
    !spaces.isSuccess;

  async function prefill() {
    setEmailProblem(null);
    setNotice(null);
    const email = form.getValues('email');
    if (p.mode !== 'create' || !isValidEmail(email)) return;
    try {
      const { data: found } = await searchUserByEmail(p.clientId, email.trim().toLowerCase());
      if (!found.invitable) {
        setEmailProblem(found.reason ?? USERS_MSG.alreadyMember);
        return;
      }
      const user = found.user;
      if (!user) return;
      for (const [k, v] of [
        ['first_name', user.first_name],
        ['last_name', user.last_name],
        ['phone', user.phone ?? ''],
        ['position', user.position ?? ''],
      ] as const)
        form.setValue(k, v);
      setNotice(USERS_MSG.existingUserFound);
    } catch (e) {
      if (isApiError(e) && e.status === 409) setEmailProblem(e.message);
    }
  }

  const submit = form.handleSubmit(
    async ({ space_ids, ...fields }) => {
      if (disabled) return;
      const body: UserSaveRequest = {
        ...(p.mode === 'edit' && p.userId ? { id: p.userId } : {}),
        country_id: p.country.toLowerCase(),
        ...fields,
        assignments: space_ids.filter((id) => visibleSpaces.has(id)).map((space_id) => ({ type: 'Space' as const, space_id })),
      };
      try {
        const res = await save.mutateAsync(body);
        enqueueSnackbar(res.message || (p.mode === 'create' ? USERS_MSG.created : USERS_MSG.updated), { variant: 'success' });
        // saved, but the welcome e-mail could not be sent
        if (res.warning) enqueueSnackbar(res.warning, { variant: 'warning' });
        p.onClose();
      } catch {
        // the failure is toasted where every mutation's is (lib/mutation-errors.ts)
      }
    },
    () => setSpacesTouched(true),
  );

  const title = p.mode === 'create' ? USERS_MSG.newTitle : p.mode === 'edit' ? USERS_MSG.editTitle : USERS_MSG.viewTitle;
  // the skeleton shows while the user loads and, in any case, for the first 500 ms
  const loadingUser = settling || (p.mode !== 'create' && (existing.isPending || refetching));
  return (
    <Dialog open={p.open} onClose={save.isPending ? undefined : p.onClose} fullWidth maxWidth="md" aria-labelledby="user-dialog-title">
      <DialogTitle id="user-dialog-title">
        {title}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {p.clientName}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        {p.mode !== 'create' && existing.isError && <Alert severity="error">{USERS_MSG.dialogLoadError}</Alert>}
        {loadingUser && (
          <Stack spacing={1} aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={56} />
            ))}
          </Stack>
        )}
        {!loadingUser && !(p.mode !== 'create' && existing.isError) && (
          <Stack spacing={3} component="form" noValidate onSubmit={(e) => void submit(e)}>
            {notice && <Alert severity="info">{notice}</Alert>}
            <Grid container spacing={2}>
              {FIELD_LABELS.map(([k, label]) => {
                const f = fieldOf(k);
                return (
                  <Grid key={k} size={{ xs: 12, sm: k === 'email' ? 12 : 6 }}>
                    <TextInput
                      {...f}
                      label={label}
                      fullWidth
                      type={k === 'email' ? 'email' : k === 'phone' ? 'tel' : 'text'}
                      autoComplete="off"
                      required={k !== 'last_name'}
                      disabled={readOnly || (k === 'email' && p.mode !== 'create')}
                      onChange={(e) => {
                        void f.onChange(e);
                        if (k === 'email') {
                          setEmailProblem(null);
                          setNotice(null);
                        }
                      }}
                      onBlur={(e) => {
                        void f.onBlur(e);
                        if (k === 'email') void prefill();
                      }}
                      htmlInput={k === 'phone' ? { placeholder: PHONE_EXAMPLES[p.country] } : undefined}
                    />
                  </Grid>
                );
              })}
            </Grid>
            <SpacesSelector
              spaces={readOnly ? spaces.data?.filter((s) => values.space_ids.includes(s.space_id)) : spaces.data}
              loading={spaces.isPending}
              selected={shownSpaceIds}
              onChange={(ids) => {
                form.setValue('space_ids', ids);
                setSpacesTouched(true);
              }}
              readOnly={readOnly}
              error={!readOnly && needsSpace && values.permissions.length > 0 ? USERS_MSG.spaceRequired : undefined}
            />
            <PermissionsSelector
              categories={offered}
              loading={categories.isPending}
              selected={values.permissions}
              onChange={(ids) => form.setValue('permissions', ids)}
              readOnly={readOnly}
              error={!readOnly && spacesTouched && values.permissions.length === 0 ? USERS_MSG.permissionsRequired : undefined}
            />
            {/* Enter in a field submits */}
            <Box component="button" type="submit" hidden aria-hidden tabIndex={-1} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose} disabled={save.isPending}>
          {readOnly ? USERS_MSG.close : USERS_MSG.cancel}
        </Button>
        {!readOnly && (
          <Button variant="contained" onClick={() => void submit()} disabled={disabled || loadingUser}>
            {save.isPending ? USERS_MSG.saving : USERS_MSG.save}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
