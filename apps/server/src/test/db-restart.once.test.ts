import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { MSG } from '@vitrina/domain/common/messages';
import { PERMISSIONS } from '@vitrina/domain/auth/permissions';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { isDatabaseUnavailable, waitForDatabase, type PoolOptions } from '../db/availability';
import * as t from '../db/schema/index';
import { seed } from '../db/seed/seed';
import { memoryStorage } from '../lib/storage';
import { DEMO, testClock } from './harness';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';

/**
 * The database away and back, on a PostgreSQL cluster of this file's own (test/private-postgres.ts),
 * with two instances over it, each with its own pool and listener as two processes would have:
 * a restart in the middle of a stream of daily declarations, a stuck statement and a full pool.
 * It brings its own PostgreSQL, so it runs once: on the server tests' first pass (vitest.config.ts
 * leaves it out of the pass with TEST_DATABASE_URL).
 */
let cluster: PrivatePostgres;
let url = '';
const clock = testClock();
const opened: Database[] = [];
const apps: FastifyInstance[] = [];

interface Instance {
  app: FastifyInstance;
  base: string;
  database: Database;
  logs: string[];
}

async function instance(pool: Partial<PoolOptions> = {}): Promise<Instance> {
  const config = loadConfig({
    CAPTCHA_PROVIDER: 'none',
    RATE_LIMIT_AUTH_MAX: '1000',
    REMINDERS: 'off',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'one-secret',
  });
  const logs: string[] = [];
  const log = { warn: (o: object, m: string) => logs.push(`${m} ${JSON.stringify(o)}`), info: () => {} };
  const database = await openDatabase({ url, dataDir: 'memory://', pool, log });
  opened.push(database);
  const app = await buildApp({
    config,
    database,
    clock,
    ephemeral: true,
    storage: memoryStorage(),
    logStream: { write: (line) => void logs.push(line) },
  });
  apps.push(app);
  return { app, base: await app.listen({ port: 0, host: '127.0.0.1' }), database, logs };
}

