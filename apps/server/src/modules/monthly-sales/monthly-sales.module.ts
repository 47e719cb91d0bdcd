import type { ModulePlugin } from '../../plugins/deps';
import { createMonthlySalesRepo } from './monthly-sales.repo';
import { createMonthlySalesService } from './monthly-sales.service';
import { monthlySalesRoutes } from './monthly-sales.routes';

/** Monthly sales (/api/fo/sales). */
export const monthlySalesModule: ModulePlugin = async (app, { database, clock, access }) => {
  await app.register(monthlySalesRoutes, {
    prefix: '/api/fo/sales',
    service: createMonthlySalesService({ repo: createMonthlySalesRepo(database.db), access, clock, files: app.files }),
  });
};
