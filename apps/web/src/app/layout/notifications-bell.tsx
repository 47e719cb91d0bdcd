import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge, Box, Divider, IconButton, Link, List, ListItemButton, ListItemText, Popover, Skeleton, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { NOTIFICATION_LIMITS, badgeLabel, notificationPreview } from '@vitrina/domain/notifications/notifications.rules';
import { useLatestNotifications } from '../../lib/api/get-latest-notifications';
import { useUnreadCount } from '../../lib/api/get-unread-count';
import { useNotificationsWatcher } from './notifications-watcher';
import { LAYOUT_TEXT } from './messages';

/** The bell: unread badge (max 99), the latest 4 in a popover, toasts of new ones. */
export function NotificationsBell({ userId, homePath }: { userId: string; homePath: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = useUnreadCount(userId).data ?? 0;
  const latestQuery = useLatestNotifications(userId);
  useNotificationsWatcher(userId);
  const latest = (latestQuery.data ?? []).slice(0, NOTIFICATION_LIMITS.bell);
  const close = () => setAnchor(null);
  const label = badgeLabel(unread);

  return (
    <>
      <IconButton
        data-tour="notificaciones"
        aria-label={label ? LAYOUT_TEXT.notificationsUnread(label) : LAYOUT_TEXT.notifications}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {/* the visible count is part of the button's name (WCAG 2.5.3); none is shown at 0 */}
        <Badge badgeContent={unread > 0 ? unread : undefined} max={NOTIFICATION_LIMITS.badgeMax} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={close}
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
              <ListItemButton key={n.id} component={RouterLink} to={`${homePath}/notificaciones?notificationId=${n.id}`} onClick={close}>
                <ListItemText
                  primary={n.title}
                  secondary={notificationPreview(n.body)}
                  slotProps={{ primary: { sx: { fontWeight: n.read_at ? 400 : 700 } } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
        <Divider />
        <Box sx={{ px: 2, py: 1, textAlign: 'right' }}>
          <Link component={RouterLink} to={`${homePath}/notificaciones`} onClick={close}>
            {LAYOUT_TEXT.seeMore}
          </Link>
        </Box>
      </Popover>
    </>
  );
}
