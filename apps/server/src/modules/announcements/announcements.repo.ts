import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';
import { linkedTo } from './announcements.repo.common';

/** Who reads: a tenant user and the countries read for them (theirs, perhaps narrowed to none). */
export type Reader = { userId: string; countries: string[] };

/**
 * The one audience rule of announcements, used by every read (list, count, detail, news, signal):
 * published in one of the reader's countries (`countryIn`: the country column's test), and either
 * without recipients (the whole country) or with one the reader is linked to.
 */
const audience = (userId: string | SQL, countryIn: SQL): SQL => sql`(
  exists (select 1 from announcement_countries ac where ac.announcement_id = ${t.announcements.id} and ac.country_id ${countryIn})
  and (not exists (select 1 from announcement_recipients r where r.announcement_id = ${t.announcements.id})
    or exists (select 1 from announcement_recipients r where r.announcement_id = ${t.announcements.id} and ${linkedTo(userId)})))`;

export const audienceOf = (reader: Reader): SQL =>
  reader.countries.length ? audience(reader.userId, sql`in ${reader.countries}`) : sql`false`;

/** An announcement row of the news, with its countries and files (toAnnouncementDtos' lists). */
export interface NewsRow {
  id: number;
  title: string;
  description: string | null;
  content: string;
  category: string;
  start_date: Date;
  end_date: Date | null;
  link: string | null;
  link_text: string | null;
  publisher: string;
  created_at: Date;
  countries: string[];
  files: { id: number; announcement_id: number; kind: string; name: string; mime: string }[];
}

/** Queries of the announcements module. */
export function createAnnouncementsRepo(db: Db) {
  const visible = (reader: Reader, now: Date, since?: Date) =>
    and(
      lte(t.announcements.start_date, now),
      since ? gte(t.announcements.start_date, since) : undefined,
      or(isNull(t.announcements.end_date), gte(t.announcements.end_date, now)),
      audienceOf(reader),
    );
  const newest = [desc(t.announcements.start_date), desc(t.announcements.id)];
  /**
   * The home page's news (POST /{country}/news) as a prepared statement, built once: the audience
   * rule's many subqueries made PostgreSQL plan for 5–9 ms on every request, while the query
   * itself runs in about 1 ms; a prepared statement is planned once per connection. Countries and
   * files come in the same round trip (their subqueries name `announcements.id` in full: Drizzle
   * writes a one-table select's columns unqualified, and a bare "id" would be the file's).
   */
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const newsQuery = db
    .select({
      ...getTableColumns(t.announcements),
      countries: sql<string[] | string>`(select coalesce(json_agg(ac.country_id order by ac.country_id), '[]'::json)
        from announcement_countries ac where ac.announcement_id = announcements.id)`,
      files: sql<NewsRow['files'] | string>`(select coalesce(json_agg(json_build_object('id', f.id, 'announcement_id', f.announcement_id,
          'kind', f.kind, 'name', f.name, 'mime', f.mime) order by f.position, f.id), '[]'::json)
        from announcement_files f where f.announcement_id = announcements.id)`,
    })
    .from(t.announcements)
    .where(
      and(
        sql`${t.announcements.start_date} <= ${now}`,
        sql`(${t.announcements.end_date} is null or ${t.announcements.end_date} >= ${now})`,
        audience(sql`${sql.placeholder('user')}`, sql`= any(${sql.placeholder('countries')}::text[])`),
        sql`(
        not exists (select 1 from announcement_recipients r where r.announcement_id = ${t.announcements.id})
        or exists (select 1 from announcement_recipients r where r.announcement_id = ${t.announcements.id}
          and r.kind = 'edificio' and r.ref_id = any(${sql.placeholder('buildings')}::text[])))`,
      ),
    )
    .orderBy(...newest)
    .limit(sql.placeholder('limit'))
    .prepare('announcements_news');
  const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return {
    page: (reader: Reader, now: Date, limit: number, offset: number, since?: Date) =>
      db
        .select()
        .from(t.announcements)
        .where(visible(reader, now, since))
        .orderBy(...newest)
        .limit(limit)
        .offset(offset),
    count: async (reader: Reader, now: Date, since?: Date) =>
      (
        await db
          .select({ n: count() })
          .from(t.announcements)
          .where(visible(reader, now, since))
      )[0]?.n ?? 0,
    visibleById: async (id: number, reader: Reader, now: Date) =>
      (
        await db
          .select()
          .from(t.announcements)
          .where(and(eq(t.announcements.id, id), visible(reader, now)))
      )[0],
    /** Visible now and for the whole country or one of `buildings` (POST /{country}/news), with their countries and files. */
    news: async (reader: Reader, at: Date, buildings: string[], limit: number): Promise<NewsRow[]> => {
      if (!reader.countries.length) return [];
      const rows = await newsQuery.execute({ user: reader.userId, countries: reader.countries, now: at.toISOString(), buildings, limit });
      return rows.map((r) => ({
        ...r,
        countries: parse(r.countries),
        files: parse(r.files).map((f) => ({ ...f, id: Number(f.id), announcement_id: Number(f.announcement_id) })),
      }));
    },
    /** Visible now and created within the millisecond `at` (PostgreSQL keeps microseconds). */
    createdAt: (reader: Reader, now: Date, at: Date) =>
      db
        .select()
        .from(t.announcements)
        .where(and(visible(reader, now), gte(t.announcements.created_at, at), lt(t.announcements.created_at, new Date(at.getTime() + 1))))
        .orderBy(...newest),
    countriesOf: (ids: number[]) =>
      ids.length
        ? db
            .select()
            .from(t.announcementCountries)
            .where(inArray(t.announcementCountries.announcement_id, ids))
            .orderBy(asc(t.announcementCountries.country_id))
        : Promise.resolve([]),
    filesOf: (ids: number[]) =>
      ids.length
        ? db
            .select({
              id: t.announcementFiles.id,
              announcement_id: t.announcementFiles.announcement_id,
              kind: t.announcementFiles.kind,
              name: t.announcementFiles.name,
              mime: t.announcementFiles.mime,
            })
            .from(t.announcementFiles)
            .where(inArray(t.announcementFiles.announcement_id, ids))
            .orderBy(asc(t.announcementFiles.position), asc(t.announcementFiles.id))
        : Promise.resolve([]),
    file: async (id: number) => (await db.select().from(t.announcementFiles).where(eq(t.announcementFiles.id, id)))[0],
    /** Records that the user opened the announcement (the first time counts). */
    markRead: (id: number, userId: string, at: Date) =>
      db.insert(t.announcementReads).values({ announcement_id: id, user_id: userId, read_at: at }).onConflictDoNothing(),
    /** Whether a file of that kind belongs to an announcement the reader may read now (dates and audience). */
    fileReadable: async (id: number, kind: 'img' | 'doc', reader: Reader, now: Date) =>
      (
        await db
          .select({ id: t.announcementFiles.id })
          .from(t.announcementFiles)
          .innerJoin(t.announcements, eq(t.announcements.id, t.announcementFiles.announcement_id))
          .where(and(eq(t.announcementFiles.id, id), eq(t.announcementFiles.kind, kind), visible(reader, now)))
      ).length > 0,
  };
}
export type AnnouncementsRepo = ReturnType<typeof createAnnouncementsRepo>;

export type { AdminFilters, AnnouncementFileInsert, AnnouncementInsert } from './announcements.repo.common';
export { createAnnouncementsAdminRepo, type AnnouncementsAdminRepo } from './announcements.admin.repo';
