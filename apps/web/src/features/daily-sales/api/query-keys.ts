import { resourceKeys } from '../../../lib/query-keys';

const dailySales = resourceKeys('daily-sales');

/**
 * Query keys of daily sales: the lists are the spaces overviews (per company), the details one
 * space's period; mutations invalidate `all`.
 */
export const dailySalesKeys = {
  ...dailySales,
  justifications: () => [...dailySales.all, 'justifications'] as const,
  storeChiefs: (spaceId: string) => [...dailySales.all, 'store-chiefs', spaceId] as const,
};
