import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** The `columns` of one row of `table` by its id; undefined when there is none. */
export async function rowById<C extends SelectedFields>(db: Db, table: PgTable & { id: PgColumn }, id: string, columns: C) {
  return (await db.select(columns).from(table).where(eq(table.id, id)))[0];
}