const json = (token?: string) => ({ 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });
async function signIn(base: string, username: string) {
  const res = await fetch(`${base}/api/fo/auth/login`, {
    method: 'POST',
    headers: json(),
    body: JSON.stringify({ username, password: DEMO.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { jwt: string }).jwt;
}
const timed = async (f: () => Promise<Response>) => {
  const start = performance.now();
  const res = await f();
  const body = await res.text();
  return { status: res.status, body, ms: performance.now() - start };
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  cluster = await startPrivatePostgres();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE vitrina');
  await admin.end();
  url = cluster.url.replace(/\/postgres$/, '/vitrina');
  const database = await openDatabase({ url, dataDir: 'memory://' });
  try {
    await database.migrate();
    await seed(database.db, { demo: true, now: clock.now(), storage: memoryStorage() });
  } finally {
    await database.close();
  }
}, 120_000);

afterAll(async () => {
  try {
    for (const app of apps) await app.close().catch(() => {});
    for (const d of opened) await d.close().catch(() => {});
  } finally {
    await cluster?.destroy();
  }
});

describe('a stuck statement or a full pool never hangs a request', () => {
  let c: Instance;
  let token = '';
  beforeAll(async () => {
    c = await instance({ max: 2, acquireTimeoutMs: 300, statementTimeoutMs: 1_000 });
    token = await signIn(c.base, DEMO.empresaChl);
  });
  const justifications = () => timed(() => fetch(`${c.base}/api/fo/sales/justifications`, { headers: json(token) }));

  it('a statement past DB_STATEMENT_TIMEOUT_MS is cancelled by PostgreSQL (pg_sleep)', async () => {
    const err = await c.database.db.execute(sql`SELECT pg_sleep(3)`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('a request stuck behind a lock answers 503 with the Spanish text once its statement is past its time, and the log names the route', async () => {
    expect((await justifications()).status).toBe(200);
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE justifications IN ACCESS EXCLUSIVE MODE');
      const res = await justifications();
      expect(res.status).toBe(503);
      expect(JSON.parse(res.body)).toMatchObject({ statusCode: 503, code: 'service_unavailable', message: MSG.unavailable });
      expect(res.ms).toBeLessThan(3_000);
      expect(c.logs.some((l) => l.includes('database unavailable: GET /api/fo/sales/justifications answered 503'))).toBe(true);
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    expect((await justifications()).status).toBe(200);
  });

  it('with every connection of the pool taken, a request answers 503 after DB_POOL_ACQUIRE_TIMEOUT_MS instead of waiting', async () => {
    // (a Drizzle query starts when it is awaited: Promise.resolve starts both now)
    const held = [0, 1].map(() => Promise.resolve(c.database.db.execute(sql`SELECT pg_sleep(0.8)`)));
    await sleep(50);
    const res = await justifications();
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body).message).toBe(MSG.unavailable);
    expect(res.ms).toBeLessThan(800);
    await Promise.all(held);
    expect((await justifications()).status).toBe(200);
  });
});

describe('a PostgreSQL restart under a stream of daily declarations', () => {
  it('answers 503 while it is away, serves again within 2 s of its return, loses nothing acknowledged; sign-out, scope change and notifications still reach every instance', async () => {
    const a = await instance();
    const b = await instance();
    const writer = await signIn(a.base, DEMO.empresaChl);
    const operador = await signIn(a.base, 'operador@vitrina.test');
    const marca = await signIn(b.base, DEMO.marcaChl);
    const chief = await signIn(b.base, DEMO.localChl);
    const [marcaUser] = await a.database.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, DEMO.marcaChl));

    // an event stream open on B through the restart
    const abort = new AbortController();
    const stream = await fetch(`${b.base}/api/fo/notifications/stream`, { headers: json(marca), signal: abort.signal });
    const reader = stream.body!.getReader();
    let streamed = '';
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        streamed += new TextDecoder().decode(value);
      }
    })().catch(() => {});

    // four writers, one day each, alternately on A and B; each declaration a new amount
    const days = ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'];
    const attempts = new Map<string, { amount: number; status: number; ms: number; body: string }[]>(days.map((d) => [d, []]));
    let writing = true;
    const writers = days.map(async (day, i) => {
      for (let n = 1; writing; n++) {
        const amount = n * 1000 + i;
        const res = await timed(() =>
          fetch(`${(n + i) % 2 ? a.base : b.base}/api/fo/sales/report/daily_sales/chl/${DEMO.empresaChl}`, {
            method: 'POST',
            headers: json(writer),
            body: JSON.stringify({
              country_id: 'CHL',
              space_int_code: 'c1001',
              fecha_registro: day,
              comentarios: '',
              detalles: { total_tickets_boletas: 7777, total_monto_efectivo_boletas: amount, total_monto_tarjeta_boletas: 0 },
              tipo_registro: 'diaria',
              metodo_ingreso: 'form',
            }),
          }),
        );
        attempts.get(day)!.push({ amount, ...res });
        if (res.status !== 200) await sleep(50);
      }
    });
    const probe = (inst: Instance) => timed(() => fetch(`${inst.base}/api/fo/sales/justifications`, { headers: json(writer) }));

    await sleep(500);
    await cluster.stop();
    // away: every request answers at once, 503 with the Spanish text; the process stays up
    const waiting = waitForDatabase(() => a.database.ping(), { warn: (o, m) => a.logs.push(m), info: () => {} }, { maxDelayMs: 250 });
    const downAnswers: number[] = [];
    for (let i = 0; i < 5; i++) {
      for (const inst of [a, b]) {
        const res = await probe(inst);
        downAnswers.push(res.ms);
        expect(res.status).toBe(503);
        expect(JSON.parse(res.body)).toMatchObject({ statusCode: 503, message: MSG.unavailable });
        expect(res.ms).toBeLessThan(1_000);
      }
      await sleep(150);
    }
    console.log(`while away: 503 in ${Math.round(Math.min(...downAnswers))}–${Math.round(Math.max(...downAnswers))} ms`);
    expect((await fetch(`${a.base}/api/health`)).status).toBe(200);
    const ready = await fetch(`${b.base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { message: string }).message).toBe(MSG.unavailable);

    await cluster.start();
    const up = performance.now();
    // both instances serve again, by themselves
    const servedAfter = await Promise.all(
      [a, b].map(async (inst) => {
        while ((await probe(inst)).status !== 200) await sleep(20);
        return performance.now() - up;
      }),
    );
    console.log(`served again ${servedAfter.map((ms) => `${Math.round(ms)} ms`).join(' and ')} after PostgreSQL accepted connections`);
    expect(Math.max(...servedAfter)).toBeLessThan(2_000);
    await waiting;
    expect(a.logs.some((l) => l.startsWith('database not reachable'))).toBe(true);
    expect((await fetch(`${b.base}/api/health/ready`)).status).toBe(200);

    await sleep(500);
    writing = false;
    await Promise.all(writers);

    // every answer was 200 or 503, none slow; every acknowledged declaration holds (its amount, or a
    // later one whose answer was lost in the restart)
    const all = [...attempts.values()].flat();
    expect(all.filter((x) => x.status !== 200 && x.status !== 503).map((x) => `${x.status} ${x.body}`)).toEqual([]);
    expect(Math.max(...all.map((x) => x.ms))).toBeLessThan(5_000);
    expect(all.filter((x) => x.status === 503).length).toBeGreaterThan(0);
    const rows = await a.database.db.execute<{ day: string; amount: string }>(
      sql`SELECT fecha_registro::text AS day, detalles->>'total_monto_efectivo_boletas' AS amount FROM daily_sales WHERE detalles->>'total_tickets_boletas' = '7777'`,
    );
    const stored = new Map(rows.rows.map((r) => [r.day, Number(r.amount)]));
    let acknowledged = 0;
    for (const [day, list] of attempts) {
      const last = list.findLastIndex((x) => x.status === 200);
      expect(last).toBeGreaterThanOrEqual(0);
      acknowledged += list.filter((x) => x.status === 200).length;
      expect(list.slice(last).map((x) => x.amount)).toContain(stored.get(day));
    }
    console.log(
      `${acknowledged} acknowledged declarations held, ${all.length - acknowledged} answered 503; slowest answer ${Math.round(Math.max(...all.map((x) => x.ms)))} ms`,
    );

    // after the restart: a sign-out on A ends the session on B (which has it cached again)
    const me = (base: string) => fetch(`${base}/api/fo/auth/me`, { headers: json(marca) }).then((r) => r.status);
    const other = await signIn(a.base, DEMO.empresaPer);
    for (let i = 0; i < 3; i++) expect(await fetch(`${b.base}/api/fo/auth/me`, { headers: json(other) }).then((r) => r.status)).toBe(200);
    expect((await fetch(`${a.base}/api/fo/auth/signout`, { method: 'POST', headers: { authorization: `Bearer ${other}` } })).status).toBe(
      204,
    );
    expect(await fetch(`${b.base}/api/fo/auth/me`, { headers: json(other) }).then((r) => r.status)).toBe(401);
    expect(await me(b.base)).toBe(200);

    // a scope change made after the restart: B refuses what was taken away
    const justifications = () => fetch(`${b.base}/api/fo/sales/justifications`, { headers: json(chief) }).then((r) => r.status);
    for (let i = 0; i < 3; i++) expect(await justifications()).toBe(200);
    const [chiefUser] = await a.database.db.select().from(t.users).where(eq(t.users.email, DEMO.localChl));
    const [membership] = await a.database.db.select().from(t.userClients).where(eq(t.userClients.user_id, chiefUser!.id));
    const readSales = PERMISSIONS.find((p) => p.code === 'read:DailySales')!.id;
    await a.database.db
      .update(t.userClients)
      .set({ permission_ids: membership!.permission_ids.filter((id) => id !== readSales) })
      .where(eq(t.userClients.user_id, chiefUser!.id));
    await expect.poll(justifications, { timeout: 2_000 }).toBe(403);

    // B's listener is back (a new connection) and listens again: a notification created on A after
    // the restart reaches the stream B kept open through it
    await expect.poll(() => b.database.listenerEpoch(), { timeout: 3_000 }).toBeGreaterThan(1);
    const created = await fetch(`${a.base}/api/fo/notifications`, {
      method: 'POST',
      headers: json(operador),
      body: JSON.stringify({ user_id: marcaUser!.id, title: 'Después del reinicio', body: 'hola' }),
    });
    expect(created.status).toBe(201);
    await expect.poll(() => streamed.includes('Después del reinicio'), { timeout: 5_000 }).toBe(true);
    abort.abort();
    await reading;
  }, 90_000);
});
