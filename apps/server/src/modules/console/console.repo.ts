import { and, asc, between, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';
import { createContractsRepo } from '../../lib/contracts.repo';

/** The audit log filters, as the repository applies them (dates as instants). */
export interface AuditLogFilter {
  actor?: string;
  client?: string;
  action?: string;
  from?: Date;
  to?: Date;
  /** entries of clients of these countries, or of no client */
  countries: string[];
}

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Queries of the staff console. No rules here. */
export function createConsoleRepo(db: Db) {
  const clientWhere = (countries: string[], q?: string) =>
    and(
      inArray(t.clients.country_id, countries),
      q ? or(ilike(t.clients.name, like(q)), ilike(t.clients.tax_id, like(q.replace(/[.\s]/g, '')))) : undefined,
    );

  function auditWhere(f: AuditLogFilter): SQL | undefined {
    return and(
      or(isNull(t.auditLog.client_id), inArray(t.clients.country_id, f.countries)),
      f.actor ? ilike(t.users.email, like(f.actor)) : undefined,
      f.client ? or(eq(t.auditLog.client_id, f.client), ilike(t.clients.name, like(f.client))) : undefined,
      f.action ? eq(t.auditLog.action, f.action) : undefined,
      f.from ? gte(t.auditLog.at, f.from) : undefined,
      f.to ? lt(t.auditLog.at, f.to) : undefined,
    );
  }

  return {
    ...createContractsRepo(db),
    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),

    searchClients: async (countries: string[], q: string | undefined, limit: number, offset: number) => {
      const where = clientWhere(countries, q);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: t.clients.id,
            name: t.clients.name,
            tax_id: t.clients.tax_id,
            country_id: t.clients.country_id,
            brands: sql<number>`(select count(*)::int from brands b where b.client_id = "clients"."id")`,
            contracts: sql<number>`(select count(*)::int from contracts c where c.client_id = "clients"."id")`,
          })
          .from(t.clients)
          .where(where)
          .orderBy(asc(t.clients.name), asc(t.clients.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(t.clients).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    client: async (id: string) => (await db.select().from(t.clients).where(eq(t.clients.id, id)).limit(1))[0],
    brandsOf: (clientId: string) =>
      db
        .select({ id: t.brands.id, name: t.brands.name, email: t.brands.email, category: t.brands.category })
        .from(t.brands)
        .where(eq(t.brands.client_id, clientId))
        .orderBy(asc(t.brands.name)),
    usersOf: (clientId: string) =>
      db
        .select({ id: t.users.id, email: t.users.email, nombres: t.users.nombres, apellidos: t.users.apellidos, status: t.users.status })
        .from(t.userClients)
        .innerJoin(t.users, eq(t.users.id, t.userClients.user_id))
        .where(eq(t.userClients.client_id, clientId))
        .orderBy(asc(t.users.email)),
    /** The records of some contracts in a date range (status counts). */
    saleFacts: (contractIds: string[], start: string, end: string) =>
      contractIds.length
        ? db
            .select({ contract_id: t.dailySales.contract_id, fecha_registro: t.dailySales.fecha_registro, auditada: t.dailySales.auditada })
            .from(t.dailySales)
            .where(and(inArray(t.dailySales.contract_id, contractIds), between(t.dailySales.fecha_registro, start, end)))
        : Promise.resolve([]),
    param: async (id: string) => (await db.select().from(t.params).where(eq(t.params.id, id)).limit(1))[0],

    /** Corporate users with their enabled internal roles. */
    staffUsers: async (countries: string[], userId?: string) => {
      const rows = await db
        .select({
          id: t.users.id,
          email: t.users.email,
          nombres: t.users.nombres,
          apellidos: t.users.apellidos,
          country_id: t.users.country_id,
          status: t.users.status,
          role_id: t.roles.id,
        })
        .from(t.users)
        .leftJoin(t.userRoles, and(eq(t.userRoles.user_id, t.users.id), eq(t.userRoles.enabled, true)))
        .leftJoin(t.roles, and(eq(t.roles.id, t.userRoles.role_id), eq(t.roles.internal, true)))
        .where(and(eq(t.users.corporativo, true), inArray(t.users.country_id, countries), userId ? eq(t.users.id, userId) : undefined))
        .orderBy(asc(t.users.email));
      const byId = new Map<string, Omit<(typeof rows)[number], 'role_id'> & { roles: string[] }>();
      for (const { role_id, ...u } of rows) {
        const entry = byId.get(u.id) ?? { ...u, roles: [] };
        if (role_id && !entry.roles.includes(role_id)) entry.roles.push(role_id);
        byId.set(u.id, entry);
      }
      const buildings = byId.size
        ? await db
            .select({ user_id: t.staffBuildings.user_id, id: t.buildings.id, name: t.buildings.name })
            .from(t.staffBuildings)
            .innerJoin(t.buildings, eq(t.buildings.id, t.staffBuildings.building_id))
            .where(inArray(t.staffBuildings.user_id, [...byId.keys()]))
            .orderBy(asc(t.buildings.name), asc(t.buildings.id))
        : [];
      return [...byId.values()].map((u) => ({
        ...u,
        roles: u.roles.sort(),
        buildings: buildings.filter((b) => b.user_id === u.id).map(({ id, name }) => ({ id, name })),
      }));
    },
    /** The shopping centres of some countries, by name. */
    buildingsIn: (countries: string[]) =>
      db
        .select({ id: t.buildings.id, name: t.buildings.name, country_id: t.buildings.country_id })
        .from(t.buildings)
        .where(inArray(t.buildings.country_id, countries))
        .orderBy(asc(t.buildings.country_id), asc(t.buildings.name)),
    buildingsByIds: (ids: string[]) =>
      ids.length
        ? db.select({ id: t.buildings.id, country_id: t.buildings.country_id }).from(t.buildings).where(inArray(t.buildings.id, ids))
        : Promise.resolve([]),
    /** Replaces a staff member's shopping centres. */
    setStaffBuildings: async (tx: Db, userId: string, buildingIds: string[]) => {
      await tx.delete(t.staffBuildings).where(eq(t.staffBuildings.user_id, userId));
      if (buildingIds.length)
        await tx.insert(t.staffBuildings).values(buildingIds.map((building_id) => ({ user_id: userId, building_id })));
    },
    grantRole: (tx: Db, userId: string, role: string) => tx.insert(t.userRoles).values({ user_id: userId, role_id: role, enabled: true }),
    revokeRole: (tx: Db, userId: string, role: string) =>
      tx.delete(t.userRoles).where(and(eq(t.userRoles.user_id, userId), eq(t.userRoles.role_id, role))),
    audit: (row: typeof t.auditLog.$inferInsert, d: Db = db) => d.insert(t.auditLog).values(row),

    auditLog: async (f: AuditLogFilter, limit: number, offset: number) => {
      const where = auditWhere(f);
      const base = () =>
        db
          .select({
            id: t.auditLog.id,
            at: t.auditLog.at,
            actor_email: t.users.email,
            action: t.auditLog.action,
            entity: t.auditLog.entity,
            entity_id: t.auditLog.entity_id,
            client_id: t.auditLog.client_id,
            client_name: t.clients.name,
            ip: t.auditLog.ip,
            details: t.auditLog.details,
          })
          .from(t.auditLog)
          .leftJoin(t.users, eq(t.users.id, t.auditLog.actor_user_id))
          .leftJoin(t.clients, eq(t.clients.id, t.auditLog.client_id));
      const [rows, [total]] = await Promise.all([
        base().where(where).orderBy(desc(t.auditLog.at), desc(t.auditLog.id)).limit(limit).offset(offset),
        db
          .select({ n: count() })
          .from(t.auditLog)
          .leftJoin(t.users, eq(t.users.id, t.auditLog.actor_user_id))
          .leftJoin(t.clients, eq(t.clients.id, t.auditLog.client_id))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type ConsoleRepo = ReturnType<typeof createConsoleRepo>;
