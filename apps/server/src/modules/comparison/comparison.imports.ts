import type { z } from 'zod';
import type { Clock } from '@vitrina/domain/common/clock';
import { AppError } from '@vitrina/domain/common/errors';
import { COMPARISON_MSG, type brandCategoriesImportSchema } from '@vitrina/domain/comparison/comparison.schema';
import type { ComparisonRepo } from './comparison.repo';

type RowError = { path: string; message: string };
type Key = { id: string | null; name: string };

/**
 * The import that feeds the brands' categories from the operator's ERP (scope brands:import):
 * the whole batch or nothing, each refused row named. A brand is named with its country, so a key
 * cannot touch a brand it did not mean (an id of another country is refused like an unknown one).
 */
export function createCategoryImport(d: { repo: ComparisonRepo; clock: Clock }) {
  return async (key: Key, b: z.output<typeof brandCategoriesImportSchema>) => {
    const known = new Map((await d.repo.brandsIn([...new Set(b.brands.map((r) => r.brand_id))])).map((x) => [x.id, x.country_id]));
    const errors: RowError[] = [];
    const seen = new Set<string>();
    b.brands.forEach((r, i) => {
      if (known.get(r.brand_id) !== r.country_id) errors.push({ path: `/brands/${i}/brand_id`, message: COMPARISON_MSG.unknownBrand });
      if (seen.has(r.brand_id)) errors.push({ path: `/brands/${i}`, message: COMPARISON_MSG.duplicateBrand });
      seen.add(r.brand_id);
    });
    if (errors.length) throw new AppError('import_rejected', 400, COMPARISON_MSG.importRejected, errors);
    return d.repo.importCategories(
      { kind: 'brand-categories', api_key_id: key.id, source: key.name, at: d.clock.now(), received: b.brands.length },
      b.brands.map((r) => ({ brand_id: r.brand_id, category: r.category })),
    );
  };
}
