import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';

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
    revokeSession: (id: string, at: Date, replacedBy?: string) =>
      db
        .update(t.sessions)
        .set({ revoked_at: at, replaced_by: replacedBy ?? null })
        .where(and(eq(t.sessions.id, id), isNull(t.sessions.revoked_at))),
    revokeAllSessions: (userId: string, at: Date) =>
      db
        .update(t.sessions)
        .set({ revoked_at: at })
        .where(and(eq(t.sessions.user_id, userId), isNull(t.sessions.revoked_at))),

    // password reset
    insertResetToken: (row: typeof t.passwordResetTokens.$inferInsert) => db.insert(t.passwordResetTokens).values(row),
    findResetToken: async (tokenHash: string) =>
      (await db.select().from(t.passwordResetTokens).where(eq(t.passwordResetTokens.token_hash, tokenHash)).limit(1))[0],
    passwordHistory: (userId: string, limit: number) =>
      db
        .select()
        .from(t.passwordHistory)
        .where(eq(t.passwordHistory.user_id, userId))
        .orderBy(desc(t.passwordHistory.created_at), desc(t.passwordHistory.id))
        .limit(limit),

    /**
     * Sets the new password, records it in the history, spends every open reset link and ends
     * every session of the user but `keepSessionId` (the one that changed it from the profile).
     */
    changePassword: (userId: string, hash: string, at: Date, keepSessionId?: string) =>
      db.transaction(async (tx) => {
        await tx
          .update(t.users)
          .set({ password_hash: hash, password_changed_at: at, updated_at: at, status: 'Ok' })
          .where(eq(t.users.id, userId));
        await tx.insert(t.passwordHistory).values({ user_id: userId, password_hash: hash, created_at: at });
        await tx
          .update(t.passwordResetTokens)
          .set({ used_at: at })
          .where(and(eq(t.passwordResetTokens.user_id, userId), isNull(t.passwordResetTokens.used_at)));
        await tx
          .update(t.sessions)
          .set({ revoked_at: at })
          .where(
            and(
              eq(t.sessions.user_id, userId),
              isNull(t.sessions.revoked_at),
              keepSessionId ? ne(t.sessions.id, keepSessionId) : undefined,
            ),
          );
      }),

    audit: (row: typeof t.auditLog.$inferInsert) => db.insert(t.auditLog).values(row),
  };
}

const sqlIncrement = () => sql`${t.users.login_count} + 1`;

export type AuthRepo = ReturnType<typeof createAuthRepo>;
