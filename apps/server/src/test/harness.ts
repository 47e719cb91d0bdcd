import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Clock } from '@vitrina/domain/common/clock';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { seed } from '../db/seed/seed';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { buildApp } from '../app';
import { configuredStorage, memoryStorage, type FileStorage } from '../lib/storage';

/** A clock tests move by hand. */
export function testClock(iso = '2026-11-22T15:00:00Z') {
  let now = new Date(iso).getTime();
  const clock: Clock & { set(iso: string): void; advance(ms: number): void } = {
    now: () => new Date(now),
    set: (v) => {
      now = new Date(v).getTime();
    },
    advance: (ms) => {
      now += ms;
    },
  };
  return clock;
}

/**
 * A fresh, migrated, seeded database for one test file: PGlite in memory, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (dropped again at the end).
 */
export async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: async () => {} };
  }
  const name = `vitrina_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString(), dataDir: 'memory://' });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // let the closed pool's backends go first: DROP ... WITH (FORCE) would send them a FATAL
      // that a client still shutting down reports as an unhandled error
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 40));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  clock: ReturnType<typeof testClock>;
  config: AppConfig;
  database: Database;
  /** the file storage of the app and the seed */
  storage: FileStorage;
  close(): Promise<void>;
  login(email: string, password?: string): Promise<string>;
  auth(token: string): { authorization: string };
}

export async function createTestApp(
  opts: { env?: Record<string, string>; clock?: ReturnType<typeof testClock> } = {},
): Promise<TestContext> {
  const config = loadConfig({ CAPTCHA_PROVIDER: 'none', RATE_LIMIT_AUTH_MAX: '1000', LOG_LEVEL: 'silent', REMINDERS: 'off', ...opts.env });
  const clock = opts.clock ?? testClock();
  const { database, drop } = await freshDatabase();
  await database.migrate();
  // the storage of FILES_DIR or S3 when the test names one, else in memory (nothing under ./data)
  const storage = opts.env?.FILES_DIR || config.files.s3 ? await configuredStorage(config.files) : memoryStorage();
  await seed(database.db, { demo: true, now: clock.now(), storage });
  const app = await buildApp({ config, database, clock, ephemeral: true, logger: false, storage });
  await app.ready();
  const ctx: TestContext = {
    app,
    clock,
    config,
    database,
    storage,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
    async login(email, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/fo/auth/login', payload: { username: email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json().jwt as string;
    },
    auth: (token) => ({ authorization: `Bearer ${token}` }),
  };
  return ctx;
}

export const DEMO = {
  empresaChl: 'empresa.chl@vitrina.test',
  marcaChl: 'marca.chl@vitrina.test',
  localChl: 'local.chl@vitrina.test',
  empresaPer: 'empresa.per@vitrina.test',
  empresaArg: 'empresa.arg@vitrina.test',
  empresaCol: 'empresa.col@vitrina.test',
  finanzas: 'finanzas@vitrina.test',
  auditor: 'auditor@vitrina.test',
  password: DEMO_PASSWORD,
};
