import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_LIMITS } from '@vitrina/domain/notifications/notifications.rules';
import { useLatestNotifications } from '../../lib/api/get-latest-notifications';
import { LAYOUT_TEXT } from './messages';
import { NotificationLink } from '../../components/notification-link';

interface Props {
  userId: string;
  homePath: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The bell's popover: the latest 4 notifications and 'Ver más' (a lazy chunk: loaded when the bell is first opened). */
export default function NotificationsPopover({ userId, homePath, anchor, onClose }: Props) {
  const latestQuery = useLatestNotifications(userId);
  const latest = (latestQuery.data ?? []).slice(0, NOTIFICATION_LIMITS.bell);
  return (
    <Popover
      open={!!anchor}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'notifications-popover-title', sx: { width: 340 } } }}
    >
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography id="notifications-popover-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {LAYOUT_TEXT.notifications}
        </Typography>
      </Box>
      <Divider />
      {latestQuery.isPending ? (
        <Box sx={{ px: 2, py: 1 }} aria-hidden>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Box>
      ) : latest.length === 0 ? (
        <Box sx={{ px: 2, py: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {LAYOUT_TEXT.noNotifications}
          </Typography>
        </Box>
      ) : (
        <List component="div" dense disablePadding>
          {latest.map((n) => (
            <NotificationLink key={n.id} n={n} homePath={homePath} onClick={onClose} />
          ))}
        </List>
      )}
      <Divider />
      <Box sx={{ px: 2, py: 1, textAlign: 'right' }}>
        <Link component={RouterLink} to={`${homePath}/notificaciones`} onClick={onClose}>
          {LAYOUT_TEXT.seeMore}
        </Link>
      </Box>
    </Popover>
  );
}
