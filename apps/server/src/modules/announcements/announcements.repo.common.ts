import { type AnyColumn, and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';
import { reachesSql } from '../access/reach';

/**
 * Whether the user is linked to the recipient row `r` (an alias of announcement_recipients):
 * directly (usuario); as a member of the client (empresa); through an assignment to the brand, to
 * one of its contracts (marca) or one reaching the contract (contrato: the access layer's
 * assignment rule, reachesSql); or to a building where the user has an assigned space or where one of
 * the user's clients holds a contract (edificio).
 */
export const linkedTo = (userId: string | SQL) => sql`(
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

/** users.id of the alias u, for the shared filters that take a column */
export const U_ID = sql`u.id` as unknown as AnyColumn;

/** A LIKE pattern that matches `q` anywhere, its wildcards escaped. */
export const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type AdminFilters = { q?: string; category?: string; country?: string };
export type AnnouncementInsert = typeof t.announcements.$inferInsert;
export type AnnouncementFileInsert = typeof t.announcementFiles.$inferInsert;

/** What the administration's queries share: the database, the filter of the list and the writes of a transaction. */
export function createAnnouncementsAdminQueries(db: Db) {
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

  return { db, a, filtered, writes };
}

export type AnnouncementsAdminQueries = ReturnType<typeof createAnnouncementsAdminQueries>;
