import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useSnackbar } from '../../../lib/toast';
import type { AnnouncementDto } from '@vitrina/domain/notifications/notifications.schema';
import { signFileUrl } from '../api/sign-file-url';
import { ANNOUNCEMENTS_TEXT } from '../messages';
import { saveAs } from '../../../lib/save-as';
import { fetchSignedUrl } from '../../../lib/api-client';

/**
 * 'Adjuntos': each PDF downloads through a signed link asked for at the moment of the click.
 * When that call fails, the file's own url (signed when the announcement was read) is tried;
 * when that does not answer either, 'No se pudo descargar el archivo'.
 */
export function Attachments({ files, country }: { files: AnnouncementDto['filesDoc']; country: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState<number | null>(null);
  if (!files.length) return null;

  const download = async (f: AnnouncementDto['filesDoc'][number]) => {
    setBusy(f.id);
    try {
      saveAs(await signFileUrl(country, f.file_url), f.name);
    } catch {
      try {
        const res = await fetchSignedUrl(f.file_url, { method: 'HEAD', cache: 'no-store' });
        if (!res.ok) throw new Error(String(res.status));
        saveAs(f.file_url, f.name);
      } catch {
        enqueueSnackbar(ANNOUNCEMENTS_TEXT.downloadFailed, { variant: 'error' });
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="attachments-title">
      <Typography id="attachments-title" variant="h2" sx={{ mb: 1 }}>
        {ANNOUNCEMENTS_TEXT.attachments}
      </Typography>
      <List dense disablePadding>
        {files.map((f) => (
          <ListItem
            key={f.id}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                startIcon={<DownloadIcon />}
                disabled={busy === f.id}
                onClick={() => void download(f)}
                aria-label={`${ANNOUNCEMENTS_TEXT.download} ${f.name}`}
              >
                {ANNOUNCEMENTS_TEXT.download}
              </Button>
            }
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <PdfIcon color="error" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={f.name} sx={{ pr: 14, overflowWrap: 'anywhere' }} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
