import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../lib/toast';
import { INTERNAL_ROLES, ROLE_NAMES, type InternalRole } from '@vitrina/domain/auth/roles';
import { DataTable } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { useChangeRole } from '../api/change-staff-role';
import { useStaff, type StaffList } from '../api/get-staff';
import { useSetStaffBuildings } from '../api/set-staff-buildings';
import { CONSOLE_TEXT as T } from '../messages';

type Row = StaffList['data'][number];
type BuildingOption = StaffList['buildings'][number];

/** The staff member's shopping centres: a dialog with the centres of its country, saved as a whole. */
function StaffBuildings({ user, options }: { user: Row; options: BuildingOption[] }) {
  const save = useSetStaffBuildings();
  const { enqueueSnackbar } = useSnackbar();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const mine = options.filter((b) => b.country_id === user.country_id);
  const toggle = (id: string) => setChosen((c) => ((c ?? []).includes(id) ? (c ?? []).filter((x) => x !== id) : [...(c ?? []), id]));
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{user.buildings.length ? user.buildings.map((b) => b.name).join(', ') : T.noBuildings}</Typography>
      <Button size="small" onClick={() => setChosen(user.buildings.map((b) => b.id))} aria-label={T.editBuildingsOf(user.email)}>
        {T.editBuildings}
      </Button>
      <Dialog open={chosen !== null} onClose={() => setChosen(null)} aria-labelledby={`buildings-${user.id}`}>
        <DialogTitle id={`buildings-${user.id}`}>{T.buildingsOf(user.email)}</DialogTitle>
        <DialogContent>
          {mine.length ? (
            <FormGroup>
              {mine.map((b) => (
                <FormControlLabel
                  key={b.id}
                  label={b.name}
                  control={<Checkbox checked={(chosen ?? []).includes(b.id)} onChange={() => toggle(b.id)} />}
                />
              ))}
            </FormGroup>
          ) : (
            <Typography>{T.noBuildingOptions}</Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setChosen(null)} disabled={save.isPending}>
            {T.cancel}
          </Button>
          <Button
            variant="contained"
            disabled={save.isPending || !mine.length}
            onClick={() =>
              save.mutate(
                { userId: user.id, buildings: chosen ?? [] },
                { onSuccess: (r) => (enqueueSnackbar(r.message, { variant: 'success' }), setChosen(null)) },
              )
            }
          >
            {T.saveChanges}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** Grant one of the roles the user does not hold yet. */
function GrantRole({ user, disabled }: { user: Row; disabled: boolean }) {
  const change = useChangeRole();
  const { enqueueSnackbar } = useSnackbar();
  const [role, setRole] = useState<InternalRole | ''>('');
  const options = INTERNAL_ROLES.filter((r) => !user.roles.includes(r));
  const id = `grant-${user.id}`;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <FormControl size="small" sx={{ minWidth: 200 }} disabled={disabled || !options.length}>
        <InputLabel id={`${id}-label`}>{T.grant}</InputLabel>
        <Select
          labelId={`${id}-label`}
          label={T.grant}
          value={role}
          inputProps={{ 'aria-label': T.grantTo(user.email) }}
          onChange={(e) => setRole(e.target.value as InternalRole)}
        >
          {options.map((r) => (
            <MenuItem key={r} value={r}>
              {ROLE_NAMES[r]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Button
        size="small"
        variant="contained"
        disabled={disabled || !role || change.isPending}
        onClick={() =>
          role &&
          change.mutate(
            { userId: user.id, role, grant: true },
            { onSuccess: () => (enqueueSnackbar(T.roleGranted, { variant: 'success' }), setRole('')) },
          )
        }
      >
        {T.grant}
      </Button>
    </Stack>
  );
}

/**
 * consola/personal (ADMIN): internal users, their roles and shopping centres; roles granted and
 * revoked unless SSO is the source of roles; shopping centres set here always (they are the portal's).
 */
export default function StaffPage() {
  const staff = useStaff();
  const change = useChangeRole();
  const { enqueueSnackbar } = useSnackbar();
  const editable = staff.data?.editable ?? false;
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{T.staffTitle}</Typography>
      {staff.isError && <Alert severity="error">{errorMessage(staff.error)}</Alert>}
      {staff.data && !editable && <Alert severity="info">{T.staffSso}</Alert>}
      <DataTable<Row>
        caption={T.staffCaption}
        rows={staff.data?.data ?? []}
        rowKey={(u) => u.id}
        loading={staff.isPending}
        emptyText={T.noStaff}
        cards={{}}
        columns={[
          { key: 'email', header: T.user, rowHeader: true, render: (u) => u.email },
          { key: 'name', header: T.name, render: (u) => `${u.nombres} ${u.apellidos}` },
          {
            key: 'roles',
            header: T.roles,
            render: (u) => (
              <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                {u.roles.map((r) => (
                  <Chip
                    key={r}
                    size="small"
                    label={ROLE_NAMES[r as InternalRole] ?? r}
                    onDelete={
                      editable
                        ? () =>
                            change.mutate(
                              { userId: u.id, role: r as InternalRole, grant: false },
                              { onSuccess: () => enqueueSnackbar(T.roleRevoked, { variant: 'success' }) },
                            )
                        : undefined
                    }
                    deleteIcon={undefined}
                    slotProps={{ root: { 'aria-label': ROLE_NAMES[r as InternalRole] ?? r } }}
                    aria-description={editable ? T.revoke(ROLE_NAMES[r as InternalRole] ?? r, u.email) : undefined}
                  />
                ))}
              </Stack>
            ),
          },
          { key: 'grant', header: T.grant, render: (u) => <GrantRole user={u} disabled={!editable} /> },
          {
            key: 'buildings',
            header: T.buildings,
            render: (u) => <StaffBuildings user={u} options={staff.data?.buildings ?? []} />,
          },
        ]}
      />
    </Stack>
  );
}
