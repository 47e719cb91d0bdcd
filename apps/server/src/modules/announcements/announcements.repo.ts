import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';

/** Queries of the announcements module. */
export function createAnnouncementsRepo(db: Db) {
  const visible = (countries: string[], now: Date) => and(
    lte(t.announcements.start_date, now),
    or(isNull(t.announcements.end_date), gte(t.announcements.end_date, now)),
    inArray(t.announcements.id, db.select({ id: t.announcementCountries.announcement_id }).from(t.announcementCountries)
      .where(inArray(t.announcementCountries.country_id, countries))),
  );
  return {
    userCountry: async (userId: string) =>
      (await db.select({ country_id: t.users.country_id }).from(t.users).where(eq(t.users.id, userId)))[0]?.country_id,
    page: (countries: string[], now: Date, limit: number, offset: number) =>
      db.select().from(t.announcements).where(visible(countries, now))
        .orderBy(desc(t.announcements.start_date), desc(t.announcements.id)).limit(limit).offset(offset),
    count: async (countries: string[], now: Date) =>
      (await db.select({ n: count() }).from(t.announcements).where(visible(countries, now)))[0]?.n ?? 0,
    visibleById: async (id: number, countries: string[], now: Date) =>
      (await db.select().from(t.announcements).where(and(eq(t.announcements.id, id), visible(countries, now))))[0],
    countriesOf: (ids: number[]) => ids.length
      ? db.select().from(t.announcementCountries).where(inArray(t.announcementCountries.announcement_id, ids)).orderBy(asc(t.announcementCountries.country_id))
      : Promise.resolve([]),
    filesOf: (ids: number[]) => ids.length
      ? db.select({ id: t.announcementFiles.id, announcement_id: t.announcementFiles.announcement_id, kind: t.announcementFiles.kind, name: t.announcementFiles.name, mime: t.announcementFiles.mime })
        .from(t.announcementFiles).where(inArray(t.announcementFiles.announcement_id, ids)).orderBy(asc(t.announcementFiles.position), asc(t.announcementFiles.id))
      : Promise.resolve([]),
    file: async (id: number) => (await db.select().from(t.announcementFiles).where(eq(t.announcementFiles.id, id)))[0],
    /** The countries a file's announcement is published in. */
    fileCountries: async (id: number) => (await db.select({ c: t.announcementCountries.country_id }).from(t.announcementFiles)
      .innerJoin(t.announcementCountries, eq(t.announcementCountries.announcement_id, t.announcementFiles.announcement_id))
      .where(eq(t.announcementFiles.id, id))).map((r) => r.c),
  };
}
export type AnnouncementsRepo = ReturnType<typeof createAnnouncementsRepo>;
