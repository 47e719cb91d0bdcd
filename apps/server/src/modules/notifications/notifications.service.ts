import { z } from 'zod';
import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import { NOTIF_MSG } from '@vitrina/domain/notifications/messages';
import type {
  NotificationDto,
  createNotificationSchema,
  notificationInputSchema,
  notificationListQuerySchema,
} from '@vitrina/domain/notifications/notifications.schema';
import type { Notify } from '../../lib/notify';
import { sanitizeRichHtml } from '../../lib/sanitize';
import type { NotificationEvents } from './notifications.events';
import type { NotificationRow, NotificationsRepo } from './notifications.repo';
import { requireOwnRow, requireOwnUser } from '../access/require-notifications';

type Caller = { userId: string };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toNotificationDto = (n: NotificationRow): NotificationDto => ({
  id: n.id,
  user_id: n.user_id,
  title: n.title,
  importance: n.importance,
  body: n.body,
  read_at: iso(n.read_at),
  shown_at: iso(n.shown_at),
  created_at: n.created_at.toISOString(),
  action: n.action_url ? { url: n.action_url, label: n.action_label ?? 'Ver más' } : null,
});

export function createNotificationsService(deps: { repo: NotificationsRepo; clock: Clock; events: NotificationEvents }) {
  const { repo, clock, events } = deps;

  /** A user may only read their own notifications; the user id is required. */
  const ownUser = (caller: Caller, userId: string | undefined) => {
    if (!userId) throw new AppError('bad_request', 400, NOTIF_MSG.userIdRequired);
    return requireOwnUser(caller.userId, userId, NOTIF_MSG.otherUser);
  };
  const own = async (caller: Caller, id: number) => requireOwnRow(caller.userId, await repo.byId(id), NOTIF_MSG.notificationNotFound);
  const build = (input: z.infer<typeof notificationInputSchema>, userId: string, by: string | null) => ({
    user_id: userId,
    title: input.title,
    importance: input.importance,
    body: sanitizeRichHtml(input.body),
    action_url: input.action?.url ?? null,
    action_label: input.action?.label ?? null,
    created_at: clock.now(),
    created_by: by,
  });
  /** The stored notifications, announced to the open portals of their users on every instance. */
  const publish = async (rows: NotificationRow[]) => {
    const dtos = rows.map(toNotificationDto);
    // stored is what counts: a push that fails is read at the next page load
    await events.publish(dtos).catch(() => {});
    return dtos;
  };

  return {
    ownUser,
    async list(caller: Caller, q: z.infer<typeof notificationListQuerySchema>) {
      const userId = ownUser(caller, q.user_id ?? q.userId);
      const [rows, counts] = await Promise.all([repo.page(userId, q.status, q.q, q.size, (q.page - 1) * q.size), repo.counts(userId, q.q)]);
      const total = counts[q.status];
      return {
        notifications: rows.map(toNotificationDto),
        page: q.page,
        page_size: q.size,
        total,
        total_pages: Math.max(1, Math.ceil(total / q.size)),
        counts,
      };
    },
    latest: async (caller: Caller, userId: string) =>
      (await repo.page(ownUser(caller, userId), 'all', undefined, 6, 0)).map(toNotificationDto),
    unreadCount: async (caller: Caller, userId: string | undefined) => ({ count: (await repo.counts(ownUser(caller, userId))).unread }),
    last: async (caller: Caller, userId: string | undefined) => ({ id: await repo.lastId(ownUser(caller, userId)) }),
    async markRead(caller: Caller, id: number) {
      await own(caller, id);
      return toNotificationDto(await repo.mark(id, 'read_at', clock.now()));
    },
    async markShown(caller: Caller, id: number) {
      await own(caller, id);
      return toNotificationDto(await repo.mark(id, 'shown_at', clock.now()));
    },
    /** Only the publishers create notifications: the route's ability send:Notification (the ability hook). */
    async create(caller: Caller, input: z.infer<typeof createNotificationSchema>) {
      if (!(await repo.existingUsers([input.user_id])).length) throw new AppError('not_found', 404, 'El usuario no existe');
      return (await publish(await repo.insert([build(input, input.user_id, caller.userId)])))[0]!;
    },
    async createBatch(caller: Caller, userIds: string[], input: z.infer<typeof notificationInputSchema>) {
      const unique = [...new Set(userIds)];
      const found = await repo.existingUsers(unique);
      if (found.length !== unique.length) throw new AppError('not_found', 404, 'Uno o más usuarios no existen');
      const rows = await publish(await repo.insert(unique.map((u) => build(input, u, caller.userId))));
      return { created: rows.length, ids: rows.map((r) => r.id) };
    },
    /**
     * The same notification for every user holding a role in the sender's country (publishers
     * only: the route's ability send:Notification). 404 when nobody holds it there.
     */
    async createForRole(caller: Caller, role: string, input: z.infer<typeof notificationInputSchema>) {
      const userIds = await repo.usersWithRoleInCountryOf(role, caller.userId);
      if (!userIds.length) throw new AppError('not_found', 404, NOTIF_MSG.nobodyWithRole);
      const rows = await publish(await repo.insert(userIds.map((u) => build(input, u, caller.userId))));
      return { created: rows.length, ids: rows.map((r) => r.id) };
    },
    /** The port every module notifies through (lib/notify.ts): no publisher needed, the caller module decides who is told. */
    notify: (async (to, notice, by = null) => {
      const userIds = typeof to === 'string' ? [to] : [...to];
      if (!userIds.length) return;
      const input = { ...notice, importance: notice.importance ?? 'media' };
      await publish(await repo.insert(userIds.map((u) => build(input, u, by))));
    }) satisfies Notify,
    subscribe: events.subscribe,
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
