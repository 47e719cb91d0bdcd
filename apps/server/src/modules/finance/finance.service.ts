import { createFinanceCommon, type FinanceDeps } from './finance.common';
import { createFinanceImports } from './finance.imports';
import { createFinanceReads } from './finance.reads';

/**
 * Accounts payable, invoices and common expenses (finance.reads.ts), and the import API that
 * feeds them (finance.imports.ts), over what they share (finance.common.ts).
 */
export function createFinanceService(d: FinanceDeps) {
  const common = createFinanceCommon(d);
  return { ...createFinanceReads(common), ...createFinanceImports(common) };
}

export type FinanceService = ReturnType<typeof createFinanceService>;
