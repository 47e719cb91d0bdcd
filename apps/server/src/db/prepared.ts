import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Named (prepared) statements for the hot queries on PostgreSQL (#20). node-postgres sends a
 * query with parameters as an unnamed statement, which PostgreSQL parses and plans again on every
 * call: for the contract of a space (five joins) planning is 0.55 of its 0.65 ms of database CPU.
 * A query config that carries a `name` is parsed once per connection and then only bound and run.
 *
 * `PreparingClient` (the pool's client class) names a parameterised query after its text once the
 * text has been seen `HOT_AFTER` times in this process, up to `PER_CONNECTION` statements per
 * connection (a statement lives as long as its connection; texts seen once, e.g. an `IN` list of an
 * unusual length, stay unnamed). Queries without parameters keep the simple protocol (a script of
 * several statements cannot be prepared). Nothing changes for a query that is already named.
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

  // the signature of pg's overloads, whichever the caller uses
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    const c = (typeof config === 'string' ? { text: config } : config) as QueryConfig | null;
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
    return super.query(config, values, callback);
  }
}
