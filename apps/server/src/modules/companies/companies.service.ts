import { createCompaniesCommon, type CompaniesDeps } from './companies.common';
import { createCompanyUseCases } from './companies.company';
import { createBrandUseCases } from './companies.brand';
import { createContractUseCases } from './companies.contract';
import { createCompanyUserUseCases } from './companies.users';

export type { Caller } from './companies.common';

/**
 * The companies service, one file per subject: company (companies.company.ts), brand
 * (companies.brand.ts), contract and store (companies.contract.ts) and the user wizard
 * (companies.users.ts), over what they share (companies.common.ts).
 */
export function createCompaniesService(deps: CompaniesDeps) {
  const common = createCompaniesCommon(deps);
  return {
    ...createCompanyUseCases(common),
    ...createBrandUseCases(common),
    ...createContractUseCases(common),
    ...createCompanyUserUseCases(common),
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
