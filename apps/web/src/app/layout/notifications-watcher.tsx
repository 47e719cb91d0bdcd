import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { NOTIFICATION_LIMITS, nextToasts, notificationPreview } from '@vitrina/domain/notifications/notifications.rules';
import { getLastNotificationId } from '../../lib/api/get-last-notification';
import { markNotificationShown } from '../../lib/api/mark-notification';
import { openNotificationStream } from '../../lib/api/notification-stream';
import { queryKeys } from '../../lib/query-keys';
import type { NotificationDto } from '@vitrina/domain/notifications/notifications.schema';

/**
 * New notifications reach the open portal: pushed over server-sent events, with the 60-second
 * poll of GET /last as the fallback. Each notification not yet shown becomes a toast (15 s, at
 * most 5 at once) and is marked shown.
 */
export function useNotificationsWatcher(userId: string, latest: NotificationDto[] | undefined) {
  const qc = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const visible = useRef<string[]>([]);
  const announced = useRef<string[]>([]);
  const lastId = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    const refresh = () => { void qc.invalidateQueries({ queryKey: queryKeys.notifications.all }); };
    const stop = openNotificationStream(refresh);
    const timer = setInterval(async () => {
      try {
        const id = await getLastNotificationId(userId);
        if (lastId.current !== undefined && id !== lastId.current) refresh();
        lastId.current = id;
      } catch { /* the next poll retries */ }
    }, NOTIFICATION_LIMITS.pollMs);
    return () => { stop(); clearInterval(timer); };
  }, [qc, userId]);

  useEffect(() => {
    if (!latest) return;
    const items = latest.map((n) => ({ ...n, id: String(n.id) }));
    for (const n of nextToasts(items, { visible: visible.current, announced: announced.current })) {
      visible.current.push(n.id);
      announced.current.push(n.id);
      enqueueSnackbar(`${n.title}: ${notificationPreview(n.body)}`, {
        variant: 'info', autoHideDuration: NOTIFICATION_LIMITS.toastMs, key: `notification-${n.id}`,
        onExited: () => { visible.current = visible.current.filter((v) => v !== n.id); },
      });
      void markNotificationShown(Number(n.id)).catch(() => undefined);
    }
  }, [latest, enqueueSnackbar]);
}
