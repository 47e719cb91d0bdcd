import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';
import type { UserContactRow } from '@vitrina/domain/companies/companies.rules';
import { contactColumns } from '../../lib/members.repo';
import { sessionsRevoked } from '../../lib/session-cache';
import { changePassword, findSetPasswordToken, issueSetPasswordLink, passwordHistory } from '../../lib/set-password';

/** A permission of the catalogue, as stored. */
export type PermissionRow = typeof t.permissions.$inferSelect;

/** Queries of the auth module. No rules here. */
export function createAuthRepo(db: Db) {
  /**
   * The session user's query (GET /me, every sign-in and renewal), prepared once: PostgreSQL planned
   * its five subqueries for longer (~0.8 ms) than it ran them (~0.4 ms). The subqueries name
   * `users.id` in full (Drizzle writes a one-table select's columns unqualified).
   */
  const sessionUserQuery = db
    .select({
      ...contactColumns,
      country_id: t.users.country_id,
      login_count: t.users.login_count,
      corporativo: t.users.corporativo,
      clients: sql<SessionUserRow['clients'] | string>`coalesce((select json_agg(json_build_object('id', c.id, 'countryId', c.country_id,
          'taxId', c.tax_id, 'name', c.name, 'permissionsIds', uc.permission_ids, 'reportServices', c.report_services) order by uc.position, c.name)
        from user_clients uc join clients c on c.id = uc.client_id where uc.user_id = users.id), '[]'::json)`,
      assignments: sql<SessionUserRow['assignments'] | string>`coalesce((select json_agg(json_build_object('id', a.id, 'type', a.type,
          'client_id', a.client_id, 'space_id', a.space_id, 'contract_id', a.contract_id, 'brand_id', a.brand_id) order by a.space_id)
        from assignments a where a.user_id = users.id), '[]'::json)`,
      roles: sql<SessionUserRow['roles'] | string>`coalesce((select json_agg(json_build_object('id', r.id, 'roleId', r.role_id,
          'enabled', r.enabled, 'clientId', r.client_id, 'brandId', r.brand_id, 'contractId', r.contract_id, 'clientName', c.name,
          'brandName', b.name))
        from user_roles r left join clients c on c.id = r.client_id left join brands b on b.id = r.brand_id
        where r.user_id = users.id), '[]'::json)`,
      permissions: sql<SessionUserRow['permissions'] | string>`coalesce((select json_agg(json_build_object('id', p.id, 'code', p.code)
          order by p.id) from permissions p
        where p.id = any(coalesce((select uc.permission_ids from user_clients uc join clients c on c.id = uc.client_id
          where uc.user_id = users.id order by uc.position, c.name limit 1), '{}'::integer[]))), '[]'::json)`,
    })
    .from(t.users)
    .where(eq(t.users.id, sql.placeholder('id')))
    .prepare('auth_session_user');
  return {
    findUserByEmail: async (email: string) => (await db.select().from(t.users).where(eq(t.users.email, email)).limit(1))[0],

    findUserById: async (id: string) => (await db.select().from(t.users).where(eq(t.users.id, id)).limit(1))[0],

    /**
     * Everything the session user is made of, in one round trip (it was five): the user, its
     * clients (the user's order), assignments, roles with their client's and brand's names, and
     * the permissions (id, code) of its first client. Undefined when the user does not exist.
     */
    sessionUserRow: async (userId: string): Promise<SessionUserRow | undefined> => {
      const row = (await sessionUserQuery.execute({ id: userId }))[0];
      if (!row) return undefined;
      const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
      return {
        ...row,
        clients: parse(row.clients),
        assignments: parse(row.assignments),
        roles: parse(row.roles),
        permissions: parse(row.permissions),
      };
    },

    recordLogin: async (userId: string, at: Date) => {
      const [row] = await db
        .update(t.users)
        .set({ login_count: sqlIncrement(), last_login_at: at })
        .where(eq(t.users.id, userId))
        .returning({ login_count: t.users.login_count });
      return row!.login_count;
    },

    /** The ids of the roles a user holds (enabled or not). */
    roleIdsOf: async (userId: string) =>
      (await db.select({ roleId: t.userRoles.role_id }).from(t.userRoles).where(eq(t.userRoles.user_id, userId))).map((r) => r.roleId),

    permissions: () => db.select().from(t.permissions).orderBy(asc(t.permissions.id)),
    /** The permission categories with their permissions (by id), in one round trip. */
    categoriesWithPermissions: async () => {
      const res = await db.execute(sql`
        select c.id, c.name, coalesce((select json_agg(json_build_object('id', p.id, 'code', p.code, 'name', p.name,
            'description', p.description, 'category_id', p.category_id, 'countries_ids', p.countries_ids, 'requires', p.requires)
            order by p.id) from permissions p where p.category_id = c.id), '[]'::json) as permissions
        from permission_categories c order by c.id`);
      return (res.rows as { id: unknown; name: string; permissions: PermissionRow[] | string }[]).map((r) => ({
        id: Number(r.id),
        name: r.name,
        permissions: typeof r.permissions === 'string' ? (JSON.parse(r.permissions) as PermissionRow[]) : r.permissions,
      }));
    },

    // sessions
    insertSession: (s: typeof t.sessions.$inferInsert) => db.insert(t.sessions).values(s),
    findSession: async (id: string) => (await db.select().from(t.sessions).where(eq(t.sessions.id, id)).limit(1))[0],
    touchSession: (id: string, at: Date) => db.update(t.sessions).set({ last_seen_at: at }).where(eq(t.sessions.id, id)),
    /** Revokes a session; every instance's session cache hears of it (lib/session-cache.ts). */
    revokeSession: async (id: string, at: Date, replacedBy?: string) => {
      const rows = await db
        .update(t.sessions)
        .set({ revoked_at: at, replaced_by: replacedBy ?? null })
        .where(and(eq(t.sessions.id, id), isNull(t.sessions.revoked_at)))
        .returning({ user_id: t.sessions.user_id });
      if (rows[0]) await sessionsRevoked(db, rows[0].user_id);
    },
    revokeAllSessions: async (userId: string, at: Date) => {
      await db
        .update(t.sessions)
        .set({ revoked_at: at })
        .where(and(eq(t.sessions.user_id, userId), isNull(t.sessions.revoked_at)));
      await sessionsRevoked(db, userId);
    },

    // password reset (the set-password link and the change, shared in lib/set-password.ts)
    issueSetPasswordLink: (p: { userId: string; now: Date; validForMs: number; publicUrl: string }, d: Db = db) =>
      issueSetPasswordLink(d, p),
    findResetToken: (token: string) => findSetPasswordToken(db, token),
    passwordHistory: (userId: string, limit: number) => passwordHistory(db, userId, limit),
    /** Sets the new password; see lib/set-password.ts `changePassword`. */
    changePassword: (userId: string, hash: string, at: Date, keepSessionId?: string) => changePassword(db, userId, hash, at, keepSessionId),

    audit: (row: typeof t.auditLog.$inferInsert, d: Db = db) => d.insert(t.auditLog).values(row),
    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),
  };
}

/** What `sessionUserRow` answers: the columns and lists the session user is built from. */
export interface SessionUserRow extends UserContactRow {
  country_id: string;
  login_count: number;
  corporativo: boolean;
  clients: { id: string; countryId: string; taxId: string; name: string; permissionsIds: number[]; reportServices: string[] }[];
  assignments: {
    id: string;
    type: string;
    client_id: string;
    space_id: string | null;
    contract_id: string | null;
    brand_id: string | null;
  }[];
  roles: {
    id: string;
    roleId: string;
    enabled: boolean;
    clientId: string | null;
    brandId: string | null;
    contractId: string | null;
    clientName: string | null;
    brandName: string | null;
  }[];
  /** the permissions of the first client, by id */
  permissions: { id: number; code: string }[];
}

const sqlIncrement = () => sql`${t.users.login_count} + 1`;

export type AuthRepo = ReturnType<typeof createAuthRepo>;
