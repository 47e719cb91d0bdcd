import type { ModulePlugin } from '../../plugins/deps';
import { createFinanceRepo } from './finance.repo';
import { createFinanceService } from './finance.service';
import { debtRoutes, downloadsRoutes, invoicesRoutes } from './finance.routes';

/** Accounts payable, invoices and common expenses (/api/fo/debt, /invoices, /downloads), and their import API. */
export const financeModule: ModulePlugin = async (app, { config, database, clock, access, storage }) => {
  const service = createFinanceService({
    repo: createFinanceRepo(database.db),
    access,
    clock,
    storage,
    bucket: config.files.bucket,
  });
  await app.register(debtRoutes, { prefix: '/api/fo/debt', service });
  await app.register(invoicesRoutes, { prefix: '/api/fo/invoices', service });
  await app.register(downloadsRoutes, { prefix: '/api/fo/downloads', service });
};
