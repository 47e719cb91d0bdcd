import { resourceKeys } from '../../../lib/query-keys';

/** Query keys of monthly sales (the contracts of a company with their sales); mutations invalidate `all`. */
export const monthlySalesKeys = resourceKeys('monthly-sales');
