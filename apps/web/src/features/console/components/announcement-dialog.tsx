import { useState } from 'react';
import { Controller } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COUNTRIES, COUNTRY_IDS, type CountryId } from '@vitrina/domain/countries/countries';
import { ANNOUNCEMENT_CATEGORIES } from '@vitrina/domain/notifications/notifications.rules';
import type { AnnouncementAdminDetail } from '@vitrina/domain/notifications/announcements.admin';
import { FormDialog } from '../../../components/form-dialog';
import { TextInput } from '../../../components/text-input';
import { errorMessage } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAdminAnnouncement } from '../api/get-admin-announcement';
import { useSaveAnnouncement } from '../api/save-announcement';
import { CONSOLE_TEXT as T } from '../messages';
import { announcementDefaults, announcementFormSchema, announcementInput } from './announcement-form';
import { AnnouncementRecipients, type ChosenRecipients } from './announcement-recipients';
import { RemovableChips } from './recipient-search';
import { FormDateTimeField } from '../../../components/date-time-field';

/** Publishing a new announcement, or editing one (`editing`: its stored fields, recipients and files). */
export function AnnouncementDialog({
  onClose,
  country,
  editing,
}: {
  onClose: () => void;
  country: CountryId;
  editing?: AnnouncementAdminDetail;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveAnnouncement();
  // the fields' messages once 'Publicar' was pressed, then as they change
  const form = useZodForm(announcementFormSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: announcementDefaults(country, editing),
  });
  const [files, setFiles] = useState<File[]>([]);
  const stored = editing ? [...editing.filesImg, ...editing.filesDoc] : [];
  const [kept, setKept] = useState(stored);
  const [chosen, setChosen] = useState<ChosenRecipients>(
    new Map((editing?.destinatarios ?? []).map((r) => [`${r.tipo}:${r.id}`, { tipo: r.tipo, id: r.id, name: r.name ?? r.id }])),
  );

  const submit = form.handleSubmit((v) => {
    const input = announcementInput(
      v,
      [...chosen.values()].map(({ tipo, id }) => ({ tipo, id })),
      editing,
    );
    const done = (message: string) => ({
      onSuccess: () => {
        enqueueSnackbar(message, { variant: 'success' });
        onClose();
      },
    });
    if (!editing) return save.mutate({ input, files }, done(T.published));
    const removeFileIds = stored.filter((f) => !kept.some((k) => k.id === f.id)).map((f) => f.id);
    const edit = {
      ...input,
      announcementId: editing.announcementId,
      removeFileIds,
      enlace: editing.enlace,
      enlaceTexto: editing.enlaceTexto,
    };
    save.mutate({ input: edit, files }, done(T.updated));
  });
  const title = form.field('title');
  const content = form.field('content');

  return (
    <FormDialog
      open
      title={editing ? T.editPublication : T.newPublication}
      onClose={save.isPending ? undefined : onClose}
      onSubmit={(e) => void submit(e)}
      submitLabel={editing ? T.saveChanges : T.publish}
      cancelLabel={T.cancel}
      sending={save.isPending}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextInput label={T.pubTitle} required fullWidth {...title} htmlInput={{ maxLength: 150 }} />
        <TextInput
          label={T.pubDescription}
          fullWidth
          {...form.field('description')}
          helperText={undefined}
          htmlInput={{ maxLength: 300 }}
        />
        <TextInput
          label={T.pubContent}
          required
          fullWidth
          {...content}
          helperText={content.helperText ?? T.pubContentHelp}
          htmlInput={{ maxLength: 10_000 }}
        />
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <FormControl sx={{ maxWidth: 260 }}>
              <InputLabel id="pub-category">{T.pubCategory}</InputLabel>
              <Select labelId="pub-category" label={T.pubCategory} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
                {ANNOUNCEMENT_CATEGORIES.map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
        />
        <Controller
          control={form.control}
          name="countries"
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" error={!!fieldState.error}>
              <FormLabel component="legend">{T.pubCountries}</FormLabel>
              <FormGroup row>
                {COUNTRY_IDS.map((c) => (
                  <FormControlLabel
                    key={c}
                    label={COUNTRIES[c].name}
                    control={
                      <Checkbox
                        checked={field.value.includes(c)}
                        onChange={(e) => field.onChange(e.target.checked ? [...field.value, c] : field.value.filter((x) => x !== c))}
                      />
                    }
                  />
                ))}
              </FormGroup>
            </FormControl>
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormDateTimeField label={T.pubStart} control={form.control} name="start" helperText={T.pubStartHelp} />
          <FormDateTimeField label={T.pubEnd} control={form.control} name="end" />
        </Stack>
        {kept.length > 0 && (
          <Stack spacing={1}>
            <Typography variant="body2">{T.currentFiles}</Typography>
            <RemovableChips
              items={kept.map((f) => ({ key: f.id, label: f.name }))}
              onRemove={(id) => setKept((k) => k.filter((x) => x.id !== id))}
            />
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
        <AnnouncementRecipients chosen={chosen} onChange={setChosen} />
      </Stack>
    </FormDialog>
  );
}

/** Loads an announcement with its recipients, then opens it in the dialog for editing. */
export function EditAnnouncement({ id, country, onClose }: { id: number; country: CountryId; onClose: () => void }) {
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
