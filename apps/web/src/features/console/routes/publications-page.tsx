import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { ANNOUNCEMENT_LIMITS } from '@vitrina/domain/notifications/announcements.admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PagedTable } from '../../../components/paged-table';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useSnackbar } from '../../../lib/toast';
import { useAdminAnnouncements, type AdminPage } from '../api/get-admin-announcements';
import { useUnpublish } from '../api/unpublish-announcement';
import { AnnouncementDialog, EditAnnouncement } from '../components/announcement-dialog';
import { CONSOLE_TEXT as T } from '../messages';

type Row = AdminPage['data'][number];

/** consola/publicaciones (OPERADOR, publish:Announcement): the announcements with their read counts; publish, edit, unpublish. */
export default function PublicationsPage() {
  const { user } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const country: CountryId = user?.paisId ?? 'CHL';
  const [page, setPage] = useState(1);
  const list = useAdminAnnouncements(page);
  const unpublish = useUnpublish();
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const tz = COUNTRIES[country].timeZone;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h1">{T.publicationsTitle}</Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {T.newPublication}
        </Button>
      </Stack>
      <PagedTable<Row>
        caption={T.publicationsTitle}
        rows={list.data?.data ?? []}
        rowKey={(r) => String(r.announcementId)}
        loading={list.isPending}
        emptyText={T.noPublications}
        cards={{ summary: (r) => r.state }}
        paging={{
          total: list.data?.total ?? 0,
          page: page - 1,
          pageSize: list.data?.size ?? ANNOUNCEMENT_LIMITS.adminPageSize,
          onPageChange: (p) => setPage(p + 1),
        }}
        columns={[
          { key: 'title', header: T.pubTitle, rowHeader: true, render: (r) => r.title },
          { key: 'category', header: T.pubCategory, render: (r) => r.category },
          { key: 'countries', header: T.pubCountries, render: (r) => r.countries.join(', ') },
          { key: 'start', header: T.pubStart, render: (r) => formatDateTime(r.startDate, tz) },
          { key: 'end', header: T.pubEnd, render: (r) => (r.endDate ? formatDateTime(r.endDate, tz) : null) },
          { key: 'state', header: T.status, render: (r) => r.state },
          {
            key: 'reads',
            header: T.reads,
            render: (r) => <span aria-label={T.readsLabel(r.reads, r.audience)}>{T.readsOf(r.reads, r.audience)}</span>,
          },
          {
            key: 'actions',
            header: T.actions,
            cardAction: true,
            render: (r) => (
              <Stack direction="row" spacing={1}>
                <Button size="small" aria-label={T.editOf(r.title)} onClick={() => setEditingId(r.announcementId)}>
                  {T.edit}
                </Button>
                <Button size="small" color="error" aria-label={T.unpublishOf(r.title)} onClick={() => setRemoving(r)}>
                  {T.unpublish}
                </Button>
              </Stack>
            ),
          },
        ]}
      />
      {creating && <AnnouncementDialog country={country} onClose={() => setCreating(false)} />}
      {editingId !== null && <EditAnnouncement id={editingId} country={country} onClose={() => setEditingId(null)} />}
      <ConfirmDialog
        open={!!removing}
        title={T.unpublish}
        body={removing ? T.unpublishBody(removing.title) : ''}
        confirmLabel={T.unpublish}
        cancelLabel={T.cancel}
        busy={unpublish.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          unpublish.mutate(removing.announcementId, {
            onSuccess: () => {
              enqueueSnackbar(T.unpublished, { variant: 'success' });
              setRemoving(null);
            },
          })
        }
      />
    </Stack>
  );
}
