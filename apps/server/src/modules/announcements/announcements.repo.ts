import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  max,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnnouncementRecipientKind } from '@vitrina/domain/notifications/announcements.admin';
import type { Db } from '../../db/client';
import { notInternalUser } from '../../db/filters';
import * as t from '../../db/schema/index';
import { reachesSql } from '../access/reach';

/** Who reads: a tenant user and the countries read for them (theirs, perhaps narrowed to none). */
export type Reader = { userId: string; countries: string[] };

/**
 * Whether the user is linked to the recipient row `r` (an alias of announcement_recipients):
 * directly (usuario); as a member of the client (empresa); through an assignment to the brand, to
 * one of its contracts (marca) or one reaching the contract (contrato: the access layer's
 * assignment rule, reachesSql); or to a building where the user has an assigned space or where one of
 * the user's clients holds a contract (edificio).
 */
const linkedTo = (userId: string | SQL) => sql`(
  (r.kind = 'usuario' and r.ref_id = (${userId})::text)
  or (r.kind = 'empresa' and exists (select 1 from user_clients uc where uc.user_id = ${userId} and uc.client_id = r.ref_id))
  or (r.kind = 'marca' and exists (select 1 from assignments a left join contracts c on c.id = a.contract_id
    where a.user_id = ${userId} and (a.brand_id = r.ref_id or c.brand_id = r.ref_id)))
  or (r.kind = 'contrato' and exists (select 1 from contracts c where c.id = r.ref_id
    and ${reachesSql(userId, { id: sql`c.id`, client_id: sql`c.client_id`, brand_id: sql`c.brand_id`, space_id: sql`c.space_id` })}))
  or (r.kind = 'edificio' and (
    exists (select 1 from assignments a left join contracts c on c.id = a.contract_id join spaces s on s.id = coalesce(a.space_id, c.space_id)
      where a.user_id = ${userId} and s.building_id = r.ref_id)
    or exists (select 1 from user_clients uc join contracts c on c.client_id = uc.client_id join spaces s on s.id = c.space_id
      where uc.user_id = ${userId} and s.building_id = r.ref_id)))
)`;

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

/** users.id of the alias u, for the shared filters that take a column */
const U_ID = sql`u.id` as unknown as AnyColumn;

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

/** A LIKE pattern that matches `q` anywhere, its wildcards escaped. */
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type AdminFilters = { q?: string; category?: string; country?: string };
export type AnnouncementInsert = typeof t.announcements.$inferInsert;
export type AnnouncementFileInsert = typeof t.announcementFiles.$inferInsert;

