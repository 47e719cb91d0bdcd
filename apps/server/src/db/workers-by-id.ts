import { inArray } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import * as t from './schema/index';

/**
 * Workers by id (any client's: the caller compares): their id, client and names, and the `more`
 * columns a list needs; no query for no ids.
 */
export async function workersByIds<C extends SelectedFields>(db: Db, ids: string[], more: C) {
  if (!ids.length) return [];
  const w = t.workers;
  return db
    .select({ id: w.id, client_id: w.client_id, names: w.names, parental_surname: w.parental_surname, ...more })
    .from(w)
    .where(inArray(w.id, ids));
}
