import { and, count, eq, gt, lte, lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '@vitrina/domain/common/clock';
import type { Db } from '../db/client';
import { rateLimits, recentFailures, usedTokens } from '../db/schema/index';

/** Expired rows are removed about once every this many writes. */
const PRUNE_EVERY = 200;

/**
 * The counters and one-time tokens that every server instance over one database shares, kept in
 * that database (PostgreSQL, or PGlite for a single process): a second instance neither doubles
 * a limit nor accepts a captcha solution the first one already used. Times come from the app clock.
 */
export function createSharedState(db: Db, clock: Clock) {
  let writes = 0;
  const maybePrune = async () => {
    if (++writes % PRUNE_EVERY) return;
    const now = clock.now();
    await db.delete(rateLimits).where(lt(rateLimits.expires_at, now));
    await db.delete(usedTokens).where(lt(usedTokens.expires_at, now));
  };

  /** Counts a request in the key's fixed window: the count so far (this one included) and the ms left. */
  async function hit(key: string, windowMs: number) {
    const now = clock.now();
    const fresh = new Date(now.getTime() + windowMs);
    const expired = sql`${rateLimits.expires_at} <= ${now.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, hits: 1, expires_at: fresh })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          expires_at: sql`CASE WHEN ${expired} THEN ${fresh.toISOString()}::timestamptz ELSE ${rateLimits.expires_at} END`,
        },
      })
      .returning({ hits: rateLimits.hits, expires_at: rateLimits.expires_at });
    await maybePrune();
    return { current: row!.hits, ttl: Math.max(0, row!.expires_at.getTime() - now.getTime()) };
  }

  /** The key's count in its window without counting (0 when the window is over). */
  async function peek(key: string) {
    const now = clock.now();
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    if (!row || row.expires_at <= now) return { current: 0, ttl: 0 };
    return { current: row.hits, ttl: row.expires_at.getTime() - now.getTime() };
  }

  return {
    hit,
    peek,
    /** Recent failures per key (an address or an account) in a sliding window. */
    failures: (windowMs = 15 * 60_000) => ({
      async count(key: string) {
        const since = new Date(clock.now().getTime() - windowMs);
        const [row] = await db
          .select({ n: count() })
          .from(recentFailures)
          .where(and(eq(recentFailures.key, key), gt(recentFailures.at, since)));
        return row?.n ?? 0;
      },
      async add(key: string) {
        const now = clock.now();
        await db.delete(recentFailures).where(and(eq(recentFailures.key, key), lte(recentFailures.at, new Date(now.getTime() - windowMs))));
        await db.insert(recentFailures).values({ key, at: now });
      },
      async clear(key: string) {
        await db.delete(recentFailures).where(eq(recentFailures.key, key));
      },
    }),
    /** True the first time a token is used (on any instance) before it expires, false after. */
    async once(key: string, expiresAt: Date) {
      const rows = await db
        .insert(usedTokens)
        .values({ key, expires_at: expiresAt })
        .onConflictDoNothing()
        .returning({ key: usedTokens.key });
      await maybePrune();
      return rows.length === 1;
    },
  };
}
export type SharedState = ReturnType<typeof createSharedState>;
export type FailureCounter = ReturnType<SharedState['failures']>;

/**
 * A store for @fastify/rate-limit over the shared state: the same counts on every instance. Each
 * limiter's keys carry its route ('METHOD /url'), or the names its key generator gives them.
 */
export function sharedRateLimitStore(state: SharedState): FastifyRateLimitStoreCtor {
  type Route = { routeInfo?: { method?: string | string[]; url?: string } };
  type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;
  return class SharedRateLimitStore {
    private readonly prefix: string;
    constructor(params?: unknown) {
      const route = (params as Route | undefined)?.routeInfo;
      this.prefix = route?.url ? `${[route.method].flat().join(',')} ${route.url}|` : '';
    }
    incr(key: string, cb: Callback, timeWindow: number) {
      state.hit(this.prefix + key, timeWindow).then((r) => cb(null, r), cb);
    }
    read(key: string, cb: Callback) {
      state.peek(this.prefix + key).then((r) => cb(null, r), cb);
    }
    child(params: unknown) {
      return new SharedRateLimitStore(params);
    }
  };
}
