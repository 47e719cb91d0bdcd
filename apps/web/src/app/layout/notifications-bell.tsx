import { Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { NOTIFICATION_LIMITS, badgeLabel } from '@vitrina/domain/notifications/notifications.rules';
import { useLatestNotifications } from '../../lib/api/get-latest-notifications';
import { useUnreadCount } from '../../lib/api/get-unread-count';
import { lazyPage } from '../../lib/page-code';
import { useNotificationsWatcher } from './notifications-watcher';
import { LAYOUT_TEXT } from './messages';

// the popover's code loads when the bell is first opened
const NotificationsPopover = lazyPage(() => import('./notifications-popover'));

/** The bell: unread badge (max 99), the latest 4 in a popover, toasts of new ones. */
export function NotificationsBell({ userId, homePath }: { userId: string; homePath: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // mounted from the first opening on, so that closing it animates
  const [opened, setOpened] = useState(false);
  const unread = useUnreadCount(userId).data ?? 0;
  // the latest notifications stay watched (the watcher's poll compares with them)
  useLatestNotifications(userId);
  useNotificationsWatcher(userId);
  const close = () => setAnchor(null);
  const label = badgeLabel(unread);

  return (
    <>
      <IconButton
        data-tour="notificaciones"
        aria-label={label ? LAYOUT_TEXT.notificationsUnread(label) : LAYOUT_TEXT.notifications}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
      >
        {/* the visible count is part of the button's name (WCAG 2.5.3); none is shown at 0 */}
        <Badge badgeContent={unread > 0 ? unread : undefined} max={NOTIFICATION_LIMITS.badgeMax} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <NotificationsPopover userId={userId} homePath={homePath} anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
