import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessionsRevoked } from './session-cache';
import * as t from '../db/schema/index';

/**
 * The set-password link and the password change, once for every module: the reset asked for at
 * sign-in (auth), the welcome link of a new user (users, companies) and its resend, and the change
 * from the profile. Only a hash of a link's token is stored.
 */

/** The stored form of a set-password token. */
export const setPasswordTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The web page a set-password link opens (the spec's `/auth/configurar_password/<token>`). */
export const setPasswordUrl = (publicUrl: string, token: string) => `${publicUrl}/auth/configurar_password/${token}`;

/**
 * Issues a fresh set-password link for a user: earlier unused links of the user are spent (only
 * the last one sent works), the new token's hash is stored valid for `validForMs`, and the link
 * is answered. Pass the caller's transaction when the user is created in one.
 */
export async function issueSetPasswordLink(
  db: Db,
  p: { userId: string; now: Date; validForMs: number; publicUrl: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(t.passwordResetTokens)
    .set({ used_at: p.now })
    .where(and(eq(t.passwordResetTokens.user_id, p.userId), isNull(t.passwordResetTokens.used_at)));
  // taken from the user's row: for an id of no user (the reset request of an unknown address runs
  // the same statements as a real one) nothing is stored
  const expires = new Date(p.now.getTime() + p.validForMs);
  await db.execute(
    sql`insert into ${t.passwordResetTokens} (user_id, token_hash, created_at, expires_at)
        select ${t.users.id}, ${setPasswordTokenHash(token)}, ${p.now.toISOString()}::timestamptz, ${expires.toISOString()}::timestamptz
        from ${t.users} where ${t.users.id} = ${p.userId}`,
  );
  return setPasswordUrl(p.publicUrl, token);
}

/** The stored link of a token (used or not), if any. */
export const findSetPasswordToken = async (db: Db, token: string) =>
  (
    await db
      .select()
      .from(t.passwordResetTokens)
      .where(eq(t.passwordResetTokens.token_hash, setPasswordTokenHash(token)))
      .limit(1)
  )[0];

/** The user's last `limit` earlier password hashes (newest first). */
export const passwordHistory = (db: Db, userId: string, limit: number) =>
  db
    .select()
    .from(t.passwordHistory)
    .where(eq(t.passwordHistory.user_id, userId))
    .orderBy(desc(t.passwordHistory.created_at), desc(t.passwordHistory.id))
    .limit(limit);

/**
 * Sets the new password, records it in the history, spends every open set-password link and ends
 * every session of the user but `keepSessionId` (the one that changed it from the profile).
 */
export const changePassword = async (db: Db, userId: string, hash: string, at: Date, keepSessionId?: string) => {
  await db.transaction(async (tx) => {
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
        and(eq(t.sessions.user_id, userId), isNull(t.sessions.revoked_at), keepSessionId ? ne(t.sessions.id, keepSessionId) : undefined),
      );
  });
  // after the commit: every instance's session cache forgets the user's sessions
  await sessionsRevoked(db, userId);
};
