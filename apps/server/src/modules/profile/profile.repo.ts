import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';
import { sessionsRevoked } from '../../lib/session-cache';
import { changePassword, passwordHistory } from '../../lib/set-password';

/** Queries of the profile module (own data, password, sessions). No rules here. */
export function createProfileRepo(db: Db) {
  return {
    findUser: async (id: string) => (await db.select().from(t.users).where(eq(t.users.id, id)).limit(1))[0],

    updatePreferences: async (id: string, set: { reminders_opt_out?: boolean; receipts_by_email?: boolean; updated_at: Date }) =>
      (await db.update(t.users).set(set).where(eq(t.users.id, id)).returning())[0],

    updateProfile: async (id: string, set: { nombres: string; apellidos: string; phone: string; updated_at: Date }) =>
      (await db.update(t.users).set(set).where(eq(t.users.id, id)).returning())[0],

    // the password change is the reset's, keeping the session that asked open
    passwordHistory: (userId: string, limit: number) => passwordHistory(db, userId, limit),
    changePassword: (userId: string, hash: string, at: Date, keepSessionId?: string) => changePassword(db, userId, hash, at, keepSessionId),

    /** Sessions neither revoked, past their maximum age, nor idle since `seenAfter`. */
    activeSessions: (userId: string, now: Date, seenAfter: Date) =>
      db
        .select()
        .from(t.sessions)
        .where(
          and(
            eq(t.sessions.user_id, userId),
            isNull(t.sessions.revoked_at),
            gt(t.sessions.expires_at, now),
            gt(t.sessions.last_seen_at, seenAfter),
          ),
        )
        .orderBy(desc(t.sessions.last_seen_at), desc(t.sessions.created_at)),

    /** Revokes one open session of the user; the number revoked (0 or 1). */
    revokeSession: async (userId: string, sessionId: string, at: Date) => {
      const n = (
        await db
          .update(t.sessions)
          .set({ revoked_at: at })
          .where(and(eq(t.sessions.id, sessionId), eq(t.sessions.user_id, userId), isNull(t.sessions.revoked_at)))
          .returning({ id: t.sessions.id })
      ).length;
      if (n) await sessionsRevoked(db, userId);
      return n;
    },

    /** Revokes every open session of the user but one; their ids. */
    revokeOtherSessions: async (userId: string, keepSessionId: string, at: Date) => {
      const ids = (
        await db
          .update(t.sessions)
          .set({ revoked_at: at })
          .where(and(eq(t.sessions.user_id, userId), isNull(t.sessions.revoked_at), ne(t.sessions.id, keepSessionId)))
          .returning({ id: t.sessions.id })
      ).map((r) => r.id);
      if (ids.length) await sessionsRevoked(db, userId);
      return ids;
    },

    audit: (row: typeof t.auditLog.$inferInsert) => db.insert(t.auditLog).values(row),
  };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;
