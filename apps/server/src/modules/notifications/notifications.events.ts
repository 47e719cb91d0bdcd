import { EventEmitter } from 'node:events';
import type { NotificationDto } from '@vitrina/domain/notifications/notifications.schema';

/** In-process push of new notifications to the open portals of their users (server-sent events). */
export function createNotificationEvents() {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  return {
    publish: (n: NotificationDto) => {
      bus.emit(n.user_id, n);
    },
    subscribe: (userId: string, fn: (n: NotificationDto) => void) => {
      bus.on(userId, fn);
      return () => {
        bus.off(userId, fn);
      };
    },
  };
}
export type NotificationEvents = ReturnType<typeof createNotificationEvents>;
