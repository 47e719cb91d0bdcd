import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  InputLabel,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { COUNTRIES, COUNTRY_IDS, type CountryId } from '@vitrina/domain/countries/countries';
import { ANNOUNCEMENT_CATEGORIES } from '@vitrina/domain/notifications/notifications.rules';
import { RECIPIENT_KINDS, type AnnouncementAdminDetail, type RecipientKind } from '@vitrina/domain/notifications/announcements.admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { TextInput } from '../../../components/text-input';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import {
  searchAnnouncementRecipients,
  useAdminAnnouncement,
  useAdminAnnouncements,
  useCreateAnnouncement,
  useUnpublish,
  useUpdateAnnouncement,
  type AdminPage,
} from '../api/publications';
import type { Recipient } from '../api/send-notification';
import { CONSOLE_TEXT as T } from '../messages';

type Row = AdminPage['data'][number];
const KIND_LABEL: Record<string, string> = {
  empresas: 'Empresas',
  marcas: 'Marcas',
  contratos: 'Contratos',
  usuarios: 'Usuarios',
  empresa: 'Empresas',
  marca: 'Marcas',
  contrato: 'Contratos',
  usuario: 'Usuarios',
  edificio: 'Centros comerciales',
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The text of stored HTML, one paragraph per block, for the plain-text content field. */
const htmlToText = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...doc.body.children];
  return (blocks.length ? blocks.map((b) => b.textContent?.trim() ?? '') : [doc.body.textContent?.trim() ?? ''])
    .filter(Boolean)
    .join('\n\n');
};
/** An ISO instant as the value of a datetime-local input (the browser's time, as the input reads it back). */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};

