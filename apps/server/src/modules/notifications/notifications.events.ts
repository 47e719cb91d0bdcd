import { EventEmitter } from 'node:events';
import type { NotificationDto } from '@vitrina/domain/notifications/notifications.schema';
import type { Database } from '../../db/client';

/** The PostgreSQL channel every server instance listens on for new notifications. */
export const NOTIFICATIONS_CHANNEL = 'vitrina_notifications';
/** A NOTIFY payload stays under PostgreSQL's 8,000 bytes. */
const PAYLOAD_MAX = 7_000;

/**
 * Push of new notifications to the open portals of their users (server-sent events), whatever
 * instance holds the user's stream: a new notification is announced on the database's
 * notification channel (NOTIFY, only its user and id: a body may be larger than a payload), and
 * each instance loads and pushes the ones whose users have a stream open on it.
 */
export function createNotificationEvents(deps: {
  database: Pick<Database, 'listen' | 'notify'>;
  load: (ids: number[]) => Promise<NotificationDto[]>;
  onError?: (err: unknown) => void;
}) {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  const failed = (err: unknown) => deps.onError?.(err);

  async function deliver(payload: string) {
    let pairs: [string, number][];
    try {
      pairs = JSON.parse(payload);
    } catch {
      return;
    }
    if (!Array.isArray(pairs)) return;
    const wanted = pairs.filter((p) => Array.isArray(p) && bus.listenerCount(String(p[0])) > 0).map((p) => Number(p[1]));
    if (!wanted.length) return;
    for (const n of await deps.load(wanted)) bus.emit(n.user_id, n);
  }

  let stop: (() => Promise<void>) | undefined;
  return {
    /** Starts listening (before the server accepts streams). */
    async start() {
      stop ??= await deps.database.listen(NOTIFICATIONS_CHANNEL, (payload) => void deliver(payload).catch(failed));
    },
    async close() {
      await stop?.();
      stop = undefined;
    },
    /** Announces new notifications to every instance (several per payload, within its limit). */
    async publish(notifications: Pick<NotificationDto, 'id' | 'user_id'>[]) {
      let chunk: [string, number][] = [];
      let size = 2;
      const send = async () => {
        if (chunk.length) await deps.database.notify(NOTIFICATIONS_CHANNEL, JSON.stringify(chunk));
        chunk = [];
        size = 2;
      };
      for (const n of notifications) {
        const item: [string, number] = [n.user_id, n.id];
        const length = JSON.stringify(item).length + 1;
        if (size + length > PAYLOAD_MAX) await send();
        chunk.push(item);
        size += length;
      }
      await send();
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
