import type { z } from 'zod';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { companyContacts } from '@vitrina/domain/companies/companies.rules';
import type { companyEditSchema } from '@vitrina/domain/companies/companies.schema';

import { memberClientIds } from '../access/membership';
import { requireCompany, seesCompanyContract } from '../access/require-companies';
import { seesBrand } from '../access/require';

import type { Caller, ClientRow, CompaniesCommon } from './companies.common';

/** The company use cases (/empresas): the caller's companies, one company, its edit, contacts, brands and contracts. */
export function createCompanyUseCases(common: CompaniesCommon) {
  const { repo, scopeOf, toContract, companyDto, managedCompany, brandDtos, nextLogo, saveEdit } = common;
  return {
    /** GET /empresas: the caller's companies. */
    async companies(caller: Caller) {
      const rows = await repo.clientsByIds(memberClientIds(await scopeOf(caller)));
      return rows.map((c) => ({ id: c.id, name: c.name, taxId: c.tax_id, paisId: c.country_id }));
    },

    /** GET /empresas/{id}: company data (manage:Client). */
    async company(caller: Caller, id: string) {
      return companyDto(caller, await managedCompany(caller, id));
    },

    /** The company a PUT /empresas may change (manage:Client). */
    authorizeCompanyEdit: managedCompany,

    /**
     * PUT /empresas: website, e-mail, phone, address and, optionally, a new logo (an already stored
     * image file). The legal name and the tax id are not editable.
     */
    async saveCompany(caller: Caller, client: ClientRow, input: z.output<typeof companyEditSchema>, logoFileId?: string) {
      await saveEdit(caller, {
        action: 'company_updated',
        entity: 'client',
        id: client.id,
        clientId: client.id,
        before: { website: client.website, email: client.email, phone: client.phone, address: client.address, logo_path: client.logo_path },
        after: {
          website: input.website ?? null,
          email: input.email ?? null,
          phone: input.phone ?? null,
          address: input.address ?? null,
          logo_path: nextLogo(client.logo_path, input, logoFileId),
        },
        logoKey: 'logo_path',
        write: (w, change) => w.updateClient(client.id, change),
      });
      return { message: COMPANY_MSG.companySaved, data: await companyDto(caller, (await repo.clientById(client.id))!) };
    },

    /** GET /empresas/{id}/contactos: de-duplicated by e-mail, sorted by permission id, without the caller. */
    async companyContacts(caller: Caller, id: string) {
      requireCompany(await scopeOf(caller), id, 'manage:Client');
      return companyContacts(await repo.contactRows(id), caller.userId);
    },

    /** GET /empresas/{id}/marcas: the brands in the caller's charge, each with its administrators. */
    async companyBrands(caller: Caller, id: string) {
      const scope = await scopeOf(caller);
      requireCompany(scope, id, 'read:Brand');
      const brands = (await repo.brandsOfClient(id)).filter((b) => seesBrand(scope, b));
      return brandDtos(caller, brands, id);
    },

    /** GET /empresas/{id}/contratos: the company's contracts in the caller's assignations. */
    async companyContracts(caller: Caller, id: string) {
      const scope = await scopeOf(caller);
      requireCompany(scope, id, 'read:Contract');
      return (await repo.contractListOfClient(id)).filter((c) => seesCompanyContract(scope, c)).map(toContract);
    },
  };
}
