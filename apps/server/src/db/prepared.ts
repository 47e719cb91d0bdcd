import { createHash } from 'node:crypto';
import pg from 'pg';
import { transactionControl, type WriteWatcher, type WriteWatchers } from './write-watch';

/**
 * Named (prepared) statements for the hot queries on PostgreSQL. node-postgres sends a
 * query with parameters as an unnamed statement, which PostgreSQL parses and plans again on every
 * call: for the contract of a space (five joins) planning is 0.55 of its 0.65 ms of database CPU.
 * A query config that carries a `name` is parsed once per connection and then only bound and run.
 *
 * `PreparingClient` (the pool's client class) names a parameterised query after its text once the
 * text has been seen `HOT_AFTER` times in this process, up to `PER_CONNECTION` statements per
 * connection (a statement lives as long as its connection; texts seen once, e.g. an `IN` list of an
 * unusual length, stay unnamed). Queries without parameters keep the simple protocol (a script of
 * several statements cannot be prepared). Nothing changes for a query that is already named.
 *
 * It also tells the pool's `writeWatchers` (write-watch.ts) when a write to their tables leaves
 * and when it is visible: at the statement's end, or at the end of the connection's transaction.
 */
export const HOT_AFTER = 3;
export const PER_CONNECTION = 300;
const MAX_TEXTS = 10_000;

const seen = new Map<string, { count: number; name: string }>();

/** The statement name for a query text, once it is hot (undefined before). */
export function statementName(text: string): string | undefined {
  let e = seen.get(text);
  if (!e) {
    if (seen.size >= MAX_TEXTS) return undefined;
    e = { count: 0, name: `v_${createHash('sha1').update(text).digest('hex').slice(0, 24)}` };
    seen.set(text, e);
  }
  return ++e.count >= HOT_AFTER ? e.name : undefined;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown[] };

export class PreparingClient extends pg.Client {
  private named = new Set<string>();
  private readonly watchers?: WriteWatchers;
  private inTransaction = false;
  /** watchers told `begin` by a write of the open transaction, told `end` when it ends */
  private pending: WriteWatcher[] = [];

  constructor(config?: pg.ClientConfig & { writeWatchers?: WriteWatchers }) {
    super(config);
    this.watchers = config?.writeWatchers;
    // a connection lost in the middle of a transaction: the transaction is over
    this.on('end', () => this.settle());
  }

  private settle() {
    const done = this.pending;
    this.pending = [];
    this.inTransaction = false;
    for (const w of done) w.end();
  }

  /** The watchers' part of a statement: what to call once it is answered (or failed). */
  private watch(text: string): (() => void) | undefined {
    if (!this.watchers) return undefined;
    const control = transactionControl(text);
    if (control === 'begin') {
      this.inTransaction = true;
      return undefined;
    }
    if (control === 'end') return () => this.settle();
    if (!this.watchers.size) return undefined;
    const hit = this.watchers.of(text);
    if (!hit.length) return undefined;
    for (const w of hit) w.begin();
    if (this.inTransaction) {
      this.pending.push(...hit);
      return undefined;
    }
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      for (const w of hit) w.end();
    };
  }

  // the signature of pg's overloads, whichever the caller uses
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    const c = (typeof config === 'string' ? { text: config } : config) as QueryConfig | null;
    const after = c && typeof c.text === 'string' ? this.watch(c.text) : undefined;
    if (
      c &&
      typeof c === 'object' &&
      typeof c.text === 'string' &&
      c.name === undefined &&
      typeof (c as { submit?: unknown }).submit !== 'function'
    ) {
      const params = Array.isArray(values) ? values : c.values;
      if (params?.length) {
        const name = statementName(c.text);
        if (name && (this.named.has(name) || this.named.size < PER_CONNECTION)) {
          this.named.add(name);
          config = { ...c, name };
        }
      }
    }
    if (!after) return super.query(config, values, callback);
    const cb = typeof values === 'function' ? values : callback;
    if (typeof cb === 'function') {
      const done = (err: unknown, res: unknown) => {
        after();
        cb(err, res);
      };
      return typeof values === 'function' ? super.query(config, done) : super.query(config, values, done);
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const res: any = super.query(config, values);
    // a submittable (a cursor, a stream) is done when it ends or fails
    if (res && typeof res.submit === 'function' && typeof res.once === 'function') {
      res.once('end', after);
      res.once('error', after);
      return res;
    }
    if (res && typeof res.then === 'function')
      return res.then(
        (v: unknown) => (after(), v),
        (e: unknown) => {
          after();
          throw e;
        },
      );
    after();
    return res;
  }
}
