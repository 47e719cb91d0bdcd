import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activeHoldersOf } from '../../db/filters';
import * as t from '../../db/schema/index';

export type NotificationRow = typeof t.notifications.$inferSelect;
export type NotificationInsert = typeof t.notifications.$inferInsert;
export type NotificationStatus = 'all' | 'unread' | 'read' | 'unshown';

/** Queries of the notifications module. */
export function createNotificationsRepo(db: Db) {
  // the bell's counts, on every page: without a search they are built once and run named
  const countsQuery = () =>
    db
      .select({
        all: count(),
        unread: sql<number>`count(*) filter (where ${t.notifications.read_at} is null)`.mapWith(Number),
        unshown: sql<number>`count(*) filter (where ${t.notifications.shown_at} is null)`.mapWith(Number),
      })
      .from(t.notifications);
  const prepareCounts = () =>
    countsQuery()
      .where(eq(t.notifications.user_id, sql.placeholder('user')))
      .prepare('notification_counts');
  let countsOfUser: ReturnType<typeof prepareCounts> | undefined;
  let lastOfUser: ReturnType<typeof prepareLast> | undefined;
  const prepareLast = () =>
    db
      .select({ id: t.notifications.id })
      .from(t.notifications)
      .where(eq(t.notifications.user_id, sql.placeholder('user')))
      .orderBy(desc(t.notifications.id))
      .limit(1)
      .prepare('notification_last');
  const pageQuery = (where: SQL | undefined) =>
    db.select().from(t.notifications).where(where).orderBy(desc(t.notifications.created_at), desc(t.notifications.id));
  const preparePage = (status: NotificationStatus) =>
    pageQuery(ofUser(sql.placeholder('user') as unknown as string, status))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`notification_page_${status}`);
  const pages = new Map<NotificationStatus, ReturnType<typeof preparePage>>();
  const ofUser = (userId: string, status: NotificationStatus, q?: string) => {
    const parts: SQL[] = [eq(t.notifications.user_id, userId)];
    if (status === 'unread') parts.push(isNull(t.notifications.read_at));
    if (status === 'read') parts.push(isNotNull(t.notifications.read_at));
    if (status === 'unshown') parts.push(isNull(t.notifications.shown_at));
    if (q?.trim()) {
      const like = `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      parts.push(or(ilike(t.notifications.title, like), ilike(t.notifications.body, like))!);
    }
    return and(...parts);
  };
  return {
    existingUsers: async (ids: string[]) =>
      ids.length ? (await db.select({ id: t.users.id }).from(t.users).where(inArray(t.users.id, ids))).map((r) => r.id) : [],
    /** A page of the user's notifications; without a search, built once per status and run named. */
    page: (userId: string, status: NotificationStatus, q: string | undefined, limit: number, offset: number) => {
      if (q)
        return pageQuery(ofUser(userId, status, q))
          .limit(limit)
          .offset(offset);
      let prepared = pages.get(status);
      if (!prepared) pages.set(status, (prepared = preparePage(status)));
      return prepared.execute({ user: userId, limit, offset });
    },
    counts: async (userId: string, q?: string) => {
      const [row] = q
        ? await countsQuery().where(ofUser(userId, 'all', q))
        : await (countsOfUser ??= prepareCounts()).execute({ user: userId });
      const all = row?.all ?? 0;
      const unread = row?.unread ?? 0;
      return { all, unread, read: all - unread, unshown: row?.unshown ?? 0 };
    },
    lastId: async (userId: string) => (await (lastOfUser ??= prepareLast()).execute({ user: userId }))[0]?.id ?? null,
    byIds: async (ids: number[]) => (ids.length ? await db.select().from(t.notifications).where(inArray(t.notifications.id, ids)) : []),
    byId: async (id: number) => (await db.select().from(t.notifications).where(eq(t.notifications.id, id)))[0],
    /** Sets read_at or shown_at once (keeps the first instant). */
    mark: async (id: number, field: 'read_at' | 'shown_at', at: Date) => {
      const col = t.notifications[field];
      const [row] = await db
        .update(t.notifications)
        .set({ [field]: sql`coalesce(${col}, ${at.toISOString()}::timestamptz)` })
        .where(eq(t.notifications.id, id))
        .returning();
      return row!;
    },
    insert: (rows: NotificationInsert[]) => db.insert(t.notifications).values(rows).returning(),
    /** The enabled, not disabled users holding `role` in the country of the user `of` (a staff sender). */
    usersWithRoleInCountryOf: async (role: string, of: string) =>
      (
        await db
          .selectDistinct({ id: t.users.id })
          .from(t.userRoles)
          .innerJoin(t.users, eq(t.users.id, t.userRoles.user_id))
          .where(and(activeHoldersOf([role]), sql`${t.users.country_id} = (select country_id from users where id = ${of})`))
      ).map((r) => r.id),
  };
}
export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
