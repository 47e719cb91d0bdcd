import { and, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { INTERNAL_ROLES, type InternalRole } from '@vitrina/domain/auth/roles';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';

/** Queries of the corporate sign-on (OIDC). No rules here. */
export function createSsoRepo(db: Db) {
  return {
    findUserByEmail: async (email: string) => (await db.select().from(t.users).where(eq(t.users.email, email)).limit(1))[0],

    /** How many clients the user is a member of (a tenant's account is never made internal). */
    clientCount: async (userId: string) =>
      (await db.select({ id: t.userClients.client_id }).from(t.userClients).where(eq(t.userClients.user_id, userId))).length,

    internalRolesOf: async (userId: string) =>
      (
        await db
          .select({ role: t.userRoles.role_id })
          .from(t.userRoles)
          .where(and(eq(t.userRoles.user_id, userId), inArray(t.userRoles.role_id, [...INTERNAL_ROLES])))
      ).map((r) => r.role as InternalRole),

    createCorporateUser: async (row: { email: string; nombres: string; apellidos: string; country_id: string; at: Date }) => {
      const [u] = await db
        .insert(t.users)
        .values({
          email: row.email,
          nombres: row.nombres,
          apellidos: row.apellidos,
          country_id: row.country_id,
          status: 'Ok',
          corporativo: true,
          created_at: row.at,
          updated_at: row.at,
        })
        .returning();
      return u!;
    },

    /** Marks the account corporate and makes its internal roles exactly `roles` (tenant roles untouched). */
    syncInternalRoles: (userId: string, roles: InternalRole[], at: Date) =>
      db.transaction(async (tx) => {
        await tx.update(t.users).set({ corporativo: true, updated_at: at }).where(eq(t.users.id, userId));
        const gone = INTERNAL_ROLES.filter((r) => !roles.includes(r));
        await tx.delete(t.userRoles).where(and(eq(t.userRoles.user_id, userId), inArray(t.userRoles.role_id, gone)));
        const held = await tx
          .select({ role: t.userRoles.role_id })
          .from(t.userRoles)
          .where(and(eq(t.userRoles.user_id, userId), inArray(t.userRoles.role_id, [...INTERNAL_ROLES])));
        const have = new Set(held.map((h) => h.role));
        const add = roles.filter((r) => !have.has(r));
        if (add.length) await tx.insert(t.userRoles).values(add.map((role_id) => ({ user_id: userId, role_id, enabled: true })));
        if (roles.length) {
          await tx
            .update(t.userRoles)
            .set({ enabled: true })
            .where(and(eq(t.userRoles.user_id, userId), inArray(t.userRoles.role_id, roles)));
        }
      }),

    insertCode: (row: typeof t.ssoCodes.$inferInsert) => db.insert(t.ssoCodes).values(row),

    /** Spends an unused, unexpired code: the user it was for, or nothing (unknown, used or expired). */
    spendCode: async (codeHash: string, at: Date) =>
      (
        await db
          .update(t.ssoCodes)
          .set({ used_at: at })
          .where(and(eq(t.ssoCodes.code_hash, codeHash), isNull(t.ssoCodes.used_at), gt(t.ssoCodes.expires_at, at)))
          .returning({ userId: t.ssoCodes.user_id })
      )[0],

    /** Forgets spent and expired codes of a user (they are worth nothing). */
    purgeCodes: (userId: string, at: Date) =>
      db.delete(t.ssoCodes).where(and(eq(t.ssoCodes.user_id, userId), or(isNotNull(t.ssoCodes.used_at), lte(t.ssoCodes.expires_at, at)))),

    audit: (row: typeof t.auditLog.$inferInsert) => db.insert(t.auditLog).values(row),
  };
}

export type SsoRepo = ReturnType<typeof createSsoRepo>;
