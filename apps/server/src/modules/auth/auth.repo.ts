import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';
import { sessionsRevoked } from '../../lib/session-cache';
import { changePassword, findSetPasswordToken, issueSetPasswordLink, passwordHistory } from '../../lib/set-password';

/** Queries of the auth module. No rules here. */
export function createAuthRepo(db: Db) {
  return {
    findUserByEmail: async (email: string) => (await db.select().from(t.users).where(eq(t.users.email, email)).limit(1))[0],

    findUserById: async (id: string) => (await db.select().from(t.users).where(eq(t.users.id, id)).limit(1))[0],

    recordLogin: async (userId: string, at: Date) => {
      const [row] = await db
        .update(t.users)
        .set({ login_count: sqlIncrement(), last_login_at: at })
        .where(eq(t.users.id, userId))
        .returning({ login_count: t.users.login_count });
      return row!.login_count;
    },

    clientsOf: (userId: string) =>
      db
        .select({
          id: t.clients.id,
          countryId: t.clients.country_id,
          taxId: t.clients.tax_id,
          name: t.clients.name,
          permissionsIds: t.userClients.permission_ids,
        })
        .from(t.userClients)
        .innerJoin(t.clients, eq(t.clients.id, t.userClients.client_id))
        .where(eq(t.userClients.user_id, userId))
        .orderBy(asc(t.userClients.position), asc(t.clients.name)),

    assignmentsOf: (userId: string) =>
      db.select().from(t.assignments).where(eq(t.assignments.user_id, userId)).orderBy(asc(t.assignments.space_id)),

    rolesOf: (userId: string) =>
      db
        .select({
          id: t.userRoles.id,
          roleId: t.userRoles.role_id,
          enabled: t.userRoles.enabled,
          clientId: t.userRoles.client_id,
          brandId: t.userRoles.brand_id,
          contractId: t.userRoles.contract_id,
          clientName: t.clients.name,
          brandName: t.brands.name,
        })
        .from(t.userRoles)
        .leftJoin(t.clients, eq(t.clients.id, t.userRoles.client_id))
        .leftJoin(t.brands, eq(t.brands.id, t.userRoles.brand_id))
        .where(eq(t.userRoles.user_id, userId)),

    permissions: () => db.select().from(t.permissions).orderBy(asc(t.permissions.id)),
    categories: () => db.select().from(t.permissionCategories).orderBy(asc(t.permissionCategories.id)),
    permissionsByIds: (ids: number[]) =>
      ids.length ? db.select().from(t.permissions).where(inArray(t.permissions.id, ids)) : Promise.resolve([]),

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
    issueSetPasswordLink: (p: { userId: string; now: Date; validForMs: number; publicUrl: string }) => issueSetPasswordLink(db, p),
    findResetToken: (token: string) => findSetPasswordToken(db, token),
    passwordHistory: (userId: string, limit: number) => passwordHistory(db, userId, limit),
    /** Sets the new password; see lib/set-password.ts `changePassword`. */
    changePassword: (userId: string, hash: string, at: Date, keepSessionId?: string) => changePassword(db, userId, hash, at, keepSessionId),

    audit: (row: typeof t.auditLog.$inferInsert) => db.insert(t.auditLog).values(row),
  };
}

const sqlIncrement = () => sql`${t.users.login_count} + 1`;

export type AuthRepo = ReturnType<typeof createAuthRepo>;
