import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as t from '../db/schema/index';

export type ImportCounts = { inserted: number; updated: number; unchanged: number };

export const UPSERT_CHUNK = 500;

/**
 * An idempotent bulk upsert by a natural key: a row that differs in some column is updated, an
 * equal row is left alone (so a re-sent batch changes nothing). Counts inserted / updated / unchanged.
 * No rows, no statement.
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
function addCounts(total: ImportCounts, c: ImportCounts) {
  total.inserted += c.inserted;
  total.updated += c.updated;
  total.unchanged += c.unchanged;
}

/** An import API call's record: its kind, the key that made it, where from, when and how many rows it sent. */
export type ImportRun = { kind: string; api_key_id: string | null; source: string; at: Date; received: number };

/**
 * One import batch in one transaction: `write` makes the batch's upserts, one after the other,
 * and answers their counts; then the run's record with their total. Answers the run and its counts.
 */
export const importRun = (db: Db, run: ImportRun, write: (tx: Db) => Promise<ImportCounts[]>) =>
  db.transaction(async (tx) => {
    const d = tx as unknown as Db;
    const total: ImportCounts = { inserted: 0, updated: 0, unchanged: 0 };
    for (const c of await write(d)) addCounts(total, c);
    const [r] = await d
      .insert(t.financeImportRuns)
      .values({ ...run, ...total })
      .returning({ id: t.financeImportRuns.id });
    return { run_id: r!.id, received: run.received, ...total };
  });
