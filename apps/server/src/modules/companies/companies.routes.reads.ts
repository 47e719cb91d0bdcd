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
import { security, tags, session, idParams, caller, read, type CompaniesRouteKit } from './companies.routes.common';

/** Companies, brands, contracts and spaces: the reads. */
export function companiesReadRoutes(kit: CompaniesRouteKit) {
  const { r, service } = kit;
  r.get(
    '/empresas',
    {
      config: { ...session, ability: 'authenticated' },
      schema: {
        tags,
        security,
        summary: "The caller's companies",
        response: {
          200: z.array(z.object({ id: z.string(), name: z.string(), taxId: z.string(), paisId: z.string() })),
          ...errorResponses(401, 440),
        },
      },
    },
    async (req) => service.companies(caller(req)),
  );

  r.get(
    '/empresas/:id',
    {
      config: { ...session, ability: 'manage:Client' },
      schema: { tags, security, summary: 'Company data (manage:Client)', params: idParams, response: { 200: companySchema, ...read } },
    },
    async (req) => service.company(caller(req), req.params.id),
  );

  r.get(
    '/empresas/:id/contactos',
    {
      config: { ...session, ability: 'manage:Client' },
      schema: {
        tags,
        security,
        summary: 'Company contacts: one per e-mail, sorted by permission id, without the caller (manage:Client)',
        params: idParams,
        response: { 200: z.array(contactSchema), ...read },
      },
    },
    async (req) => service.companyContacts(caller(req), req.params.id),
  );

  r.get(
    '/empresas/:id/marcas',
    {
      config: { ...session, ability: 'read:Brand' },
      schema: {
        tags,
        security,
        summary: "Brands in the caller's charge, with their administrators (read:Brand)",
        params: idParams,
        response: { 200: z.array(brandSchema), ...read },
      },
    },
    async (req) => service.companyBrands(caller(req), req.params.id),
  );

  r.get(
    '/empresas/:id/contratos',
    {
      config: { ...session, ability: 'read:Contract' },
      schema: {
        tags,
        security,
        summary: "Contracts of the company in the caller's assignations (read:Contract)",
        params: idParams,
        response: { 200: z.array(contractSchema), ...read },
      },
    },
    async (req) => service.companyContracts(caller(req), req.params.id),
  );

  r.get(
    '/contratos/:id',
    {
      config: { ...session, ability: 'read:Contract' },
      schema: {
        tags,
        security,
        summary: 'Contract detail: number, start, end of validity, total area m2 (read:Contract)',
        params: idParams,
        response: { 200: contractDetailSchema, ...read },
      },
    },
    async (req) => service.contract(caller(req), req.params.id),
  );

  r.get(
    '/marcas/:id',
    {
      config: { ...session, ability: 'read:Brand' },
      schema: {
        tags,
        security,
        summary: "One brand in the caller's charge (read:Brand)",
        params: idParams,
        response: { 200: brandSchema, ...read },
      },
    },
    async (req) => service.brand(caller(req), req.params.id),
  );

  r.get(
    '/marcas/:id/contactos',
    {
      config: { ...session, ability: 'read:Brand' },
      schema: {
        tags,
        security,
        summary: 'Contacts holding a role on the brand or its contracts',
        params: idParams,
        response: { 200: z.array(contactSchema), ...read },
      },
    },
    async (req) => service.brandContacts(caller(req), req.params.id),
  );

  r.get(
    '/marcas/:id/contratos',
    {
      config: { ...session, ability: 'read:Brand' },
      schema: { tags, security, summary: "The brand's contracts", params: idParams, response: { 200: z.array(contractSchema), ...read } },
    },
    async (req) => service.brandContracts(caller(req), req.params.id),
  );

  r.get(
    '/marcas/:id/espacios',
    {
      config: { ...session, ability: 'read:Brand' },
      schema: {
        tags,
        security,
        summary: "The brand's spaces with their contracts",
        params: idParams,
        response: { 200: z.array(clientSpaceSchema), ...read },
      },
    },
    async (req) => service.brandSpaces(caller(req), req.params.id),
  );

  r.get(
    '/espacios/:id',
    {
      config: { ...session, ability: 'read:Brand' },
      schema: {
        tags,
        security,
        summary: "A store: the space, its building and brand, the current contract and the contracts in the caller's charge (read:Brand)",
        params: idParams,
        response: { 200: storeSchema, ...read },
      },
    },
    async (req) => service.store(caller(req), req.params.id),
  );

  r.get(
    '/marcas/:id/administradores/candidatos',
    {
      config: { ...session, ability: 'create:User' },
      schema: {
        tags,
        security,
        summary: 'Company contacts with an enabled brand-admin role who do not hold it for this brand (create:User)',
        params: idParams,
        response: { 200: z.array(contactSchema), ...read },
      },
    },
    async (req) => service.brandAdminCandidates(caller(req), req.params.id),
  );
}
