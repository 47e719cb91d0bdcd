import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { announcementPath } from '@vitrina/domain/notifications/notifications.rules';
import type { AnnouncementDto } from '@vitrina/domain/notifications/notifications.schema';
import { SafeHtml } from '../../../components/safe-html';
import { announcementImages } from '../../../lib/announcement-images';
import { formatDate } from '../../../lib/format';
import { ANNOUNCEMENTS_TEXT } from '../messages';
import { useMarkAnnouncementRead } from '../api/mark-read';
import { AnnouncementImage } from './announcement-image';
import { SidePanel } from '../../../components/side-panel';

/** The news detail side panel: title, start date, first image, HTML content, 'Cerrar'. */
export function AnnouncementDetailPanel({
  item,
  homePath,
  timeZone,
  onClose,
}: {
  item: AnnouncementDto | undefined;
  homePath: string;
  timeZone: string;
  onClose: () => void;
}) {
  useMarkAnnouncementRead(item?.announcementId);
  return (
    <SidePanel open={!!item} onClose={onClose} titleId="news-detail-title" width={520} padded>
      {item && (
        <>
          <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 1 }}>
            <Typography id="news-detail-title" variant="h2" component="h2">
              {item.title}
            </Typography>
            <IconButton aria-label={ANNOUNCEMENTS_TEXT.close} onClick={onClose} edge="end">
              <CloseIcon />
            </IconButton>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <Chip size="small" label={item.category} />
            <Typography
              variant="body2"
              color="text.secondary"
            >{`${ANNOUNCEMENTS_TEXT.publishedOn} ${formatDate(item.startDate, timeZone)}`}</Typography>
          </Stack>
          <AnnouncementImage src={announcementImages(item)[0]!} alt="" height={220} sx={{ borderRadius: 1, mb: 2 }} />
          <SafeHtml html={item.content} sx={{ typography: 'body1' }} />
          <Stack direction="row" spacing={1} sx={{ mt: 'auto', pt: 3 }}>
            <Button variant="contained" component={RouterLink} to={announcementPath(homePath, item)} state={{ announcement: item }}>
              {ANNOUNCEMENTS_TEXT.openPage}
            </Button>
            <Button onClick={onClose}>{ANNOUNCEMENTS_TEXT.close}</Button>
          </Stack>
        </>
      )}
    </SidePanel>
  );
}
