/**
 * What the PostgreSQL benches share: a temporary database (made, migrated and seeded with the
 * demo at a pinned clock), a server on it over HTTP on 127.0.0.1, a demo account's token, the
 * latency quantiles, and the clean-up (server closed, database dropped).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/db/seed/seed';
import { buildApp } from '../apps/server/src/app';
import { memoryStorage } from '../apps/server/src/lib/storage';
import { fixedClock } from '@vitrina/domain/common/clock';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-data';

export const quantiles = (lat: number[]) => {
  lat.sort((a, b) => a - b);
  const q = (p: number) => +lat[Math.min(lat.length - 1, Math.floor(p * lat.length))]!.toFixed(1);
  return { n: lat.length, p50ms: q(0.5), p99ms: q(0.99), maxms: +lat[lat.length - 1]!.toFixed(1) };
};

type Database = Awaited<ReturnType<typeof openDatabase>>;
export interface BenchServer {
  database: Database;
  /** the temporary database's URL */
  url: string;
  /** the server's base URL */
  base: string;
  token(username: string): Promise<string>;
}

/** The PostgreSQL server of the benches (BENCH_PG_URL) and the instant their clock is pinned to. */
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NOW = '2026-11-22T15:00:00Z';

/**
 * Runs `measure` against a server on a temporary database on BENCH_PG_URL seeded with the demo at
 * NOW, after `addRows(database, url)` (the bench's own rows); drops the database whatever happens.
 */
export async function withSeededServer(
  o: { prefix: string; port: number; addRows(database: Database, url: string): Promise<void> },
  measure: (s: BenchServer) => Promise<void>,
) {
  const name = `${o.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString(), dataDir: 'memory://' });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.migrate();
    const storage = memoryStorage();
    const clock = fixedClock(NOW);
    await seed(database.db, { demo: true, now: clock.now(), storage });
    await o.addRows(database, u.toString());
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', CAPTCHA_PROVIDER: 'none', RATE_LIMIT_AUTH_MAX: '100000' }),
      database,
      clock,
      ephemeral: true,
      logger: false,
      storage,
    });
    const base = await app.listen({ port: o.port, host: '127.0.0.1' });
    const token = async (username: string) => {
      const login = await fetch(`${base}/api/fo/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      });
      return ((await login.json()) as { jwt: string }).jwt;
    };
    await measure({ database, url: u.toString(), base, token });
  } finally {
    await app?.close();
    await database.close();
    const c2 = new pg.Client({ connectionString: PG_URL });
    await c2.connect();
    await c2.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c2.end();
  }
}

/** Runs a bench's main and exits with its outcome. */
export function run(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
