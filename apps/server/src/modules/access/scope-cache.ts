import { getTableName } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema/index';
import { withCascades } from '../../db/write-watch';

/** The channel of migration 0023's triggers: the id of a user whose scope rows changed ('*': everyone's). */
export const SCOPE_CHANNEL = 'vitrina_scope_changed';

/**
 * The tables the scope query reads (access.repo.ts `scopeRow`), and every table whose delete
 * cascades into them: a write to any of them may change somebody's scope.
 */
export const SCOPE_TABLES: ReadonlySet<string> = withCascades(
  [schema.users, schema.userClients, schema.assignments, schema.userRoles, schema.staffBuildings].map((t) => getTableName(t)),
  schema,
);
/** Of a user's row the scope holds these (a sign-in's count and time are not in it); migration 0025's trigger names the same. */
export const SCOPE_USER_COLUMNS = ['email', 'country_id', 'corporativo', 'receipts_by_email'] as const;

/**
 * The scopes of the last seconds, by user: every session request needs its caller's scope,
 * and reading it was a round trip to PostgreSQL on each of them. A change of anybody's
 * permissions, memberships, roles, assignments or centres still takes effect on the next request
 * of every instance:
 * - **this process**: the pool tells the cache when a write to one of `SCOPE_TABLES` leaves and
 *   when it is visible (db/write-watch.ts): from the first to the second nothing is stored or
 *   answered, and everything stored before is forgotten;
 * - **other instances**: triggers on those tables NOTIFY `SCOPE_CHANNEL` with the user's id when
 *   the change commits; the request that made it answers once every instance's listener has
 *   heard it (`announced`, `Database.heard`); an entry stored under
 *   an earlier listener connection (which may have missed notifications) is never answered, nor is
 *   anything while the listener is down;
 * - a read that started before any of these is never stored (a generation counter), and an entry
 *   lives at most `ttlMs`.
 * PostgreSQL only: on PGlite (one process, the query a call inside it) the scope is read each time.
 */
export function createScopeCache<T>(opts: {
  database: Pick<Database, 'listen' | 'listenerEpoch' | 'watchWrites' | 'heard'>;
  ttlMs: number;
  max?: number;
}) {
  const { database, ttlMs } = opts;
  const max = opts.max ?? 50_000;
  const entries = new Map<string, { value: T; at: number; epoch: number }>();
  let generation = 0;
  /** writes of this process not yet visible */
  let writing = 0;
  /** a write of this process was committed since the last `announced()` */
  let unannounced = false;
  let stop: (() => Promise<void>) | undefined;

  const forgetAll = () => {
    generation++;
    entries.clear();
  };
  const forget = (userId: string) => {
    generation++;
    if (userId === '*') entries.clear();
    else entries.delete(userId);
  };

  return {
    async start() {
      if (ttlMs <= 0 || stop || !database.watchWrites) return;
      const unwatch = database.watchWrites({
        tables: SCOPE_TABLES,
        columns: new Map([[getTableName(schema.users), SCOPE_USER_COLUMNS]]),
        begin() {
          writing++;
          forgetAll();
        },
        end() {
          writing--;
          unannounced = true;
          forgetAll();
        },
      });
      const unlisten = await database.listen(SCOPE_CHANNEL, forget);
      stop = async () => {
        unwatch();
        await unlisten();
      };
    },
    async close() {
      await stop?.();
      stop = undefined;
      entries.clear();
    },
    /**
     * Once this process has committed a change of somebody's scope, answers when every instance's
     * listener has answered a mark sent after everything committed so far (`Database.heard`), the
     * change's trigger included. The app awaits it before answering a request that may have written
     * (app.ts), so the client's next request, on any instance, meets the new scope.
     */
    async announced() {
      if (!unannounced || !stop) return;
      unannounced = false;
      await database.heard();
    },
    /** Read before loading a scope from the database; pass it to `set`. */
    generation: () => generation,
    get(userId: string): T | undefined {
      if (writing) return undefined;
      const e = entries.get(userId);
      if (!e) return undefined;
      if (performance.now() - e.at > ttlMs || e.epoch !== database.listenerEpoch()) {
        entries.delete(userId);
        return undefined;
      }
      return e.value;
    },
    /** Stores a scope read from the database, unless anything changed since `gen`. */
    set(userId: string, value: T, gen: number) {
      const epoch = database.listenerEpoch();
      if (!stop || writing || gen !== generation || epoch < 0) return;
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.delete(userId);
      entries.set(userId, { value, at: performance.now(), epoch });
    },
    size: () => entries.size,
  };
}

export type ScopeCache<T> = ReturnType<typeof createScopeCache<T>>;
