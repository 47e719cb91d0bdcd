import { queryKeys, resourceKeys } from '../../../lib/query-keys';

/** Query keys of the staff console: clients (directory, client page), staff, audit log, background jobs, report services. */
export const consoleKeys = {
  clients: queryKeys.consoleClients,
  staff: resourceKeys('console-staff'),
  auditLog: resourceKeys('console-audit-log'),
  jobs: resourceKeys('console-jobs'),
  reportServices: resourceKeys('console-report-services'),
};
