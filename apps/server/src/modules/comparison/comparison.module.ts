import type { ModulePlugin } from '../../plugins/deps';
import { createComparisonRepo } from './comparison.repo';
import { createComparisonService } from './comparison.service';
import { comparisonRoutes } from './comparison.routes';

/** 'Comparativo' (/api/fo/comparisons): stores against their category's peers, the staff's distribution, brand categories. */
export const comparisonModule: ModulePlugin = async (app, { database, clock, access }) => {
  const service = createComparisonService({ repo: createComparisonRepo(database.db), access, clock });
  await app.register(comparisonRoutes, { prefix: '/api/fo/comparisons', service });
};
