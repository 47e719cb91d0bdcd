import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';

/** The PostgreSQL channel on which every instance hears which user's sessions were revoked. */
export const SESSIONS_CHANNEL = 'vitrina_sessions_revoked';

/** What the session check needs of a session row. */
export interface CachedSession {
  id: string;
  user_id: string;
  revoked_at: Date | null;
  last_seen_at: Date;
  expires_at: Date;
}

/** The caches of this process, by the database handle they serve (a second handle is another instance). */
const LOCAL = new WeakMap<Db, Set<{ forget(userId: string): void; heard(): Promise<void> }>>();

/**
 * Tells every instance that sessions of `userId` were revoked, once the revocation is committed:
 * the caches of this process over the same database handle forget them at once, every other
 * instance when the NOTIFY reaches it. It answers once every instance's listener has answered a
 * mark sent after it (`Database.heard`), i.e. once every instance has forgotten them: the client's
 * next request, on any instance, finds the session gone.
 */
export async function sessionsRevoked(db: Db, userId: string) {
  const local = [...(LOCAL.get(db) ?? [])];
  for (const cache of local) cache.forget(userId);
  await db.execute(sql`SELECT pg_notify(${SESSIONS_CHANNEL}, ${userId})`);
  await local[0]?.heard();
}

/**
 * A short-lived cache of session rows for the session check of every request: it saves the
 * round trip to the database while keeping the rule that a revocation takes effect on the next
 * request of every instance.
 * - A revocation calls `sessionsRevoked` after its commit: this process forgets the user's
 *   sessions at once, the other instances when the NOTIFY arrives.
 * - An entry lives at most `ttlMs` (real time), and only while the listener connection that
 *   would have heard a revocation is the one that was up when it was stored (a reconnection may
 *   have lost notifications: everything stored before it is ignored).
 * - A read that started before a revocation is never stored (a generation counter).
 * - Only an open session is stored; the caller decides from a hit only what the database row
 *   would decide the same (not idle, not past its age, no touch due): anything else reads again.
 */
export function createSessionCache(opts: {
  database: Pick<Database, 'db' | 'listen' | 'listenerEpoch' | 'heard'>;
  ttlMs: number;
  max?: number;
}) {
  const { database, ttlMs } = opts;
  const max = opts.max ?? 50_000;
  const entries = new Map<string, { row: CachedSession; at: number; epoch: number }>();
  const byUser = new Map<string, Set<string>>();
  let generation = 0;
  let stop: (() => Promise<void>) | undefined;

  const forget = (userId: string) => {
    generation++;
    for (const id of byUser.get(userId) ?? []) entries.delete(id);
    byUser.delete(userId);
  };
  const drop = (id: string) => {
    const e = entries.get(id);
    if (!e) return;
    entries.delete(id);
    const ids = byUser.get(e.row.user_id);
    ids?.delete(id);
    if (ids && !ids.size) byUser.delete(e.row.user_id);
  };

  return {
    enabled: ttlMs > 0,
    async start() {
      if (ttlMs <= 0 || stop) return;
      let local = LOCAL.get(database.db);
      if (!local) LOCAL.set(database.db, (local = new Set()));
      const self = { forget, heard: () => database.heard() };
      local.add(self);
      const unlisten = await database.listen(SESSIONS_CHANNEL, forget);
      stop = async () => {
        local.delete(self);
        await unlisten();
      };
    },
    async close() {
      await stop?.();
      stop = undefined;
      entries.clear();
      byUser.clear();
    },
    /** Read before loading a row from the database; pass it to `set`. */
    generation: () => generation,
    get(id: string): CachedSession | undefined {
      const e = entries.get(id);
      if (!e) return undefined;
      if (performance.now() - e.at > ttlMs || e.epoch !== database.listenerEpoch()) {
        drop(id);
        return undefined;
      }
      return e.row;
    },
    /** Stores an open session read from the database, unless a revocation happened since `gen`. */
    set(row: CachedSession, gen: number) {
      const epoch = database.listenerEpoch();
      if (!stop || gen !== generation || epoch < 0 || row.revoked_at) return;
      if (entries.size >= max) drop(entries.keys().next().value!);
      drop(row.id);
      entries.set(row.id, { row, at: performance.now(), epoch });
      let ids = byUser.get(row.user_id);
      if (!ids) byUser.set(row.user_id, (ids = new Set()));
      ids.add(row.id);
    },
    /** Forgets one session (this process only: its row changed here, e.g. ended as idle). */
    drop,
    size: () => entries.size,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
