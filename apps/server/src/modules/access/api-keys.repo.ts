import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, serviceApiKeys, users } from '../../db/schema/index';

/** The queries of API keys (one table for every scope). */
export function createApiKeysRepo(db: Db) {
  return {
    byPrefix: async (prefix: string) =>
      (
        await db
          .select({ key: serviceApiKeys, country_id: clients.country_id })
          .from(serviceApiKeys)
          .leftJoin(clients, eq(clients.id, serviceApiKeys.client_id))
          .where(eq(serviceApiKeys.prefix, prefix))
      )[0],
    touch: (id: string, at: Date) => db.update(serviceApiKeys).set({ last_used_at: at }).where(eq(serviceApiKeys.id, id)),
    create: async (v: typeof serviceApiKeys.$inferInsert) => (await db.insert(serviceApiKeys).values(v).returning())[0]!,
    /** Revokes a live key by prefix or id, within one client when given; the revoked row or undefined. */
    revoke: async (ref: { prefix?: string; id?: string; clientId?: string }, at: Date) =>
      (
        await db
          .update(serviceApiKeys)
          .set({ revoked_at: at })
          .where(
            and(
              ref.id ? eq(serviceApiKeys.id, ref.id) : eq(serviceApiKeys.prefix, ref.prefix ?? ''),
              ref.clientId ? eq(serviceApiKeys.client_id, ref.clientId) : undefined,
              isNull(serviceApiKeys.revoked_at),
            ),
          )
          .returning()
      )[0],
    /** The keys of a client (or the operator's, clientId null), oldest first, with their creator's e-mail. */
    list: (clientId: string | null) =>
      db
        .select({ key: serviceApiKeys, created_by_email: users.email })
        .from(serviceApiKeys)
        .leftJoin(users, eq(users.id, serviceApiKeys.created_by))
        .where(clientId ? eq(serviceApiKeys.client_id, clientId) : isNull(serviceApiKeys.client_id))
        .orderBy(asc(serviceApiKeys.created_at)),
    liveCount: async (clientId: string) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(serviceApiKeys)
          .where(and(eq(serviceApiKeys.client_id, clientId), isNull(serviceApiKeys.revoked_at)))
      )[0]?.n ?? 0,
  };
}
export type ApiKeysRepo = ReturnType<typeof createApiKeysRepo>;