/** Queries of the announcement administration (internal staff). */
export function createAnnouncementsAdminRepo(db: Db) {
  const a = t.announcements;
  const filtered = (f: AdminFilters) => {
    const parts: SQL[] = [];
    if (f.q) parts.push(or(ilike(a.title, like(f.q)), ilike(a.description, like(f.q)), ilike(a.content, like(f.q)))!);
    if (f.category) parts.push(eq(a.category, f.category));
    if (f.country) {
      parts.push(
        inArray(
          a.id,
          db
            .select({ id: t.announcementCountries.announcement_id })
            .from(t.announcementCountries)
            .where(eq(t.announcementCountries.country_id, f.country)),
        ),
      );
    }
    return parts.length ? and(...parts) : undefined;
  };
  const writes = (tx: Db) => ({
    insert: async (v: AnnouncementInsert) => (await tx.insert(a).values(v).returning())[0]!,
    update: (id: number, v: Partial<AnnouncementInsert>) => tx.update(a).set(v).where(eq(a.id, id)),
    remove: async (id: number) => (await tx.delete(a).where(eq(a.id, id)).returning({ id: a.id })).length > 0,
    setCountries: async (id: number, countries: string[]) => {
      await tx.delete(t.announcementCountries).where(eq(t.announcementCountries.announcement_id, id));
      await tx.insert(t.announcementCountries).values(countries.map((country_id) => ({ announcement_id: id, country_id })));
    },
    /** Replaces the recipients (none: the whole of its countries). */
    setRecipients: async (id: number, rows: { kind: string; id: string }[]) => {
      await tx.delete(t.announcementRecipients).where(eq(t.announcementRecipients.announcement_id, id));
      if (rows.length)
        await tx.insert(t.announcementRecipients).values(rows.map((r) => ({ announcement_id: id, kind: r.kind, ref_id: r.id })));
    },
    insertFiles: async (rows: AnnouncementFileInsert[]) => {
      if (rows.length) await tx.insert(t.announcementFiles).values(rows);
    },
    removeFiles: (id: number, fileIds: number[]) =>
      fileIds.length
        ? tx.delete(t.announcementFiles).where(and(eq(t.announcementFiles.announcement_id, id), inArray(t.announcementFiles.id, fileIds)))
        : Promise.resolve(),
    audit: (row: typeof t.auditLog.$inferInsert) => tx.insert(t.auditLog).values(row),
  });
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
    user: async (userId: string) =>
      (
        await db
          .select({ nombres: t.users.nombres, apellidos: t.users.apellidos, country_id: t.users.country_id })
          .from(t.users)
          .where(eq(t.users.id, userId))
      )[0],
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

    /** Recipient search: companies, brands, contracts or tenant users matching q (name, tax id, code, e-mail). */
    searchEmpresas: (q: string, countries: string[] | undefined, limit: number) =>
      db
        .select({ id: t.clients.id, name: t.clients.name, detail: t.clients.tax_id, country: t.clients.country_id })
        .from(t.clients)
        .where(
          and(
            or(ilike(t.clients.name, like(q)), ilike(t.clients.tax_id, like(q))),
            countries ? inArray(t.clients.country_id, countries) : undefined,
          ),
        )
        .orderBy(asc(t.clients.name))
        .limit(limit),
    searchMarcas: (q: string, countries: string[] | undefined, limit: number) =>
      db
        .select({ id: t.brands.id, name: t.brands.name, detail: t.clients.name, country: t.clients.country_id })
        .from(t.brands)
        .innerJoin(t.clients, eq(t.clients.id, t.brands.client_id))
        .where(and(ilike(t.brands.name, like(q)), countries ? inArray(t.clients.country_id, countries) : undefined))
        .orderBy(asc(t.brands.name), asc(t.brands.id))
        .limit(limit),
    searchContratos: (q: string, countries: string[] | undefined, limit: number) =>
      db
        .select({
          id: t.contracts.id,
          name: t.contracts.code,
          detail: sql<string>`${t.brands.name} || ' · ' || ${t.buildings.name} || ' ' || ${t.spaces.code}`,
          country: t.clients.country_id,
        })
        .from(t.contracts)
        .innerJoin(t.clients, eq(t.clients.id, t.contracts.client_id))
        .innerJoin(t.brands, eq(t.brands.id, t.contracts.brand_id))
        .innerJoin(t.spaces, eq(t.spaces.id, t.contracts.space_id))
        .innerJoin(t.buildings, eq(t.buildings.id, t.spaces.building_id))
        .where(
          and(
            or(ilike(t.contracts.code, like(q)), ilike(t.brands.name, like(q)), ilike(t.buildings.name, like(q))),
            countries ? inArray(t.clients.country_id, countries) : undefined,
          ),
        )
        .orderBy(asc(t.contracts.code), asc(t.contracts.id))
        .limit(limit),
    searchUsuarios: (q: string, countries: string[] | undefined, limit: number) =>
      db
        .select({
          id: t.users.id,
          name: sql<string>`${t.users.nombres} || ' ' || ${t.users.apellidos}`,
          detail: t.users.email,
          country: t.users.country_id,
        })
        .from(t.users)
        .where(
          and(
            or(ilike(t.users.email, like(q)), ilike(sql`${t.users.nombres} || ' ' || ${t.users.apellidos}`, like(q))),
            ne(t.users.status, 'Deshabilitado'),
            // tenant users only: members of a client
            exists(
              db
                .select({ n: sql`1` })
                .from(t.userClients)
                .where(eq(t.userClients.user_id, t.users.id)),
            ),
            countries ? inArray(t.users.country_id, countries) : undefined,
          ),
        )
        .orderBy(asc(t.users.nombres), asc(t.users.apellidos))
        .limit(limit),

    recipientsOf: (id: number) =>
      db
        .select({ kind: t.announcementRecipients.kind, id: t.announcementRecipients.ref_id })
        .from(t.announcementRecipients)
        .where(eq(t.announcementRecipients.announcement_id, id))
        .orderBy(asc(t.announcementRecipients.kind), asc(t.announcementRecipients.ref_id)),
    /** The recipients of a kind that exist, with their names and countries (tenant users only for usuario). */
    recipientTargets: async (kind: AnnouncementRecipientKind, ids: string[]): Promise<{ id: string; name: string; country: string }[]> => {
      if (!ids.length) return [];
      switch (kind) {
        case 'edificio':
          return db
            .select({ id: t.buildings.id, name: t.buildings.name, country: t.buildings.country_id })
            .from(t.buildings)
            .where(inArray(t.buildings.id, ids));
        case 'empresa':
          return db
            .select({ id: t.clients.id, name: t.clients.name, country: t.clients.country_id })
            .from(t.clients)
            .where(inArray(t.clients.id, ids));
        case 'marca':
          return db
            .select({ id: t.brands.id, name: t.brands.name, country: t.clients.country_id })
            .from(t.brands)
            .innerJoin(t.clients, eq(t.clients.id, t.brands.client_id))
            .where(inArray(t.brands.id, ids));
        case 'contrato':
          return db
            .select({ id: t.contracts.id, name: t.contracts.code, country: t.clients.country_id })
            .from(t.contracts)
            .innerJoin(t.clients, eq(t.clients.id, t.contracts.client_id))
            .where(inArray(t.contracts.id, ids));
        case 'usuario':
          return db
            .select({
              id: sql<string>`${t.users.id}::text`,
              name: sql<string>`${t.users.nombres} || ' ' || ${t.users.apellidos}`,
              country: t.users.country_id,
            })
            .from(t.users)
            .where(
              and(
                inArray(sql`${t.users.id}::text`, ids),
                notInternalUser(t.users.id),
                exists(
                  db
                    .select({ n: sql`1` })
                    .from(t.userClients)
                    .where(eq(t.userClients.user_id, t.users.id)),
                ),
              ),
            );
      }
    },

    /**
     * Buildings where the user's clients have contracts. Each contract's space is looked up by its
     * key: a join let the planner hash every space of the database (it cannot know at plan time how
     * many contracts the user's clients hold), 10,000 of them in the bench for a client with six.
     */
    buildingsOfUserClients: async (userId: string) =>
      (
        await db.execute(sql`select b.id, b.id_sap, b.name, b.city, b.country_id as country from buildings b
          where b.id in (select (select s.building_id from spaces s where s.id = c.space_id)
            from user_clients uc join contracts c on c.client_id = uc.client_id where uc.user_id = ${userId})
          order by b.name`)
      ).rows as { id: string; id_sap: string; name: string; city: string; country: string }[],
    hasClients: async (userId: string) =>
      (
        await db
          .select({ n: sql`1` })
          .from(t.userClients)
          .where(eq(t.userClients.user_id, userId))
          .limit(1)
      ).length > 0,
    buildingsOfCountry: (country: string) =>
      db
        .select({
          id: t.buildings.id,
          id_sap: t.buildings.id_sap,
          name: t.buildings.name,
          city: t.buildings.city,
          country: t.buildings.country_id,
        })
        .from(t.buildings)
        .where(eq(t.buildings.country_id, country))
        .orderBy(asc(t.buildings.name)),
  };
}
export type AnnouncementsAdminRepo = ReturnType<typeof createAnnouncementsAdminRepo>;
