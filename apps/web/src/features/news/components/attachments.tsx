import { useState } from 'react';
import { Button, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useSnackbar } from 'notistack';
import type { AnnouncementDto } from '@vitrina/domain/notifications/notifications.schema';
import { signFileUrl } from '../api/sign-file-url';
import { NEWS_TEXT } from '../messages';

/** 'Adjuntos': each PDF downloads through a signed link asked for at the moment of the click. */
export function Attachments({ files, country }: { files: AnnouncementDto['filesDoc']; country: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState<number | null>(null);
  if (!files.length) return null;

  const download = async (f: AnnouncementDto['filesDoc'][number]) => {
    setBusy(f.id);
    try {
      const url = await signFileUrl(country, f.file_url);
      const a = document.createElement('a');
      a.href = url;
      a.download = f.name;
      a.rel = 'noopener';
      document.body.appendChild(a);
      a.click();
      a.remove();
    } catch {
      enqueueSnackbar(NEWS_TEXT.downloadFailed, { variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="attachments-title">
      <Typography id="attachments-title" variant="h2" sx={{ mb: 1 }}>{NEWS_TEXT.attachments}</Typography>
      <List dense disablePadding>
        {files.map((f) => (
          <ListItem key={f.id} disableGutters secondaryAction={
            <Button size="small" startIcon={<DownloadIcon />} disabled={busy === f.id} onClick={() => void download(f)} aria-label={`${NEWS_TEXT.download} ${f.name}`}>
              {NEWS_TEXT.download}
            </Button>
          }>
            <ListItemIcon sx={{ minWidth: 36 }}><PdfIcon color="error" aria-hidden /></ListItemIcon>
            <ListItemText primary={f.name} sx={{ pr: 14, overflowWrap: 'anywhere' }} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
