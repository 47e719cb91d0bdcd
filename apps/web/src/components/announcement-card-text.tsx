import Typography from '@mui/material/Typography';
import { announcementPreview } from '@vitrina/domain/notifications/notifications.rules';

/** An announcement's title and the start of its text, as its card shows them. */
export function AnnouncementCardText({ title, content, heading }: { title: string; content: string; heading: 'h2' | 'h3' }) {
  return (
    <>
      <Typography variant="subtitle1" component={heading} sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {announcementPreview(content)}
      </Typography>
    </>
  );
}
