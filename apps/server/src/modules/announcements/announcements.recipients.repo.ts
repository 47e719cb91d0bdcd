import { and, asc, eq, exists, ilike, inArray, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import type { AnnouncementRecipientKind } from '@vitrina/domain/notifications/announcements.admin';
import { notInternalUser } from '../../db/filters';
import { joinContractPlace } from '../../db/contract-place';
import * as t from '../../db/schema/index';
import { like, type AnnouncementsAdminQueries } from './announcements.repo.common';

/** The recipients: search by kind, the targets that exist, and the buildings an announcement can name. */
export function createAnnouncementRecipientsRepo(q: AnnouncementsAdminQueries) {
  const { db } = q;
  /** Brands or contracts by id, named by `name`, with their company's country. */
  const ofClient = (table: typeof t.brands | typeof t.contracts, name: AnyColumn, ids: string[]) =>
    db
      .select({ id: table.id, name: sql<string>`${name}`, country: t.clients.country_id })
      .from(table)
      .innerJoin(t.clients, eq(t.clients.id, table.client_id))
      .where(inArray(table.id, ids));
  return {
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
      joinContractPlace(
        db
          .select({
            id: t.contracts.id,
            name: t.contracts.code,
            detail: sql<string>`${t.brands.name} || ' · ' || ${t.buildings.name} || ' ' || ${t.spaces.code}`,
            country: t.clients.country_id,
          })
          .from(t.contracts)
          .innerJoin(t.clients, eq(t.clients.id, t.contracts.client_id))
          .$dynamic(),
      )
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
          return ofClient(t.brands, t.brands.name, ids);
        case 'contrato':
          return ofClient(t.contracts, t.contracts.code, ids);
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
