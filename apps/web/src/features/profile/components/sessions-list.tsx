import { useState } from 'react';
import { useSnackbar } from '../../../lib/toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { COUNTRIES } from '@vitrina/domain/countries/countries';
import { PROFILE_MSG } from '@vitrina/domain/profile/messages';
import type { ActiveSession } from '@vitrina/domain/profile/profile.schema';
import { describeUserAgent } from '@vitrina/domain/profile/user-agent';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { useCloseOtherSessions } from '../api/close-other-sessions';
import { useCloseSession } from '../api/close-session';
import { useSessions } from '../api/get-sessions';
import { PROFILE_TEXT } from '../messages';
import { RetryAlert } from '../../../components/load-state';
import { PageHeader } from '../../../components/page-header';

type Pending = { kind: 'one'; session: ActiveSession } | { kind: 'others' } | null;

/** 'Seguridad': the user's open sessions; close one, or every other one, after a confirmation. */
export function SessionsList({ countryId }: { countryId: CountryId }) {
  const { enqueueSnackbar } = useSnackbar();
  const sessions = useSessions();
  const closeOne = useCloseSession();
  const closeOthers = useCloseOtherSessions();
  const [pending, setPending] = useState<Pending>(null);
  const tz = COUNTRIES[countryId].timeZone;
  const rows = sessions.data ?? [];
  const others = rows.filter((s) => !s.current).length;
  const busy = closeOne.isPending || closeOthers.isPending;

  async function confirm() {
    if (!pending) return;
    try {
      if (pending.kind === 'one') {
        await closeOne.mutateAsync(pending.session.id);
        enqueueSnackbar(PROFILE_MSG.sessionClosed, { variant: 'success' });
      } else {
        const { closed } = await closeOthers.mutateAsync();
        enqueueSnackbar(PROFILE_MSG.othersClosed(closed), { variant: 'success' });
      }
    } catch {
      // the failure is toasted where every mutation's is (lib/mutation-errors.ts)
    } finally {
      setPending(null);
    }
  }

  const columns: Column<ActiveSession>[] = [
    {
      key: 'device',
      header: PROFILE_TEXT.device,
      rowHeader: true,
      render: (s) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{describeUserAgent(s.user_agent)}</span>
          {s.current && <Chip size="small" color="primary" label={PROFILE_TEXT.thisSession} />}
        </Stack>
      ),
    },
    { key: 'ip', header: PROFILE_TEXT.address, render: (s) => s.ip ?? PROFILE_TEXT.unknownAddress },
    { key: 'created', header: PROFILE_TEXT.started, render: (s) => formatDateTime(s.created_at, tz) },
    { key: 'seen', header: PROFILE_TEXT.lastSeen, render: (s) => formatDateTime(s.last_seen_at, tz) },
    {
      key: 'actions',
      header: PROFILE_TEXT.actions,
      align: 'right',
      render: (s) =>
        s.current ? (
          ''
        ) : (
          <Button
            size="small"
            color="error"
            startIcon={<LogoutIcon />}
            aria-label={PROFILE_TEXT.closeSessionOf(describeUserAgent(s.user_agent))}
            disabled={busy}
            onClick={() => setPending({ kind: 'one', session: s })}
          >
            {PROFILE_TEXT.closeSession}
          </Button>
        ),
    },
  ];

  return (
    <Box component="section" aria-labelledby="sessions-title">
      <PageHeader mb={1}>
        <Box>
          <Typography id="sessions-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {PROFILE_TEXT.sessionsTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {PROFILE_TEXT.sessionsIntro}
          </Typography>
        </Box>
        <Button variant="outlined" color="error" disabled={!others || busy} onClick={() => setPending({ kind: 'others' })}>
          {PROFILE_TEXT.closeOthers}
        </Button>
      </PageHeader>
      {sessions.isError ? (
        <RetryAlert small text={PROFILE_TEXT.sessionsError} retryLabel={PROFILE_TEXT.retry} onRetry={sessions.refetch} />
      ) : (
        <DataTable
          caption={PROFILE_TEXT.sessionsTitle}
          columns={columns}
          rows={rows}
          rowKey={(s) => s.id}
          loading={sessions.isPending}
          emptyText={PROFILE_TEXT.noOtherSessions}
          cards={{ summary: (s) => (s.current ? PROFILE_TEXT.thisSession : formatDateTime(s.last_seen_at, tz)) }}
        />
      )}
      {!sessions.isPending && !sessions.isError && !others && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {PROFILE_TEXT.noOtherSessions}
        </Typography>
      )}
      <ConfirmDialog
        open={!!pending}
        title={pending?.kind === 'others' ? PROFILE_TEXT.closeOthersTitle : PROFILE_TEXT.closeSessionTitle}
        body={
          pending?.kind === 'one'
            ? PROFILE_TEXT.closeSessionBody(describeUserAgent(pending.session.user_agent))
            : PROFILE_TEXT.closeOthersBody
        }
        confirmLabel={PROFILE_TEXT.closeSession}
        cancelLabel={PROFILE_TEXT.cancel}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Box>
  );
}
