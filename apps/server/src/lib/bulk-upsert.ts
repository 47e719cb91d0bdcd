import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

export type ImportCounts = { inserted: number; updated: number; unchanged: number };

export const UPSERT_CHUNK = 500;

/**
 * An idempotent bulk upsert by a natural key: a row that differs in some column is updated, an
 * equal row is left alone (so a re-sent batch changes nothing). Counts inserted / updated / unchanged.
 */
export async function upsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  key: PgColumn[],
  cols: string[],
): Promise<ImportCounts> {
  const c = { inserted: 0, updated: 0, unchanged: 0 };
  const name = (table as unknown as { [k: symbol]: string })[Symbol.for('drizzle:Name')];
  const set = Object.fromEntries(cols.map((col) => [col, sql.raw(`excluded."${col}"`)]));
  const differs = sql.raw(cols.map((col) => `"${name}"."${col}" IS DISTINCT FROM excluded."${col}"`).join(' OR '));
  for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
    const part = rows.slice(i, i + UPSERT_CHUNK);
    const out = (await db
      .insert(table)
      .values(part as never)
      .onConflictDoUpdate({ target: key, set: set as never, setWhere: differs })
      .returning({ inserted: sql<boolean>`(xmax = 0)` } as never)) as unknown as { inserted: boolean }[];
    for (const r of out) {
      if (r.inserted) c.inserted++;
      else c.updated++;
    }
    c.unchanged += part.length - out.length;
  }
  return c;
}

/** Adds counts into a total. */
export function addCounts(total: ImportCounts, c: ImportCounts) {
  total.inserted += c.inserted;
  total.updated += c.updated;
  total.unchanged += c.unchanged;
}
