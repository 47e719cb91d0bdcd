import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { Clock } from '@vitrina/domain/common/clock';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { seed } from '../db/seed/seed';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { buildApp } from '../app';
import { configuredStorage, memoryStorage, type FileStorage } from '../lib/storage';
import { templateDatabase, templateKey, waitNoConnections } from './templates';

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
 * A fresh, empty database for one test file: PGlite in memory, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again at the end), copied from `template` when
 * given.
 */
export async function freshDatabase(template?: string): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: async () => {} };
  }
  const name = `vitrina_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
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
      await waitNoConnections(c, name);
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

interface SeededFile {
  bucket: string;
  path: string;
  bytes: string; // base64
}

/** `inner` (when given) with a record of every file put into it. */
function recordingStorage(inner: FileStorage | undefined, files: SeededFile[]): FileStorage {
  return {
    name: inner?.name ?? 'memory',
    async put(bucket, path, body) {
      const bytes = await buffer(body);
      files.push({ bucket, path, bytes: bytes.toString('base64') });
      if (inner) await inner.put(bucket, path, Readable.from([bytes]));
    },
    get: (bucket, path) => (inner ? inner.get(bucket, path) : Promise.reject(new Error('file not found'))),
    remove: async (bucket, path) => inner?.remove(bucket, path),
  };
}

/** Writes `data` to `file` whole or not at all (another process may be waiting for it). */
async function writeWhole(file: string, data: string | Uint8Array) {
  const tmp = `${file}.${process.pid}.part`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/** Waits for `file` to exist; throws the builder's error when it failed instead. */
async function waitFor(file: string, failed: string) {
  for (;;) {
    if (existsSync(file)) return;
    if (existsSync(failed)) throw new Error(`seeding the template failed: ${await readFile(failed, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A migrated database with the demo data seeded at `now`, its files in `storage`, for one test
 * file. Within a vitest run (templates.setup.ts), the first file that needs a seed time builds
 * the template (migrate + seed, as `npm start` does) and every file starts from a copy of it;
 * without it (the harness used outside that run) or with VITRINA_TEST_TEMPLATES=off, the file
 * migrates and seeds its own.
 */
async function seededDatabase(now: Date, storage: FileStorage): Promise<{ database: Database; drop(): Promise<void> }> {
  const templates = process.env.VITRINA_TEST_TEMPLATES === 'off' ? undefined : inject('seedTemplates');
  if (!templates) {
    const fresh = await freshDatabase();
    await fresh.database.migrate();
    await seed(fresh.database.db, { demo: true, now, storage });
    return fresh;
  }
  const url = process.env.TEST_DATABASE_URL;
  const key = templateKey(now);
  const base = join(templates.dir, key);
  const done = `${base}.done`;
  const failed = `${base}.failed`;
  const tplName = templateDatabase(templates.run, key);
  let builder = false;
  try {
    await mkdir(`${base}.lock`);
    builder = true;
  } catch {
    // another file builds it
  }
  if (builder) {
    try {
      const files: SeededFile[] = [];
      if (!url) {
        // PGlite: this file keeps the database it seeded, and dumps it for the others
        const fresh = await freshDatabase();
        await fresh.database.migrate();
        await seed(fresh.database.db, { demo: true, now, storage: recordingStorage(storage, files) });
        const tar = new Uint8Array(await (await fresh.database.dumpDataDir!()).arrayBuffer());
        await writeWhole(`${base}.tar`, tar);
        await writeWhole(`${base}.files.json`, JSON.stringify(files));
        await writeWhole(done, '');
        return fresh;
      }
      // PostgreSQL: the template database, with no connection left open on it
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${tplName}`);
        const u = new URL(url);
        u.pathname = `/${tplName}`;
        const database = await openDatabase({ url: u.toString(), dataDir: 'memory://' });
        try {
          await database.migrate();
          await seed(database.db, { demo: true, now, storage: recordingStorage(undefined, files) });
        } finally {
          await database.close();
        }
        await waitNoConnections(admin, tplName);
        await admin.query(`ALTER DATABASE ${tplName} WITH ALLOW_CONNECTIONS false`);
      } finally {
        await admin.end();
      }
      await writeWhole(`${base}.files.json`, JSON.stringify(files));
      await writeWhole(done, '');
    } catch (err) {
      await writeWhole(failed, String((err as Error)?.stack ?? err));
      throw err;
    }
  } else {
    await waitFor(done, failed);
  }
  let fresh: { database: Database; drop(): Promise<void> };
  if (!url) {
    const tar = await readFile(`${base}.tar`);
    fresh = { database: await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([tar]) }), drop: async () => {} };
  } else {
    fresh = await freshDatabase(tplName);
  }
  const files = JSON.parse(await readFile(`${base}.files.json`, 'utf8')) as SeededFile[];
  for (const f of files) await storage.put(f.bucket, f.path, Readable.from([Buffer.from(f.bytes, 'base64')]));
  return fresh;
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

/**
 * Makes `app.inject` answer once the e-mails its request queued were handed to the transport
 * (they go out after the answer, as in production): a test reads `app.mailer.outbox` right after.
 */
export function waitForMailOnInject(app: FastifyInstance) {
  const inject = app.inject.bind(app) as (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  (app as { inject: unknown }).inject = async (opts: InjectOptions) => {
    const res = await inject(opts);
    await app.mailer.idle();
    return res;
  };
}

export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    clock?: ReturnType<typeof testClock>;
    /** false: `app.inject` answers without waiting for the e-mails its request queued */
    waitForMail?: boolean;
  } = {},
): Promise<TestContext> {
  const config = loadConfig({
    CAPTCHA_PROVIDER: 'none',
    RATE_LIMIT_AUTH_MAX: '1000',
    LOG_LEVEL: 'silent',
    REMINDERS: 'off',
    MAIL_SWEEP: 'off',
    ...opts.env,
  });
  const clock = opts.clock ?? testClock();
  // the storage of FILES_DIR or S3 when the test names one, else in memory (nothing under ./data)
  const storage = opts.env?.FILES_DIR || config.files.s3 ? await configuredStorage(config.files) : memoryStorage();
  const { database, drop } = await seededDatabase(clock.now(), storage);
  const app = await buildApp({ config, database, clock, ephemeral: true, logger: false, storage });
  await app.ready();
  if (opts.waitForMail !== false) waitForMailOnInject(app);
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

/** The demo accounts' e-mails by name, and their password. */
export const DEMO: Record<keyof typeof DEMO_ACCOUNTS | 'password', string> = { ...DEMO_ACCOUNTS, password: DEMO_PASSWORD };

/** The demo accounts by the short names the tests give them. */
const DEMO_BY_NAME = {
  chl: DEMO.empresaChl,
  local: DEMO.localChl,
  marca: DEMO.marcaChl,
  per: DEMO.empresaPer,
  arg: DEMO.empresaArg,
  fin: DEMO.finanzas,
  aud: DEMO.auditor,
  op: DEMO.operador,
};

/** Signs in the demo accounts `names` and keeps each one's token in `tok` under its short name. */
export async function loginDemo(ctx: TestContext, tok: Record<string, string>, names: (keyof typeof DEMO_BY_NAME)[]) {
  for (const k of names) tok[k] = await ctx.login(DEMO_BY_NAME[k]);
}
