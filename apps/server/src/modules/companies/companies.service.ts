import { createCompaniesCommon, type CompaniesDeps } from './companies.common';
import { createCompanyUseCases } from './companies.company';
import { createBrandUseCases } from './companies.brand';
import { createContractUseCases } from './companies.contract';
import { createCompanyUserUseCases } from './companies.users';
import { createCompanyRoles } from './companies.roles';

export type { Caller } from './companies.common';

/**
 * The companies service, one file per subject: company (companies.company.ts), brand
 * (companies.brand.ts), contract and store (companies.contract.ts) and the user wizard
 * (companies.users.ts), over what they share (companies.common.ts) and the role steps (companies.roles.ts).
 */
export function createCompaniesService(deps: CompaniesDeps) {
  const common = createCompaniesCommon(deps);
  const roles = createCompanyRoles(common);
  return {
    ...createCompanyUseCases(common),
    ...createBrandUseCases(common, roles),
    ...createContractUseCases(common),
    ...createCompanyUserUseCases(common, roles),
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
