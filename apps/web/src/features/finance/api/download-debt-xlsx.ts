import { apiDownload } from '../../../lib/api-client';
import { clientPath, type FinanceClient } from './get-finance-clients';

/** GET /fo/debt/clients/{client}/debt-details/xlsx: the debt as a spreadsheet, optionally of one status. */
export const downloadDebtXlsx = (c: FinanceClient, estado: string | null) =>
  apiDownload(`${clientPath(c)}/debt-details/xlsx`, 'deuda.xlsx', { query: { estado: estado ?? undefined } });
