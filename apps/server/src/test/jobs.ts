import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import type { TestContext } from './harness';

/** Waits until no job of `queues` waits or runs (as every instance's engine sees the same tables). */
export async function jobsSettled(app: FastifyInstance, queues: string[], timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const counts = (await app.jobs.counts()).filter((c) => queues.includes(c.name));
    if (counts.every((c) => c.waiting + c.running === 0)) return counts;
    if (Date.now() > until) throw new Error(`jobs not settled: ${JSON.stringify(counts)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Another instance of the server over the test's database: on PostgreSQL with its own pool (as a
 * second process would have), on PGlite over the same database. `env` is added to the config.
 */
export async function secondInstance(ctx: TestContext, env: Record<string, unknown> = {}) {
  const database: Database = ctx.database.url ? await openDatabase({ url: ctx.database.url, dataDir: 'memory://' }) : ctx.database;
  const config = { ...ctx.config, ...env };
  const app = await buildApp({ config, database, clock: ctx.clock, ephemeral: true, logger: false, storage: ctx.storage });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== ctx.database) await database.close();
    },
  };
}
