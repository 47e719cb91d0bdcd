import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notInternalUser } from '../../db/filters';
import * as t from '../../db/schema/index';
import { linkedTo, U_ID, type AdminFilters, type AnnouncementsAdminQueries } from './announcements.repo.common';
import { rowById } from '../../db/row-by-id';

/** The administration's announcements: the caller's roles, the list, one announcement, its reads, files and writes. */
export function createAnnouncementRecordsRepo(q: AnnouncementsAdminQueries) {
  const { db, a, filtered, writes } = q;
  return {
    /** The enabled internal roles of a user. */
    internalRoles: async (userId: string) =>
      (
        await db
          .select({ id: t.roles.id })
          .from(t.userRoles)
          .innerJoin(t.roles, eq(t.roles.id, t.userRoles.role_id))
          .where(and(eq(t.userRoles.user_id, userId), eq(t.userRoles.enabled, true), eq(t.roles.internal, true)))
      ).map((r) => r.id),
    user: (userId: string) =>
      rowById(db, t.users, userId, { nombres: t.users.nombres, apellidos: t.users.apellidos, country_id: t.users.country_id }),
    byId: async (id: number) => (await db.select().from(a).where(eq(a.id, id)))[0],
    page: (f: AdminFilters, limit: number, offset: number) =>
      db.select().from(a).where(filtered(f)).orderBy(desc(a.start_date), desc(a.id)).limit(limit).offset(offset),
    count: async (f: AdminFilters) => (await db.select({ n: count() }).from(a).where(filtered(f)))[0]?.n ?? 0,
    /**
     * Per announcement: its audience (tenant users not disabled, of its countries, linked to one of
     * its recipients or any when it has none: the one audience rule) and how many of them opened it.
     */
    readStats: async (ids: number[]) =>
      ids.length
        ? (
            (
              await db.execute(sql`
      select a.id,
        (select count(*)::int from users u
          where u.status <> 'Deshabilitado' and ${notInternalUser(U_ID)}
            and u.country_id in (select ac.country_id from announcement_countries ac where ac.announcement_id = a.id)
            and (not exists (select 1 from announcement_recipients r where r.announcement_id = a.id)
              or exists (select 1 from announcement_recipients r where r.announcement_id = a.id and ${linkedTo(sql`u.id`)}))) as audience,
        (select count(*)::int from announcement_reads ar join users u on u.id = ar.user_id
          where ar.announcement_id = a.id and ${notInternalUser(U_ID)}) as reads
      from announcements a where a.id in ${ids}`)
            ).rows as { id: unknown; audience: unknown; reads: unknown }[]
          ).map((r) => ({ id: Number(r.id), audience: Number(r.audience), reads: Number(r.reads) }))
        : [],
    /** Files of the announcements: how many pictures and attachments each has. */
    fileCounts: async (ids: number[]) =>
      ids.length
        ? db
            .select({ announcement_id: t.announcementFiles.announcement_id, kind: t.announcementFiles.kind, n: count() })
            .from(t.announcementFiles)
            .where(inArray(t.announcementFiles.announcement_id, ids))
            .groupBy(t.announcementFiles.announcement_id, t.announcementFiles.kind)
        : Promise.resolve([]),
    /** Where the bytes of an announcement's files (all, or those ids) are stored (legacy rows: none). */
    fileLocations: (id: number, fileIds?: number[]) =>
      fileIds && !fileIds.length
        ? Promise.resolve([])
        : db
            .select({ bucket: t.announcementFiles.bucket, path: t.announcementFiles.path })
            .from(t.announcementFiles)
            .where(and(eq(t.announcementFiles.announcement_id, id), fileIds ? inArray(t.announcementFiles.id, fileIds) : undefined)),
    fileIdsOf: async (id: number) =>
      (await db.select({ id: t.announcementFiles.id }).from(t.announcementFiles).where(eq(t.announcementFiles.announcement_id, id))).map(
        (r) => r.id,
      ),
    lastPosition: async (id: number) =>
      (
        await db
          .select({ p: max(t.announcementFiles.position) })
          .from(t.announcementFiles)
          .where(eq(t.announcementFiles.announcement_id, id))
      )[0]?.p ?? -1,
    transaction: <T>(fn: (w: ReturnType<typeof writes>) => Promise<T>) => db.transaction(async (tx) => fn(writes(tx as unknown as Db))),
  };
}
