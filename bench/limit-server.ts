/**
 * The limits of the stack, for the hot-path bench (bench/hot-paths.mjs): Fastify 5 + Drizzle over
 * the same PostgreSQL, the same pool size (10) and the same log level as the app, with nothing
 * else: no session, no scope, no response schema.
 *   GET  /one?id=cb123  one row of `spaces` by primary key (the one-row-read limit)
 *   POST /insert        one row into `bench_inserts` (the plain-insert limit)
 * Usage: tsx bench/limit-server.ts <postgres-url> <port>
 */
import Fastify from 'fastify';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { pgTable, serial, text, integer, timestamp } from 'drizzle-orm/pg-core';
import * as schema from '../apps/server/src/db/schema/index';

const [url, port] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10 });
const db = drizzle(pool, { schema });
const benchInserts = pgTable('bench_inserts', {
  id: serial('id').primaryKey(),
  space_id: text('space_id').notNull(),
  amount: integer('amount').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
await db.execute(
  sql`CREATE TABLE IF NOT EXISTS bench_inserts (id serial PRIMARY KEY, space_id text NOT NULL, amount integer NOT NULL, at timestamptz NOT NULL)`,
);
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
app.get('/one', async (req) => {
  const id = (req.query as { id: string }).id;
  const [row] = await db.select().from(schema.spaces).where(eq(schema.spaces.id, id)).limit(1);
  return { data: row ?? null };
});
app.post('/insert', async (req) => {
  const body = req.body as { space_id: string; amount: number };
  const [row] = await db.insert(benchInserts).values({ space_id: body.space_id, amount: body.amount, at: new Date() }).returning();
  return { data: row };
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
