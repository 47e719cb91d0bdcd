import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { serverPath } from '../paths';
import { PreparingClient } from './prepared';
import { WriteWatchers, type WriteWatcher } from './write-watch';
import { POOL_DEFAULTS, type PoolOptions } from './availability';
import { consoleLog, errInfo, pgListener, type DbLog } from './listener';

/*
 * The embedded database's shared buffers: 16 MB instead of its 128 MB. PGlite allocates them in
 * the process's memory at start, where they are most of its size at rest (about 440 MB with
 * 128 MB, 300 MB with 16 MB); the portal's embedded data is a few tens of MB, and the pages it
 * reads beyond the buffers come from the system's file cache.
 */
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };

/** The database handle. PGlite and node-postgres share Drizzle's PostgreSQL query API. */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Listens on a PostgreSQL notification channel (LISTEN): every instance of the server over the
   * same database hears what any of them sends with `notify`. Answers the function that stops.
   */
  listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY with a payload (at most 8,000 bytes, PostgreSQL's limit). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Which connection of the listener hears the notifications now: a number that changes each
   * time it connects again (notifications sent while it was away are lost), -1 while it is away.
   * A cache kept fresh by notifications trusts only what it stored during the current one.
   */
  listenerEpoch(): number;
  /** The connection pool's connections: open, idle, and requests waiting for one (PostgreSQL only; metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * Answers once the listener of every instance connected to the database has handed on every
   * notification committed before the call: each answers a mark sent after them (at most `waitMs`;
   * at once while this process's listener is down, and on PGlite, where every listener is in this
   * process). What a revocation awaits before its answer leaves, so that the client's next request,
   * on any instance, meets it (PostgreSQL hands notifications to each listener in commit order,
   * but each instance reads its own when it gets to it).
   */
  heard(waitMs?: number): Promise<void>;
  /**
   * PostgreSQL only: tells `w` when this process writes to its tables and when the write is
   * visible (write-watch.ts). Answers the function that stops. Undefined on PGlite.
   */
  watchWrites?(w: WriteWatcher): () => void;
  /**
   * A trivial query, failing when it takes longer than `timeoutMs` (the readiness check, and the
   * wait for the database at start).
   */
  ping(timeoutMs?: number): Promise<void>;
  /** the PostgreSQL URL (undefined for PGlite) */
  url?: string;
  /** PGlite only: the data directory as an uncompressed tarball (what `loadDataDir` opens) */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = serverPath('drizzle');

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite: in `dataDir/pglite`, or in memory when
 * dataDir is 'memory://' (started from `loadDataDir`, a tarball of `dumpDataDir`, when given).
 * On PostgreSQL nothing connects yet: the pool opens connections on demand (and opens new ones
 * after a restart of the database by itself), within `pool`'s limits.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  loadDataDir?: Blob;
  pool?: Partial<PoolOptions>;
  log?: DbLog;
}): Promise<Database> {
  const log = opts.log ?? consoleLog;
  if (opts.url) {
    const limits = { ...POOL_DEFAULTS, ...opts.pool };
    // the hot queries as named statements, planned once per connection (prepared.ts)
    const writeWatchers = new WriteWatchers();
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: limits.max,
      Client: PreparingClient,
      writeWatchers,
      // a query waits at most this long for a connection (a full pool, a database that does not answer)
      connectionTimeoutMillis: limits.acquireTimeoutMs,
      // every statement of the pool's connections: PostgreSQL cancels it past this (57014)
      statement_timeout: limits.statementTimeoutMs || undefined,
      keepAlive: true,
    } as pg.PoolConfig);
    // an idle connection closed by the database (a restart: 57P01) is taken out of the pool, which
    // opens a new one for the next query; without this listener the error would end the process
    pool.on('error', (err) =>
      log.warn({ err: errInfo(err) }, 'database connection lost while idle in the pool: a new one opens on the next query'),
    );
    const db = drizzlePg(pool, { schema });
    const listener = pgListener(opts.url, log);
    const ping = async (timeoutMs = 2_000) => {
      // its own connection, not the pool's: a full pool is not a database that cannot answer
      const c = new pg.Client({ connectionString: opts.url, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
      c.on('error', () => {});
      try {
        await c.connect();
        await c.query('SELECT 1');
      } finally {
        await c.end().catch(() => {});
      }
    };
    return {
      db,
      kind: 'postgres',
      url: opts.url,
      listenerEpoch: listener.epoch,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      heard: listener.heard,
      watchWrites: (w) => writeWatchers.add(w),
      // on a connection of its own without the statement timeout: a migration may rebuild a large table
      migrate: async () => {
        const c = new pg.Client({ connectionString: opts.url });
        c.on('error', () => {});
        await c.connect();
        try {
          await migratePg(drizzlePg(c, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await c.end().catch(() => {});
        }
      },
      ping,
      listen: listener.listen,
      notify: async (channel, payload) => {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  let client: PGlite;
  if (opts.dataDir === 'memory://') {
    client = new PGlite({ ...PGLITE_OPTIONS, ...(opts.loadDataDir && { loadDataDir: opts.loadDataDir }) });
  } else {
    const dir = join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, PGLITE_OPTIONS);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // one process: its notifications never get lost
    listenerEpoch: () => (client.closed ? -1 : 0),
    // one process: its listeners hear a notification before the NOTIFY's call answers
    heard: async () => {},
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('SELECT 1');
    },
    listen: async (channel, fn) => {
      const stop = await client.listen(channel, fn);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    notify: async (channel, payload) => {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
