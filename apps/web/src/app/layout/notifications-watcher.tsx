import { useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useSnackbar } from '../../lib/toast';
import { NOTIFICATION_LIMITS, isBehind, notificationPreview } from '@vitrina/domain/notifications/notifications.rules';
import type { NotificationDto } from '@vitrina/domain/notifications/notifications.schema';
import { emptyToastQueue, toastQueueReducer, type ToastEvent, type ToastQueue } from './toast-queue';
import { getLastNotificationId } from '../../lib/api/get-last-notification';
import { useUnshownNotifications } from '../../lib/api/get-unshown-notifications';
import { markNotificationShown } from '../../lib/api/mark-notification';
import { openNotificationStream } from '../../lib/api/notification-stream';
import { queryKeys } from '../../lib/query-keys';
import { LAYOUT_TEXT } from './messages';

const reducer = (q: ToastQueue<NotificationDto>, e: ToastEvent<NotificationDto>) => toastQueueReducer(q, e);

/**
 * New notifications reach the open portal: pushed over server-sent events, with the 60-second
 * poll of GET /last as the fallback (it compares the server's latest id with the newest one the
 * portal holds, so the first poll already catches up). Each notification not yet shown becomes a
 * toast (15 s, at most 5 at once, the rest waiting their turn: the domain's toast queue) and is
 * marked shown when its toast appears.
 */
export function useNotificationsWatcher(userId: string) {
  const qc = useQueryClient();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const unshown = useUnshownNotifications(userId).data;
  const [queue, dispatch] = useReducer(reducer, undefined, emptyToastQueue<NotificationDto>);
  // toasts handed to the snackbar already (a re-render must not hand them twice)
  const handed = useRef(new Set<number>());

  useEffect(() => {
    const refresh = () => {
      void qc.invalidateQueries({ queryKey: queryKeys.notifications.all });
    };
    const stop = openNotificationStream(refresh);
    const timer = setInterval(async () => {
      try {
        const id = await getLastNotificationId(userId);
        const held = qc.getQueryData<NotificationDto[]>(queryKeys.notifications.latest(userId))?.[0]?.id;
        if (isBehind(id, held)) refresh();
      } catch {
        /* the next poll retries */
      }
    }, NOTIFICATION_LIMITS.pollMs);
    return () => {
      stop();
      clearInterval(timer);
    };
  }, [qc, userId]);

  useEffect(() => {
    if (unshown) dispatch({ type: 'arrived', items: unshown });
  }, [unshown]);

  useEffect(() => {
    for (const n of queue.visible) {
      if (handed.current.has(n.id)) continue;
      handed.current.add(n.id);
      enqueueSnackbar(`${n.title}: ${notificationPreview(n.body)}`, {
        variant: 'info',
        autoHideDuration: NOTIFICATION_LIMITS.toastMs,
        key: `notification-${n.id}`,
        action: (key) => (
          <IconButton size="small" color="inherit" aria-label={LAYOUT_TEXT.closeToast} onClick={() => closeSnackbar(key)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        ),
        // shown when it appears on screen, not when it is queued
        onEnter: () => {
          markNotificationShown(n.id).then(
            () => {
              qc.setQueryData<NotificationDto[]>(queryKeys.notifications.unshown(userId), (list) => list?.filter((x) => x.id !== n.id));
            },
            () => undefined,
          );
        },
        onExited: () => dispatch({ type: 'closed', id: n.id }),
      });
    }
  }, [queue.visible, enqueueSnackbar, closeSnackbar, qc, userId]);
}
