import type { z } from 'zod';
import { AppError } from '@vitrina/domain/common/errors';
import { countryOfClient, type CountryId } from '@vitrina/domain/countries/countries';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { brandAdminCandidateIds, companyContacts } from '@vitrina/domain/companies/companies.rules';
import type { brandEditSchema } from '@vitrina/domain/companies/companies.schema';
import { notFound } from '../access/errors';
import { requireBrandEditor, seesCompanyContract } from '../access/require-companies';

import type { BrandRow, Caller, CompaniesCommon } from './companies.common';
import type { CompanyRoles } from './companies.roles';

/** The brand use cases (/marcas): one brand, its contacts, contracts, spaces and buildings, its administrators and its edit. */
export function createBrandUseCases(common: CompaniesCommon, { assignRole }: CompanyRoles) {
  const { repo, brandFor, toContract, brandDtos, nextLogo, saveEdit } = common;
  return {
    async brand(caller: Caller, id: string) {
      const { brand } = await brandFor(caller, id);
      return (await brandDtos(caller, [brand], brand.client_id))[0]!;
    },

    /** GET /marcas/{id}/contactos: the company contacts who hold a role on this brand or its contracts. */
    async brandContacts(caller: Caller, id: string) {
      const { brand } = await brandFor(caller, id);
      const contracts = new Set((await repo.contractsOfBrand(id)).map((c) => c.id));
      const rows = (await repo.contactRows(brand.client_id)).filter(
        (r) => r.role_brand_id === id || (r.role_contract_id && contracts.has(r.role_contract_id)),
      );
      return companyContacts(rows, caller.userId);
    },

    async brandContracts(caller: Caller, id: string) {
      const { scope } = await brandFor(caller, id);
      return (await repo.contractsOfBrand(id)).filter((c) => seesCompanyContract(scope, c)).map(toContract);
    },

    /** The brand's spaces; with a country, 404 for a brand of another one. */
    async brandSpaces(caller: Caller, id: string, country?: CountryId) {
      const { scope, brand } = await brandFor(caller, id);
      if (country && countryOfClient(brand.client_id) !== country) throw notFound();
      const bySpace = new Map<
        string,
        {
          space_id: string;
          space_num: string;
          building_name: string;
          contracts: { contract_id: string; contract_num: string; brand_name: string; contract_status: number }[];
        }
      >();
      for (const c of (await repo.contractsOfBrand(id)).filter((k) => seesCompanyContract(scope, k))) {
        const e = bySpace.get(c.space_id) ?? {
          space_id: c.space_id,
          space_num: c.space_code,
          building_name: c.building_name,
          contracts: [],
        };
        e.contracts.push({ contract_id: c.id, contract_num: c.code, brand_name: c.brand_name, contract_status: c.status });
        bySpace.set(c.space_id, e);
      }
      return [...bySpace.values()];
    },

    /** GET /clients/{id}/brands/{brandId}/buildings */
    async brandBuildings(caller: Caller, clientId: string, brandId: string) {
      const { brand } = await brandFor(caller, brandId);
      if (brand.client_id !== clientId) throw notFound(COMPANY_MSG.brandMissing);
      return repo.buildingsOfBrand(brandId);
    },

    /** Candidates for the brand's administrator. */
    async brandAdminCandidates(caller: Caller, id: string) {
      const { brand } = await brandFor(caller, id, 'create:User');
      const [rows, roles] = await Promise.all([repo.contactRows(brand.client_id), repo.rolesInClient(brand.client_id)]);
      const ids = new Set(
        brandAdminCandidateIds(
          rows.map((r) => r.id),
          roles,
          brand.client_id,
          id,
        ),
      );
      return companyContacts(
        rows.filter((r) => ids.has(r.id)),
        caller.userId,
      );
    },

    /** POST /marcas/{id}/administradores: one eligible contact becomes the brand's administrator. */
    async assignBrandAdmin(caller: Caller, id: string, usuarioId: string) {
      const { brand, scope } = await brandFor(caller, id, 'create:User');
      const [rows, roles] = await Promise.all([repo.contactRows(brand.client_id), repo.rolesInClient(brand.client_id)]);
      const eligible = brandAdminCandidateIds(
        rows.filter((r) => r.status !== 'Deshabilitado').map((r) => r.id),
        roles,
        brand.client_id,
        id,
      );
      if (!eligible.includes(usuarioId)) throw new AppError('not_candidate', 400, COMPANY_MSG.notCandidate);
      return assignRole(caller, scope, usuarioId, { rol: 'EXT_MARCA', empresaId: brand.client_id, marcaId: id }, 'brand_admin_assigned');
    },

    /**
     * The brand a PUT /marcas may change: one in the caller's charge (read:Brand) that the caller
     * administers (canEditBrand: manage:Client, or an enabled brand-admin role on it), else 403.
     */
    async authorizeBrandEdit(caller: Caller, id: string) {
      const { brand, scope } = await brandFor(caller, id);
      const roles = (await repo.rolesInClient(brand.client_id)).filter((r) => r.user_id === caller.userId);
      requireBrandEditor(scope, brand, roles);
      return brand;
    },

    /** PUT /marcas: brand data and, optionally, a new logo (an already stored image file). */
    async saveBrand(caller: Caller, brand: BrandRow, input: z.output<typeof brandEditSchema>, logoFileId?: string) {
      await saveEdit(caller, {
        action: 'brand_updated',
        entity: 'brand',
        id: brand.id,
        clientId: brand.client_id,
        before: { name: brand.name, email: brand.email, phone: brand.phone, web: brand.web, logo: brand.logo },
        after: {
          name: input.nombre,
          email: input.email ?? null,
          phone: input.telefono ?? null,
          web: input.web ?? null,
          logo: nextLogo(brand.logo, input, logoFileId),
        },
        logoKey: 'logo',
        write: (w, change) => w.updateBrand(brand.id, change),
      });
      const [dto] = await brandDtos(caller, [(await repo.brandById(brand.id))!], brand.client_id);
      return { message: COMPANY_MSG.brandSaved, data: dto! };
    },
  };
}
