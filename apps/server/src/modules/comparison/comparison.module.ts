import type { ModulePlugin } from '../../plugins/deps';
import { createComparisonRepo } from './comparison.repo';
import { createComparisonService } from './comparison.service';
import { comparisonRoutes } from './comparison.routes';
import { createCategoryImport } from './comparison.imports';

/** 'Comparativo' (/api/fo/comparisons): stores against their category's peers, the staff's distribution, brand categories (set by staff or imported). */
export const comparisonModule: ModulePlugin = async (app, { database, clock, access }) => {
  const repo = createComparisonRepo(database.db);
  const service = createComparisonService({ repo, access, clock });
  const importCategories = createCategoryImport({ repo, clock });
  await app.register(comparisonRoutes, { prefix: '/api/fo/comparisons', service, importCategories });
};
