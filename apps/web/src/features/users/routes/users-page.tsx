import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';
import {
  canAdminUsers,
  fullName,
  mayManageHolder,
  USER_STATE_FILTERS,
  USERS_PAGE_SIZE,
  userStatusLabel,
  type UserStateFilter,
} from '@vitrina/domain/users/users.rules';
import { clampPage } from '@vitrina/domain/common/pagination';
import type { UserAdmin } from '@vitrina/domain/users/users.schema';
import { type Column } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { EmptyState } from '../../../components/empty-state';
import { TextInput } from '../../../components/text-input';
import { useUrlParams } from '../../../lib/url-state';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { selectedClientOf, useSession } from '../../../lib/session';
import { PageHeader } from '../../../components/page-header';
import { useUsers } from '../api/get-users';
import { UserConfirmations, type UserConfirm } from '../components/user-confirmations';
import { UserDialog, type UserDialogMode } from '../components/user-dialog';
import { UserRowMenu, type RowAction } from '../components/user-row-menu';
import { RetryAlert } from '../../../components/load-state';

const PAGE_SIZES = [5, 10, 15, 20];

/** empresa/usuarios — 'Usuarios': the company's users, their spaces and permissions. */
export default function UsersPage() {
  const { user, selectedClientId } = useSession();
  const client = user ? selectedClientOf(user, selectedClientId) : undefined;
  const clientId = client?.id ?? '';
  const perms = client?.permissionsIds ?? [];
  const location = useLocation();
  const navigate = useNavigate();

  // search, state and page live in the URL
  const [params, update] = useUrlParams();
  const q = params.get('q') ?? '';
  const estado = (USER_STATE_FILTERS as readonly string[]).includes(params.get('estado') ?? '')
    ? (params.get('estado') as UserStateFilter)
    : 'Todos';
  const page = Math.max(0, Number(params.get('pagina') ?? '0') || 0);
  const size = PAGE_SIZES.includes(Number(params.get('filas'))) ? Number(params.get('filas')) : USERS_PAGE_SIZE;
  const setParam = (patch: Record<string, string | undefined>) => update(patch, true);

  const debouncedQ = useDebouncedValue(q, 300);
  // without a User permission nothing is asked: the server's 403 would end the session
  const list = useUsers(canAdminUsers(perms, 'read') ? client?.id : undefined, { q: debouncedQ, status: estado });
  const [dialog, setDialog] = useState<{ mode: UserDialogMode; userId?: string } | null>(null);
  const [confirm, setConfirm] = useState<UserConfirm | null>(null);

  // opened from the home card or a manager page with state openCreateUserModal
  useEffect(() => {
    if ((location.state as { openCreateUserModal?: boolean } | null)?.openCreateUserModal && canAdminUsers(perms, 'create')) {
      setDialog({ mode: 'create' });
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [location.state]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!user || !client) return null;
  const canRead = canAdminUsers(perms, 'read');
  const canCreate = canRead && canAdminUsers(perms, 'create');
  const canUpdate = canAdminUsers(perms, 'update');
  const canDelete = canAdminUsers(perms, 'delete');

  const rows = list.data ?? [];
  const current = clampPage(page, rows.length, size);
  const shown = rows.slice(current * size, current * size + size);

  // a user holding permissions the administrator lacks can be seen, not changed (the server refuses it too)
  const actionsOf = (u: UserAdmin): RowAction[] => [
    'view',
    ...(canUpdate && mayManageHolder(u.permissions, perms) ? ['edit' as const] : []),
    ...(canCreate && u.status === 'Pendiente' ? ['resend' as const] : []),
    ...(canDelete && u.id !== user.id && mayManageHolder(u.permissions, perms) ? ['delete' as const] : []),
  ];
  const onAction = (u: UserAdmin, a: RowAction) => {
    if (a === 'view' || a === 'edit') setDialog({ mode: a, userId: u.id });
    else setConfirm({ kind: a, user: u });
  };

  const columns: Column<UserAdmin>[] = [
    {
      key: 'name',
      header: USERS_MSG.colName,
      rowHeader: true,
      render: (u) => (
        <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{fullName(u)}</span>
          {u.id === user.id && <Chip size="small" color="primary" label={USERS_MSG.you} />}
        </Stack>
      ),
    },
    { key: 'email', header: USERS_MSG.colEmail, render: (u) => u.email },
    {
      key: 'phone',
      header: USERS_MSG.colPhone,
      render: (u) =>
        u.phone || (
          <Typography component="span" variant="body2" color="text.secondary">
            {USERS_MSG.noPhone}
          </Typography>
        ),
    },
    {
      key: 'position',
      header: USERS_MSG.colPosition,
      render: (u) =>
        u.position || (
          <Typography component="span" variant="body2" color="text.secondary">
            {USERS_MSG.noPosition}
          </Typography>
        ),
    },
    {
      key: 'status',
      header: USERS_MSG.colState,
      render: (u) => (
        <Chip size="small" variant="outlined" color={u.status === 'Ok' ? 'success' : 'warning'} label={userStatusLabel(u.status)} />
      ),
    },
    {
      key: 'actions',
      header: USERS_MSG.colActions,
      align: 'right',
      cardAction: true,
      render: (u) => <UserRowMenu name={fullName(u)} actions={actionsOf(u)} onAction={(a) => onAction(u, a)} />,
    },
  ];

  return (
    <Box>
      <PageHeader
        action={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'create' })}>
              {USERS_MSG.createButton}
            </Button>
          )
        }
      >
        <Box>
          <Typography variant="h1">{USERS_MSG.title}</Typography>
          <Typography color="text.secondary">{USERS_MSG.subtitle}</Typography>
        </Box>
      </PageHeader>
      <Card>
        <CardContent>
          {!canRead ? (
            <EmptyState text={USERS_MSG.noAccess} />
          ) : (
            <>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
                <Box sx={{ flex: 1 }}>
                  <TextInput
                    label={USERS_MSG.searchLabel}
                    value={q}
                    type="search"
                    fullWidth
                    onChange={(e) => setParam({ q: e.target.value, pagina: undefined })}
                  />
                </Box>
                <TextField
                  select
                  label={USERS_MSG.stateLabel}
                  value={estado}
                  sx={{ minWidth: 180 }}
                  onChange={(e) => setParam({ estado: e.target.value === 'Todos' ? undefined : e.target.value, pagina: undefined })}
                >
                  {USER_STATE_FILTERS.map((f) => (
                    <MenuItem key={f} value={f}>
                      {f}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
              {list.isError ? (
                <RetryAlert text={USERS_MSG.loadError} retryLabel={USERS_MSG.retry} onRetry={list.refetch} />
              ) : (
                <>
                  <PagedTable
                    caption={USERS_MSG.title}
                    columns={columns}
                    rows={shown}
                    rowKey={(u) => u.id}
                    loading={list.isPending}
                    emptyText={USERS_MSG.empty}
                    cards={{}}
                    paging={{
                      total: rows.length,
                      page: current,
                      pageSize: size,
                      onPageChange: (p) => setParam({ pagina: p ? String(p) : undefined }),
                      pageSizes: PAGE_SIZES,
                      onPageSizeChange: (size) =>
                        setParam({ filas: size === USERS_PAGE_SIZE ? undefined : String(size), pagina: undefined }),
                    }}
                  />
                </>
              )}
            </>
          )}
        </CardContent>
      </Card>
      {dialog && (
        <UserDialog
          open
          mode={dialog.mode}
          userId={dialog.userId}
          clientId={client.id}
          clientName={client.name}
          country={client.countryId as CountryId}
          grantable={perms}
          onClose={() => setDialog(null)}
        />
      )}
      <UserConfirmations clientId={clientId} confirm={confirm} onDone={() => setConfirm(null)} />
    </Box>
  );
}
