import { resourceKeys } from '../../../lib/query-keys';

/** Query keys of the sales report: the caller's report, the staff's per-building report, the on-demand files. */
export const reportKeys = {
  report: resourceKeys('sales-report'),
  admin: resourceKeys('sales-report-admin'),
  jobs: resourceKeys('sales-report-jobs'),
};
