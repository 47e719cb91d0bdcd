import { Link as RouterLink } from 'react-router';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { notificationPreview } from '@vitrina/domain/notifications/notifications.rules';
import type { NotificationDto } from '@vitrina/domain/notifications/notifications.schema';

/**
 * One notification of a short list (the bell's, the home's): its title, bold while unread, and the
 * start of its text; it opens the notification on the notifications page.
 */
export function NotificationLink({ n, homePath, onClick }: { n: NotificationDto; homePath: string; onClick?: () => void }) {
  return (
    <ListItemButton component={RouterLink} to={`${homePath}/notificaciones?notificationId=${n.id}`} onClick={onClick}>
      <ListItemText
        primary={n.title}
        secondary={notificationPreview(n.body)}
        slotProps={{ primary: { sx: { fontWeight: n.read_at ? 400 : 700 } } }}
      />
    </ListItemButton>
  );
}
