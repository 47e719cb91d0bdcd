import { resourceKeys } from '../../../lib/query-keys';

const workers = resourceKeys('workers');
/** Query keys of the worker registry, staffing and F30/F31; every mutation invalidates its `all`. */
export const workersKeys = {
  ...workers,
  skills: () => [...workers.all, 'skills'] as const,
  staffing: (f: object) => [...workers.all, 'staffing', f] as const,
  staffingDetail: (id: number) => [...workers.all, 'staffing', 'detail', id] as const,
  compliance: (client: string, page: number) => [...workers.all, 'f30', client, page] as const,
};
export const countriesKeys = {
  nations: () => ['countries', 'nations'] as const,
  divisions: (countryId: string) => ['countries', 'divisions', countryId.toLowerCase()] as const,
};
