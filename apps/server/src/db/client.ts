import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import * as schema from './schema/index';
import { PreparingClient } from './prepared';
import { WriteWatchers, type WriteWatcher } from './write-watch';

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
  /** the PostgreSQL URL (undefined for PGlite) */
  url?: string;
  /** PGlite only: the data directory as an uncompressed tarball (what `loadDataDir` opens) */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The channel of `Database.heard`'s marks: every instance's listener answers each on HEARD_ACK_CHANNEL. */
export const HEARD_CHANNEL = 'vitrina_heard';
export const HEARD_ACK_CHANNEL = 'vitrina_heard_ack';
/** The listener connections' application_name: `vitrina-listener:<instance id>` (pg_stat_activity). */
export const LISTENER_APP_PREFIX = 'vitrina-listener:';

/**
 * One connection that LISTENs for the whole process (a pool connection would be handed to
 * queries); it is opened on the first listen and opened again, with its channels, if it breaks.
 * It names itself `vitrina-listener:<id>` and answers every instance's `heard` mark (below).
 */
function pgListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const id = randomUUID();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let epoch = 0;
  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;
  /** this process's marks waiting to be heard (heard()): the instances yet to answer each */
  const marks = new Map<string, { waiting: Set<string>; done: () => void }>();
  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url, application_name: `${LISTENER_APP_PREFIX}${id}` });
      c.on('notification', (m) => {
        if (m.channel === HEARD_CHANNEL) {
          // everything committed before the mark has been handed to the handlers above it, in
          // order: answer it, so that its sender knows this instance has heard it all
          c.query('SELECT pg_notify($1, $2)', [HEARD_ACK_CHANNEL, `${m.payload ?? ''}:${id}`]).catch(() => {});
          return;
        }
        if (m.channel === HEARD_ACK_CHANNEL) {
          const [mark, from] = (m.payload ?? '').split(':');
          const w = marks.get(mark!);
          if (w && w.waiting.delete(from!) && !w.waiting.size) w.done();
          return;
        }
        for (const fn of handlers.get(m.channel) ?? []) fn(m.payload ?? '');
      });
      c.on('error', () => {
        // broken: the next listen, or the timer below, connects again and listens to every channel
        client = undefined;
        connecting = undefined;
        c.end().catch(() => {});
        if (!closed && handlers.size) setTimeout(() => void connect().catch(() => {}), 1000).unref();
      });
      await c.connect();
      for (const channel of [HEARD_CHANNEL, HEARD_ACK_CHANNEL, ...handlers.keys()]) await c.query(`LISTEN ${quote(channel)}`);
      client = c;
      epoch++;
      return c;
    })();
    return connecting;
  };
  return {
    async listen(channel: string, fn: (payload: string) => void) {
      const first = !handlers.has(channel);
      if (first) handlers.set(channel, new Set());
      handlers.get(channel)!.add(fn);
      const c = client ?? (await connect());
      if (first) await c.query(`LISTEN ${quote(channel)}`);
      return async () => {
        handlers.get(channel)?.delete(fn);
      };
    },
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
    epoch: () => (client && !closed ? epoch : -1),
    /**
     * Database.heard: a mark on HEARD_CHANNEL, sent after everything committed before it; every
     * listener connected now (pg_stat_activity, this one included) answers it once it has handed
     * on everything before it. A listener that does not answer within `waitMs` is not waited for.
     */
    async heard(waitMs = 2_000) {
      const c = client;
      if (!c || closed) return;
      const mark = randomUUID();
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          marks.delete(mark);
          resolve();
        };
        const timer = setTimeout(done, waitMs);
        c.query<{ id: string }>(
          `SELECT substr(application_name, ${LISTENER_APP_PREFIX.length + 1}) AS id FROM pg_stat_activity
            WHERE datname = current_database() AND application_name LIKE '${LISTENER_APP_PREFIX}%'`,
        )
          .then(({ rows }) => {
            const waiting = new Set(rows.map((r) => r.id));
            waiting.add(id);
            marks.set(mark, { waiting, done });
            return c.query('SELECT pg_notify($1, $2)', [HEARD_CHANNEL, mark]);
          })
          .catch(done);
      });
    },
  };
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite: in `dataDir/pglite`, or in memory when
 * dataDir is 'memory://' (started from `loadDataDir`, a tarball of `dumpDataDir`, when given).
 */
export async function openDatabase(opts: { url?: string; dataDir: string; loadDataDir?: Blob }): Promise<Database> {
  if (opts.url) {
    // the hot queries as named statements, planned once per connection (prepared.ts)
    const writeWatchers = new WriteWatchers();
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, Client: PreparingClient, writeWatchers } as pg.PoolConfig);
    const db = drizzlePg(pool, { schema });
    const listener = pgListener(opts.url);
    return {
      db,
      kind: 'postgres',
      url: opts.url,
      listenerEpoch: listener.epoch,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      heard: listener.heard,
      watchWrites: (w) => writeWatchers.add(w),
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
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
    client = opts.loadDataDir ? new PGlite({ loadDataDir: opts.loadDataDir }) : new PGlite();
  } else {
    const dir = join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
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
