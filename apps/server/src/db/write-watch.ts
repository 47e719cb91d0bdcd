import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';

/**
 * Who wants to know when this process writes to some tables (a cache of rows read from them
 * must not answer what an earlier read saw once a write of this process is visible).
 * - `begin` is called before a write statement to one of `tables` leaves for the database;
 * - `end` once that write is visible to every new read, or was undone: when the statement
 *   finished (outside a transaction) or when its transaction ended (commit or rollback).
 * Every `begin` gets exactly one `end`. Writes of other processes are not seen here: those reach a
 * cache through a database notification (a trigger).
 */
export interface WriteWatcher {
  tables: ReadonlySet<string>;
  /**
   * For an UPDATE of one of these tables, only when the statement names one of these columns
   * after `set` (anywhere after it: a false alarm costs a cache's entries, a missed one would not).
   */
  columns?: ReadonlyMap<string, readonly string[]>;
  begin(): void;
  end(): void;
}

export class WriteWatchers {
  private readonly all = new Set<WriteWatcher>();
  add(w: WriteWatcher) {
    this.all.add(w);
    return () => void this.all.delete(w);
  }
  get size() {
    return this.all.size;
  }
  /** The watchers of any of the tables a statement writes. */
  of(text: string): WriteWatcher[] {
    const writes = statementWrites(text);
    if (!writes.length) return [];
    return [...this.all].filter((w) =>
      writes.some(({ table, updateSet }) => {
        if (!w.tables.has(table)) return false;
        const columns = updateSet !== undefined && w.columns?.get(table);
        return !columns || columns.some((c) => new RegExp(`\\b${c}\\b`, 'i').test(updateSet));
      }),
    );
  }
}

// 'for update' / 'for no key update' locks and 'on conflict … do update' are not statements of their own
const NOT_A_TARGET = /\bfor\s+(?:no\s+key\s+)?update\b|\bdo\s+update\b/gi;
const TARGET = /\b(insert\s+into|update|delete\s+from|merge\s+into|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?\w+"?\s*\.\s*)?"?(\w+)"?/gi;

/**
 * What a statement writes (insert, update, delete, merge, truncate, also inside `with`): each
 * table, lower case, and for an UPDATE the statement's text after its `set`.
 */
export function statementWrites(text: string): { table: string; updateSet?: string }[] {
  if (!/\b(?:insert|update|delete|merge|truncate)\b/i.test(text)) return [];
  const clean = text.replace(NOT_A_TARGET, ' ');
  return [...clean.matchAll(TARGET)].map((m) => {
    const table = m[2]!.toLowerCase();
    if (!/^update$/i.test(m[1]!)) return { table };
    const rest = clean.slice(m.index + m[0].length);
    return { table, updateSet: /^\s+set\b/i.test(rest) ? rest : undefined };
  });
}

/**
 * The tables a statement writes, lower case.
 * @internal
 */
export function writeTargets(text: string): string[] {
  return [...new Set(statementWrites(text).map((w) => w.table))];
}

/** A transaction's start or end (not a savepoint's: `rollback to savepoint` goes on). */
export function transactionControl(text: string): 'begin' | 'end' | undefined {
  if (/^\s*(?:begin|start\s+transaction)\b/i.test(text)) return 'begin';
  if (/^\s*(?:commit|end|abort|rollback)(?:\s+(?:work|transaction))?\s*;?\s*$/i.test(text)) return 'end';
  return undefined;
}

/**
 * `tables` and every table whose delete or key update reaches one of them through a foreign key
 * that cascades (or sets null / default): deleting a client deletes its members' memberships.
 */
export function withCascades(tables: Iterable<string>, schema: Record<string, unknown>): Set<string> {
  const configs = Object.values(schema)
    .filter((v): v is PgTable => !!v && typeof v === 'object' && Symbol.for('drizzle:IsDrizzleTable') in v)
    .map((t) => getTableConfig(t));
  const reached = new Set(tables);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of configs) {
      if (!reached.has(c.name)) continue;
      for (const fk of c.foreignKeys) {
        const via = fk.onDelete && fk.onDelete !== 'no action' && fk.onDelete !== 'restrict';
        const viaKey = fk.onUpdate && fk.onUpdate !== 'no action' && fk.onUpdate !== 'restrict';
        const target = getTableConfig(fk.reference().foreignTable).name;
        if ((via || viaKey) && !reached.has(target)) {
          reached.add(target);
          grew = true;
        }
      }
    }
  }
  return reached;
}
