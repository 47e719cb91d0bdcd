import { resourceKeys } from '../../../lib/query-keys';
import { discountCatalogueKey } from '../../../lib/api/get-discount-catalogue';

const keys = resourceKeys('discounts');
/** Query keys of discounts; every mutation invalidates `all`. */
export const discountsKeys = {
  ...keys,
  brands: (clientId: string) => [...keys.all, 'brands', clientId] as const,
  review: () => [...keys.all, 'review'] as const,
  catalogue: discountCatalogueKey,
};
