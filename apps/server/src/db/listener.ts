import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { backoff } from './availability';

/** The channel of `Database.heard`'s marks: every instance's listener answers each on HEARD_ACK_CHANNEL. */
export const HEARD_CHANNEL = 'vitrina_heard';
export const HEARD_ACK_CHANNEL = 'vitrina_heard_ack';
/** The listener connections' application_name: `vitrina-listener:<instance id>` (pg_stat_activity). */
export const LISTENER_APP_PREFIX = 'vitrina-listener:';

/** Where the database's own events go (a lost connection, the listener away and back). */
export interface DbLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}
export const consoleLog: DbLog = {
  warn: (obj, msg) => console.warn(msg, JSON.stringify(obj)),
  info: (obj, msg) => console.info(msg, JSON.stringify(obj)),
};
export const errInfo = (err: unknown) => ({ code: (err as { code?: string })?.code, message: (err as Error)?.message });

/**
 * One connection that LISTENs for the whole process (a pool connection would be handed to
 * queries); it is opened on the first listen. When it breaks (a database restart, a failover) or
 * cannot be opened, it is opened again with backoff (250 ms doubling, at most 2 s between
 * attempts) and LISTENs to every channel again; meanwhile `epoch` is -1, so the caches that trust
 * it read from the database (notifications sent while it was away are not heard).
 * It names itself `vitrina-listener:<id>` and answers every instance's `heard` mark (below).
 */
export function pgListener(url: string, log: DbLog) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const id = randomUUID();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let started = false;
  let epoch = 0;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;
  /** this process's marks waiting to be heard (heard()): the instances yet to answer each */
  const marks = new Map<string, { waiting: Set<string>; done: () => void }>();
  /** connects again after a delay, until it is connected (or closed) */
  const reconnect = () => {
    if (retry || closed || !started) return;
    const delay = backoff(attempt++);
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          log.info({ attempts: attempt }, 'database listener connected again: listening to its channels');
          attempt = 0;
        },
        (err) => {
          log.warn({ err: errInfo(err), attempt }, 'database listener cannot connect yet: trying again');
          reconnect();
        },
      );
    }, delay);
    retry.unref();
  };
  /** the listening connection `c` broke or ended: forget it and connect again */
  const lost = (c: pg.Client, err?: unknown) => {
    if (client !== c) return;
    client = undefined;
    connecting = undefined;
    c.end().catch(() => {});
    if (closed) return;
    log.warn({ err: err ? errInfo(err) : undefined }, 'database listener lost its connection: connecting again');
    reconnect();
  };
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
      c.on('error', (err) => lost(c, err));
      c.on('end', () => lost(c));
      try {
        await c.connect();
        for (const channel of [HEARD_CHANNEL, HEARD_ACK_CHANNEL, ...handlers.keys()]) await c.query(`LISTEN ${quote(channel)}`);
      } catch (err) {
        connecting = undefined;
        c.end().catch(() => {});
        throw err;
      }
      if (closed) {
        await c.end().catch(() => {});
        throw new Error('listener closed');
      }
      client = c;
      epoch++;
      return c;
    })();
    return connecting;
  };
  return {
    /** never fails for want of a database: until it is reachable, the listener keeps trying (above) */
    async listen(channel: string, fn: (payload: string) => void) {
      started = true;
      const first = !handlers.has(channel);
      if (first) handlers.set(channel, new Set());
      handlers.get(channel)!.add(fn);
      try {
        const c = client ?? (await connect());
        // (again when the connection was being opened: a second LISTEN of a channel does nothing)
        if (first) await c.query(`LISTEN ${quote(channel)}`);
      } catch (err) {
        if (closed) return async () => {};
        log.warn({ err: errInfo(err) }, 'database listener cannot connect: trying again');
        reconnect();
      }
      return async () => {
        handlers.get(channel)?.delete(fn);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
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
