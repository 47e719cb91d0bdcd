import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@vitrina/domain/common/messages';
import { KIND_RULES } from '@vitrina/domain/files/files.rules';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import {
  brandEditSchema,
  brandSchema,
  buildingSchema,
  clientSpaceSchema,
  companyEditSchema,
  companySchema,
  contactSchema,
  contractDetailSchema,
  contractSchema,
  createUserLegacySchema,
  roleAssignmentSchema,
  storeSchema,
  userRefSchema,
} from '@vitrina/domain/companies/companies.schema';
import { emailSchema } from '@vitrina/domain/auth/email';
import { requestCaller } from '../../plugins/auth';
import { errorResponses } from '../../lib/http';
import { readJsonWithFiles } from '../../lib/multipart';
import type { FileService } from '../../lib/file-service';
import type { CompaniesService } from './companies.service';

const security = [{ bearer: [] }];
const tags = ['companies'];
const session = { access: 'session' as const };
const id = z.string().min(1).max(50);
const idParams = z.object({ id });
const caller = requestCaller;
const read = errorResponses(400, 401, 403, 404, 440);
const messageSchema = z.object({ message: z.string() });

/**
 * /api/fo/companies (spec 1 §7 'Companies, brands, contracts' and the legacy 'Users and roles'
 * calls of the create-contact wizard).
 */
export async function companiesRoutes(app: FastifyInstance, opts: { service: CompaniesService; files: FileService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service, files } = opts;
  await app.register(multipart, {
    // the image limit is checked while streaming (UploadCheck); two files are read to refuse the second
    limits: { fileSize: KIND_RULES.image.maxBytes + 1, files: 2, fields: 3, parts: 5, fieldSize: 10_000 },
    throwFileSizeLimit: false,
  });

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

  r.post(
    '/marcas/:id/administradores',
    {
      config: { ...session, ability: 'create:User' },
      schema: {
        tags,
        security,
        summary: "Assign one eligible contact as the brand's administrator (create:User); audited",
        params: idParams,
        body: z.object({ usuarioId: z.string().uuid() }),
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409, 440) },
      },
    },
    async (req) => service.assignBrandAdmin(caller(req), req.params.id, req.body.usuarioId),
  );

  /**
   * A multipart edit (PUT /marcas, PUT /empresas): the JSON part `field` first, parsed with
   * `schema` and authorized before any file is read, then at most one image file (the logo),
   * streamed through the file service (type by its bytes, size limit) into the record's client.
   * On any refusal the stored logo is removed again, so a refused request leaves nothing written.
   */
  async function editWithLogo<S extends z.ZodType, R, T>(
    req: FastifyRequest,
    opts: {
      field: string;
      schema: S;
      badJson: string;
      authorize: (who: ReturnType<typeof caller>, input: z.output<S>) => Promise<R>;
      clientOf: (record: R) => string;
      save: (who: ReturnType<typeof caller>, record: R, input: z.output<S>, logoId?: string) => Promise<T>;
    },
  ): Promise<T> {
    const who = caller(req);
    const {
      input,
      context: record,
      files: logos,
    } = await readJsonWithFiles(req, {
      field: opts.field,
      schema: opts.schema,
      badJson: opts.badJson,
      accept: (input: z.output<S>) => opts.authorize(who, input),
      maxFiles: 1,
      tooMany: { code: 'one_logo', message: COMPANY_MSG.oneLogo },
      store: async (part, record: R) => (await files.store(who, opts.clientOf(record), 'image', part.filename, part.file)).id,
      discard: (ids) => Promise.all(ids.map((id) => files.remove(who, id))),
    });
    const logoId = logos[0];
    try {
      return await opts.save(who, record, input, logoId);
    } catch (err) {
      if (logoId) await files.remove(who, logoId).catch(() => {});
      throw err;
    }
  }
  const editErrors = errorResponses(400, 401, 403, 404, 406, 413, 415, 422, 440);

  r.put(
    '/marcas',
    {
      config: { ...session, ability: 'read:Brand' },
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary:
          'Edit a brand (manage:Client, or an administrator of that brand; read:Brand alone is 403): multipart with the JSON part "marca" first, then at most one image file "file" (the logo); audited',
        response: { 200: z.object({ message: z.string(), data: brandSchema }), ...editErrors },
      },
    },
    async (req) =>
      editWithLogo(req, {
        field: 'marca',
        schema: brandEditSchema,
        badJson: COMPANY_MSG.badJsonPart,
        authorize: (who, input) => service.authorizeBrandEdit(who, input.id),
        clientOf: (brand) => brand.client_id,
        save: (who, brand, input, logoId) => service.saveBrand(who, brand, input, logoId),
      }),
  );

  r.put(
    '/empresas',
    {
      config: { ...session, ability: 'manage:Client' },
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary:
          'Edit a company (manage:Client): multipart with the JSON part "empresa" first (id, website, email, phone, address; not the legal name or tax id), then at most one image file "file" (the logo); audited',
        response: { 200: z.object({ message: z.string(), data: companySchema }), ...editErrors },
      },
    },
    async (req) =>
      editWithLogo(req, {
        field: 'empresa',
        schema: companyEditSchema,
        badJson: COMPANY_MSG.badCompanyJsonPart,
        authorize: (who, input) => service.authorizeCompanyEdit(who, input.id),
        clientOf: (company) => company.id,
        save: (who, company, input, logoId) => service.saveCompany(who, company, input, logoId),
      }),
  );

  r.get(
    '/clients/:id/brands/:brandId/buildings',
    {
      config: { ...session, ability: 'read:Brand' },
      schema: {
        tags,
        security,
        summary: 'Shopping centres where the brand has contracts',
        params: z.object({ id, brandId: id }),
        response: { 200: z.array(buildingSchema), ...read },
      },
    },
    async (req) => service.brandBuildings(caller(req), req.params.id, req.params.brandId),
  );

  r.get(
    '/usuarios/:email',
    {
      config: { ...session, ability: 'create:User' },
      schema: {
        tags,
        security,
        summary:
          'The user with this e-mail whom the wizard may give a role in empresaId (create:User): 404 when none (internal staff and disabled users are not found), 409 of another country',
        params: z.object({ email: emailSchema(MSG.emailRequired, MSG.emailInvalid) }),
        querystring: z.object({ empresaId: id }),
        response: { 200: userRefSchema, ...errorResponses(400, 401, 403, 404, 409, 440) },
      },
    },
    async (req) => service.findUser(caller(req), req.params.email, req.query.empresaId),
  );

  r.post(
    '/usuarios',
    {
      config: { ...session, ability: 'create:User' },
      schema: {
        tags,
        security,
        summary:
          "Create a user with one role (create:User) and the role's permissions the caller holds (none: 403); a store chief at most two per store (409); queues the welcome e-mail with a set-password link (sent after the commit); audited",
        body: createUserLegacySchema,
        response: {
          200: z.object({ id: z.string(), email: z.string(), message: z.string(), warning: z.string().optional() }),
          ...errorResponses(400, 401, 403, 404, 409, 440),
        },
      },
    },
    async (req) => service.createUser(caller(req), req.body),
  );

  r.post(
    '/usuarios-roles',
    {
      config: { ...session, ability: 'create:User' },
      schema: {
        tags,
        security,
        summary:
          "Assign a role to an existing user (create:User) with the role's permissions the caller holds; internal staff and other countries refused (409); audited",
        body: roleAssignmentSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409, 440) },
      },
    },
    async (req) => service.assignRole(caller(req), req.body),
  );
}
