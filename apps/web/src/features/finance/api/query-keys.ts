import { resourceKeys } from '../../../lib/query-keys';

/** Query keys of the finance pages: the client picker, the debt (per client), invoices and common expenses. */
export const financeKeys = {
  clients: resourceKeys('finance-clients'),
  debt: resourceKeys('debt'),
  invoices: resourceKeys('invoices'),
  expenses: resourceKeys('common-expenses'),
};
