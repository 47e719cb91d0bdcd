import { resourceKeys } from '../../../lib/query-keys';

/** Query keys of 'Comparativo': the tenant's stores, the staff's distribution. */
export const comparisonKeys = {
  stores: resourceKeys('comparison-stores'),
  distribution: resourceKeys('comparison-distribution'),
};
