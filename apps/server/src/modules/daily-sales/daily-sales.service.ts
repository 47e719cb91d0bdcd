import type { DailySalesRepo } from './daily-sales.repo';
import { createDailySalesCommon, type DailySalesDeps } from './daily-sales.common';
import { createDailySalesReads } from './daily-sales.reads';
import { createDailySalesWrites } from './daily-sales.writes';
import { createDailySalesBulk } from './daily-sales.bulk';

export type { BulkInputRow, Caller, Meta } from './daily-sales.common';

/**
 * The daily-sales service, one file per use case: reads (daily-sales.reads.ts), writes (declare,
 * justify, audit: daily-sales.writes.ts) and the bulk upload (daily-sales.bulk.ts), over what they
 * share (daily-sales.common.ts). The store chiefs of a space live beside the users (modules/users).
 */
export function createDailySalesService(d: DailySalesDeps & { repo: DailySalesRepo }) {
  const common = createDailySalesCommon(d);
  return { ...createDailySalesReads(common), ...createDailySalesWrites(common), ...createDailySalesBulk(common) };
}

export type DailySalesService = ReturnType<typeof createDailySalesService>;
