import type { ModulePlugin } from '../../plugins/deps';
import { createIdempotency } from '../../lib/idempotency';
import { createDailySalesRepo } from './daily-sales.repo';
import { createDailySalesService } from './daily-sales.service';
import { dailySalesRoutes } from './daily-sales.routes';
import { salesFeedRoutes } from './daily-sales.feed.routes';

/** Daily sales (/api/fo/sales): the form, bulk loads and the point-of-sale feed. */
export const dailySalesModule: ModulePlugin = async (app, { config, database, clock, access }) => {
  const service = createDailySalesService({
    repo: createDailySalesRepo(database.db),
    clock,
    files: app.files,
    access,
    idempotency: createIdempotency(database.db, clock),
    // an accepted bulk load gets its one receipt
    bulkLoadReceipt: (loadId) => app.receipts.bulkLoadIssued(loadId),
  });
  await app.register(dailySalesRoutes, { prefix: '/api/fo/sales', service });
  await app.register(salesFeedRoutes, { prefix: '/api/fo/sales', service, rate: config.salesFeed });
};
