import { isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema/index';

/** How many stored files are not deleted. */
export const liveFileCount = async (db: Db) =>
  Number(
    (
      await db
        .select({ n: sql<number>`count(*)` })
        .from(t.files)
        .where(isNull(t.files.deleted_at))
    )[0]!.n,
  );
