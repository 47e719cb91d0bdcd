import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import { API_KEY_MSG } from '@vitrina/domain/api-keys/api-keys.messages';
import type { Db } from '../db/client';
import { idempotentRequests } from '../db/schema/index';

/** How long an answer is kept for retries. */
const KEEP_MS = 24 * 3_600_000;
/** A first request that left no answer for this long (its process died) no longer blocks a retry. */
const STALE_MS = 5 * 60_000;
const PRUNE_EVERY = 200;

/**
 * `Idempotency-Key` for API-key requests, in the database so every instance agrees: the first
 * request with a key claims it and stores its answer; a retry with the same key and the same body
 * gets that answer without running again (one write), another body with the same key is refused
 * (422), and a retry while the first is still running gets 409. A request that fails with an error
 * leaves no claim, so it can be retried.
 */
export function createIdempotency(db: Db, clock: Clock) {
  let claims = 0;
  const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

  async function claim(apiKeyId: string, key: string, hash: string) {
    const now = clock.now();
    const [mine] = await db
      .insert(idempotentRequests)
      .values({ api_key_id: apiKeyId, key, body_hash: hash, created_at: now })
      .onConflictDoNothing()
      .returning({ id: idempotentRequests.id });
    if (++claims % PRUNE_EVERY === 0)
      await db.delete(idempotentRequests).where(lt(idempotentRequests.created_at, new Date(now.getTime() - KEEP_MS)));
    return mine;
  }

  return {
    async run<T>(apiKeyId: string, key: string, body: unknown, work: () => Promise<T>): Promise<{ body: T; replayed: boolean }> {
      const hash = hashOf(body);
      let mine = await claim(apiKeyId, key, hash);
      if (!mine) {
        const where = and(eq(idempotentRequests.api_key_id, apiKeyId), eq(idempotentRequests.key, key));
        const [seen] = await db.select().from(idempotentRequests).where(where);
        if (!seen) mine = await claim(apiKeyId, key, hash);
        else if (seen.body_hash !== hash) throw new AppError('idempotency_key_reused', 422, API_KEY_MSG.idempotencyReused);
        else if (seen.status != null) return { body: seen.response as T, replayed: true };
        else if (clock.now().getTime() - seen.created_at.getTime() < STALE_MS)
          throw new AppError('idempotency_in_progress', 409, API_KEY_MSG.idempotencyRunning);
        else {
          await db.delete(idempotentRequests).where(and(where, eq(idempotentRequests.id, seen.id)));
          mine = await claim(apiKeyId, key, hash);
        }
        if (!mine) throw new AppError('idempotency_in_progress', 409, API_KEY_MSG.idempotencyRunning);
      }
      try {
        const out = await work();
        await db
          .update(idempotentRequests)
          .set({ status: 200, response: out as object })
          .where(eq(idempotentRequests.id, mine.id));
        return { body: out, replayed: false };
      } catch (err) {
        await db.delete(idempotentRequests).where(eq(idempotentRequests.id, mine.id));
        throw err;
      }
    },
  };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
