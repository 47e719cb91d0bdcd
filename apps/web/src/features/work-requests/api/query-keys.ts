import { resourceKeys } from '../../../lib/query-keys';

const keys = resourceKeys('work-requests');
/** Query keys of work requests; every mutation invalidates `all`. */
export const workRequestKeys = {
  ...keys,
  types: () => [...keys.all, 'types'] as const,
  buildings: () => [...keys.all, 'buildings'] as const,
  files: (uuid: string) => [...keys.all, 'files', uuid] as const,
  approvals: () => [...keys.all, 'approvals'] as const,
  workers: (q: object) => ['workers', 'list', q] as const,
};