/** Publishing a new announcement, or editing one (`editing`: its stored fields, recipients and files). */
function AnnouncementDialog({ onClose, country, editing }: { onClose: () => void; country: CountryId; editing?: AnnouncementAdminDetail }) {
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const busy = create.isPending || update.isPending;
  const initialText = editing ? htmlToText(editing.content) : '';
  const [title, setTitle] = useState(editing?.title ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [content, setContent] = useState(initialText);
  const [category, setCategory] = useState<string>(editing?.category ?? ANNOUNCEMENT_CATEGORIES[0]);
  const [countries, setCountries] = useState<Set<CountryId>>(
    new Set(editing ? (editing.countries.map((c) => c.toUpperCase()) as CountryId[]) : [country]),
  );
  const [start, setStart] = useState(toLocalInput(editing?.startDate ?? null));
  const [end, setEnd] = useState(toLocalInput(editing?.endDate ?? null));
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState(editing ? [...editing.filesImg, ...editing.filesDoc] : []);
  const [kind, setKind] = useState<RecipientKind>('marcas');
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Recipient[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Map<string, { tipo: string; id: string; name: string }>>(
    new Map((editing?.destinatarios ?? []).map((r) => [`${r.tipo}:${r.id}`, { tipo: r.tipo, id: r.id, name: r.name ?? r.id }])),
  );
  const [touched, setTouched] = useState(false);
  const missing = !title.trim() || !content.trim() || !countries.size;

  const search = async () => {
    setError(null);
    try {
      setFound(await searchAnnouncementRecipients(kind, q));
    } catch (e) {
      setFound(null);
      setError(errorMessage(e));
    }
  };
  const submit = () => {
    setTouched(true);
    if (missing) return;
    const startDate = start ? new Date(start).toISOString() : new Date().toISOString();
    const input = {
      title: title.trim(),
      description: description.trim() || null,
      // an unchanged text keeps the stored HTML (its formatting)
      content:
        editing && content === initialText
          ? editing.content
          : content
              .split(/\n{2,}/)
              .map((p) => `<p>${escapeHtml(p.trim())}</p>`)
              .join(''),
      category,
      countries: [...countries],
      startDate,
      endDate: end ? new Date(end).toISOString() : null,
      destinatarios: [...chosen.values()].map(({ tipo, id }) => ({ tipo, id })),
    };
    const done = (message: string) => ({
      onSuccess: () => {
        enqueueSnackbar(message, { variant: 'success' });
        onClose();
      },
    });
    if (!editing) return create.mutate({ input, files }, done(T.published));
    const removeFileIds = [...editing.filesImg, ...editing.filesDoc].filter((f) => !kept.some((k) => k.id === f.id)).map((f) => f.id);
    update.mutate(
      {
        input: {
          ...input,
          announcementId: editing.announcementId,
          removeFileIds,
          enlace: editing.enlace,
          enlaceTexto: editing.enlaceTexto,
        },
        files,
      },
      done(T.updated),
    );
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="new-announcement" fullWidth maxWidth="md">
      <DialogTitle id="new-announcement">{editing ? T.editPublication : T.newPublication}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextInput
            label={T.pubTitle}
            value={title}
            required
            fullWidth
            onChange={(e) => setTitle(e.target.value)}
            error={touched && !title.trim()}
            helperText={touched && !title.trim() ? T.required : undefined}
            htmlInput={{ maxLength: 150 }}
          />
          <TextInput
            label={T.pubDescription}
            value={description}
            fullWidth
            onChange={(e) => setDescription(e.target.value)}
            htmlInput={{ maxLength: 300 }}
          />
          <TextInput
            label={T.pubContent}
            value={content}
            required
            fullWidth
            onChange={(e) => setContent(e.target.value)}
            error={touched && !content.trim()}
            helperText={touched && !content.trim() ? T.required : T.pubContentHelp}
            htmlInput={{ maxLength: 10_000 }}
          />
          <FormControl sx={{ maxWidth: 260 }}>
            <InputLabel id="pub-category">{T.pubCategory}</InputLabel>
            <Select labelId="pub-category" label={T.pubCategory} value={category} onChange={(e) => setCategory(e.target.value)}>
              {ANNOUNCEMENT_CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl component="fieldset" error={touched && !countries.size}>
            <FormLabel component="legend">{T.pubCountries}</FormLabel>
            <FormGroup row>
              {COUNTRY_IDS.map((c) => (
                <FormControlLabel
                  key={c}
                  label={COUNTRIES[c].name}
                  control={
                    <Checkbox
                      checked={countries.has(c)}
                      onChange={(e) =>
                        setCountries((s) => {
                          const next = new Set(s);
                          if (e.target.checked) next.add(c);
                          else next.delete(c);
                          return next;
                        })
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput
              label={T.pubStart}
              type="datetime-local"
              value={start}
              onChange={(e) => setStart(e.target.value)}
              helperText={T.pubStartHelp}
            />
            <TextInput label={T.pubEnd} type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} />
          </Stack>
          {kept.length > 0 && (
            <Stack spacing={1}>
              <Typography variant="body2">{T.currentFiles}</Typography>
              <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                {kept.map((f) => (
                  <Chip key={f.id} label={f.name} onDelete={() => setKept((k) => k.filter((x) => x.id !== f.id))} />
                ))}
              </Stack>
            </Stack>
          )}
          <Stack spacing={1}>
            <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
              {T.pubFiles}
              <input
                hidden
                type="file"
                multiple
                accept="image/jpeg,image/png,image/gif,image/webp,application/pdf"
                onChange={(e) => setFiles([...(e.target.files ?? [])].slice(0, 10))}
              />
            </Button>
            <Typography variant="body2">{files.length ? files.map((f) => f.name).join(', ') : T.pubNoFiles}</Typography>
          </Stack>
          <Typography variant="h3" component="h3">
            {T.recipients}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {T.pubRecipientsHelp}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <FormControl sx={{ minWidth: 160 }}>
              <InputLabel id="pub-kind">{T.pubRecipientKind}</InputLabel>
              <Select
                labelId="pub-kind"
                label={T.pubRecipientKind}
                value={kind}
                onChange={(e) => (setKind(e.target.value as RecipientKind), setFound(null))}
              >
                {RECIPIENT_KINDS.map((k) => (
                  <MenuItem key={k} value={k}>
                    {KIND_LABEL[k]}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <TextInput
              label={T.pubSearchRecipients}
              value={q}
              fullWidth
              onChange={(e) => setQ(e.target.value)}
              htmlInput={{ maxLength: 100, type: 'search' }}
            />
            <Button variant="outlined" onClick={() => void search()}>
              {T.search}
            </Button>
          </Stack>
          {error && <Alert severity="error">{error}</Alert>}
          {found && (
            <List dense aria-label={T.results}>
              {found.length === 0 && <ListItem>{T.noResults}</ListItem>}
              {found.map((r) => (
                <ListItem
                  key={r.id}
                  secondaryAction={
                    <Button
                      size="small"
                      aria-label={T.addRecipient(r.name)}
                      onClick={() => setChosen((m) => new Map(m).set(`${kind}:${r.id}`, { tipo: kind, id: r.id, name: r.name }))}
                    >
                      {T.add}
                    </Button>
                  }
                >
                  <ListItemText primary={r.name} secondary={r.detail} />
                </ListItem>
              ))}
            </List>
          )}
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            {[...chosen].map(([key, r]) => (
              <Chip
                key={key}
                label={`${KIND_LABEL[r.tipo]}: ${r.name}`}
                onDelete={() =>
                  setChosen((m) => {
                    const next = new Map(m);
                    next.delete(key);
                    return next;
                  })
                }
              />
            ))}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {T.cancel}
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {editing ? T.saveChanges : T.publish}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Loads an announcement with its recipients, then opens it in the dialog for editing. */
function EditAnnouncement({ id, country, onClose }: { id: number; country: CountryId; onClose: () => void }) {
  const detail = useAdminAnnouncement(id);
  if (detail.data) return <AnnouncementDialog country={country} editing={detail.data} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-announcement-loading">
      <DialogTitle id="edit-announcement-loading">{T.editPublication}</DialogTitle>
      <DialogContent>
        {detail.isError ? (
          <Alert severity="error">{errorMessage(detail.error)}</Alert>
        ) : (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} />
            <Typography>{T.loadingPublication}</Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
      </DialogActions>
    </Dialog>
  );
}

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
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.size)) : 1;
  const tz = COUNTRIES[country].timeZone;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h1">{T.publicationsTitle}</Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {T.newPublication}
        </Button>
      </Stack>
      <DataTable<Row>
        caption={T.publicationsTitle}
        rows={list.data?.data ?? []}
        rowKey={(r) => String(r.announcementId)}
        loading={list.isPending}
        emptyText={T.noPublications}
        cards={{ summary: (r) => r.state }}
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
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
        <Typography variant="body2">{T.pageOf(page, pages)}</Typography>
        <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          {T.previous}
        </Button>
        <Button disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          {T.next}
        </Button>
      </Stack>
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
