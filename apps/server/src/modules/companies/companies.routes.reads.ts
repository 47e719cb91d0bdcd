import { z } from 'zod';
import {
  brandSchema,
  clientSpaceSchema,
  companySchema,
  contactSchema,
  contractDetailSchema,
  contractSchema,
  storeSchema,
} from '@vitrina/domain/companies/companies.schema';
import { errorResponses } from '../../lib/http';
import { tags, caller, type CompaniesRouteKit } from './companies.routes.common';
import { routeOptions, session } from '../../lib/route-options';

/** Companies, brands, contracts and spaces: the reads. */
export function companiesReadRoutes(kit: CompaniesRouteKit) {
  const { r, service, getById } = kit;
  r.get(
    '/empresas',
    routeOptions({ ...session, ability: 'authenticated' }, tags, "The caller's companies", {
      response: {
        200: z.array(z.object({ id: z.string(), name: z.string(), taxId: z.string(), paisId: z.string() })),
        ...errorResponses(401, 440),
      },
    }),
    async (req) => service.companies(caller(req)),
  );

  getById('/empresas/:id', 'manage:Client', 'Company data (manage:Client)', companySchema, service.company);
  getById(
    '/empresas/:id/contactos',
    'manage:Client',
    'Company contacts: one per e-mail, sorted by permission id, without the caller (manage:Client)',
    z.array(contactSchema),
    service.companyContacts,
  );
  getById(
    '/empresas/:id/marcas',
    'read:Brand',
    "Brands in the caller's charge, with their administrators (read:Brand)",
    z.array(brandSchema),
    service.companyBrands,
  );
  getById(
    '/empresas/:id/contratos',
    'read:Contract',
    "Contracts of the company in the caller's assignations (read:Contract)",
    z.array(contractSchema),
    service.companyContracts,
  );
  getById(
    '/contratos/:id',
    'read:Contract',
    'Contract detail: number, start, end of validity, total area m2 (read:Contract)',
    contractDetailSchema,
    service.contract,
  );
  getById('/marcas/:id', 'read:Brand', "One brand in the caller's charge (read:Brand)", brandSchema, service.brand);
  getById(
    '/marcas/:id/contactos',
    'read:Brand',
    'Contacts holding a role on the brand or its contracts',
    z.array(contactSchema),
    service.brandContacts,
  );
  getById('/marcas/:id/contratos', 'read:Brand', "The brand's contracts", z.array(contractSchema), service.brandContracts);
  getById('/marcas/:id/espacios', 'read:Brand', "The brand's spaces with their contracts", z.array(clientSpaceSchema), service.brandSpaces);
  getById(
    '/espacios/:id',
    'read:Brand',
    "A store: the space, its building and brand, the current contract and the contracts in the caller's charge (read:Brand)",
    storeSchema,
    service.store,
  );
  getById(
    '/marcas/:id/administradores/candidatos',
    'create:User',
    'Company contacts with an enabled brand-admin role who do not hold it for this brand (create:User)',
    z.array(contactSchema),
    service.brandAdminCandidates,
  );
}
