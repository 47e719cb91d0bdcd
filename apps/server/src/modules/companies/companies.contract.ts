import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { notFound } from '../access/errors';
import { requireCompanyContract, storeContracts } from '../access/require-companies';

import type { Caller, CompaniesCommon } from './companies.common';

/** The contract use cases: one contract (/contratos/{id}) and a store with the contracts of its space (/espacios/{id}). */
export function createContractUseCases(common: CompaniesCommon) {
  const { repo, scopeOf, toContract } = common;
  return {
    /** GET /contratos/{id}: number, start, end of validity and total area. */
    async contract(caller: Caller, id: string) {
      const c = await repo.contractById(id);
      if (!c) throw notFound(COMPANY_MSG.contractMissing);
      requireCompanyContract(await scopeOf(caller), c);
      return { ...toContract(c), numero: c.code, fechaInicio: c.start_date, fechaFinVigencia: c.end_date, superficieTotal: c.area_m2 };
    },

    /**
     * GET /espacios/{id}: a store (route marca/espacio/{espacioId}) with the contracts of the space
     * the caller may see (read:Brand). Another client's space, or one out of the caller's charge,
     * is not found.
     */
    async store(caller: Caller, id: string) {
      const visible = storeContracts(await scopeOf(caller), await repo.contractsOfSpace(id));
      const current = visible[0];
      return {
        space_id: current.space_id,
        space_num: current.space_code,
        building_id: current.building_id,
        building_name: current.building_name,
        area_m2: current.area_m2,
        empresaId: current.client_id,
        marcaId: current.brand_id,
        marcaNombre: current.brand_name,
        contrato: toContract(current),
        contratos: visible.map(toContract),
      };
    },
  };
}
