import { resourceKeys } from '../../../lib/query-keys';

/** Query keys of 'Renta variable': the tenant's contracts and months, the staff's centres and months. */
export const rentKeys = {
  contracts: resourceKeys('rent-contracts'),
  buildings: resourceKeys('rent-buildings'),
};
