import type { Idempotency } from '../../lib/idempotency';
import type { DailySalesRepo } from './daily-sales.repo';
import { createDailySalesCommon, type DailySalesDeps } from './daily-sales.common';
import { createDailySalesReads } from './daily-sales.reads';
import { createDailySalesWrites } from './daily-sales.writes';
import { createDailySalesBulk } from './daily-sales.bulk';
import { createDailySalesFeed } from './daily-sales.feed';

export type { BulkInputRow, Caller, Meta } from './daily-sales.common';

/**
 * The daily-sales service, one file per use case: reads (daily-sales.reads.ts), writes (declare,
 * justify, audit: daily-sales.writes.ts), the bulk upload (daily-sales.bulk.ts) and the
 * point-of-sale feed (daily-sales.feed.ts, through the writes), over what they share
 * (daily-sales.common.ts). The store chiefs of a space live beside the users (modules/users).
 */
export function createDailySalesService(d: DailySalesDeps & { repo: DailySalesRepo; idempotency: Idempotency }) {
  const common = createDailySalesCommon(d);
  const writes = createDailySalesWrites(common);
  return {
    ...createDailySalesReads(common),
    ...writes,
    ...createDailySalesBulk(common),
    ...createDailySalesFeed(common, writes, d.idempotency),
  };
}

export type DailySalesService = ReturnType<typeof createDailySalesService>;
