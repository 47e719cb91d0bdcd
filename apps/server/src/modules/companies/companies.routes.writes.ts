import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AbilityCode } from '@vitrina/domain/auth/roles';
import { MSG } from '@vitrina/domain/common/messages';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import {
  brandEditSchema,
  brandSchema,
  buildingSchema,
  companyEditSchema,
  companySchema,
  createUserLegacySchema,
  roleAssignmentSchema,
  userLookupSchema,
} from '@vitrina/domain/companies/companies.schema';
import { emailSchema } from '@vitrina/domain/auth/email';
import { errorResponses } from '../../lib/http';
import { readJsonWithFiles } from '../../lib/multipart';
import { tags, id, idParams, caller, read, messageSchema, type CompaniesRouteKit } from './companies.routes.common';
import { optionsFor, routeOptions, session, writeAnswers } from '../../lib/route-options';

const wizard = optionsFor({ ...session, ability: 'create:User' as const }, tags);

/** Brands (with their logo), contacts and administrators, the wizard's users: the writes, and the users' look-ups. */
export function companiesWriteRoutes(kit: CompaniesRouteKit) {
  const { r, service, files } = kit;
  r.post(
    '/marcas/:id/administradores',
    wizard("Assign one eligible contact as the brand's administrator (create:User); audited", {
      params: idParams,
      body: z.object({ usuarioId: z.string().uuid() }),
      response: writeAnswers(messageSchema),
    }),
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

  /** A multipart edit route (editWithLogo) answering `{ message, data }`. */
  function putWithLogo<S extends z.ZodType, R, T extends { message: string; data: unknown }>(
    path: string,
    d: { ability: AbilityCode; summary: string; data: z.ZodType },
    opts: Parameters<typeof editWithLogo<S, R, T>>[1],
  ) {
    r.put(
      path,
      routeOptions({ ...session, ability: d.ability }, tags, d.summary, {
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ message: z.string(), data: d.data }), ...editErrors },
      }),
      async (req) => editWithLogo(req, opts),
    );
  }

  putWithLogo(
    '/marcas',
    {
      ability: 'read:Brand',
      summary:
        'Edit a brand (manage:Client, or an administrator of that brand; read:Brand alone is 403): multipart with the JSON part "marca" first, then at most one image file "file" (the logo); audited',
      data: brandSchema,
    },
    {
      field: 'marca',
      schema: brandEditSchema,
      badJson: COMPANY_MSG.badJsonPart,
      authorize: (who, input) => service.authorizeBrandEdit(who, input.id),
      clientOf: (brand) => brand.client_id,
      save: (who, brand, input, logoId) => service.saveBrand(who, brand, input, logoId),
    },
  );

  putWithLogo(
    '/empresas',
    {
      ability: 'manage:Client',
      summary:
        'Edit a company (manage:Client): multipart with the JSON part "empresa" first (id, website, email, phone, address; not the legal name or tax id), then at most one image file "file" (the logo); audited',
      data: companySchema,
    },
    {
      field: 'empresa',
      schema: companyEditSchema,
      badJson: COMPANY_MSG.badCompanyJsonPart,
      authorize: (who, input) => service.authorizeCompanyEdit(who, input.id),
      clientOf: (company) => company.id,
      save: (who, company, input, logoId) => service.saveCompany(who, company, input, logoId),
    },
  );

  r.get(
    '/clients/:id/brands/:brandId/buildings',
    routeOptions({ ...session, ability: 'read:Brand' }, tags, 'Shopping centres where the brand has contracts', {
      params: z.object({ id, brandId: id }),
      response: { 200: z.array(buildingSchema), ...read },
    }),
    async (req) => service.brandBuildings(caller(req), req.params.id, req.params.brandId),
  );

  r.get(
    '/usuarios/:email',
    wizard(
      "Whether the wizard may give a role in empresaId (create:User) to the user with this e-mail: 200 with the user's id only when already a member of empresaId, 404 when none (internal staff and disabled users are not found), 409 of another country",
      {
        params: z.object({ email: emailSchema(MSG.emailRequired, MSG.emailInvalid) }),
        querystring: z.object({ empresaId: id }),
        response: writeAnswers(userLookupSchema),
      },
    ),
    async (req) => service.findUser(caller(req), req.params.email, req.query.empresaId),
  );

  r.post(
    '/usuarios',
    wizard(
      "Create a user with one role (create:User) and the role's permissions the caller holds (none: 403); a store chief at most two per store (409); queues the welcome e-mail with a set-password link (sent after the commit); audited",
      {
        body: createUserLegacySchema,
        response: writeAnswers(z.object({ id: z.string(), email: z.string(), message: z.string(), warning: z.string().optional() })),
      },
    ),
    async (req) => service.createUser(caller(req), req.body),
  );

  r.post(
    '/usuarios-roles',
    wizard(
      "Assign a role to an existing user, named by usuarioId or email (create:User), with the role's permissions the caller holds; internal staff and other countries refused (409, 404 by e-mail for staff); audited",
      { body: roleAssignmentSchema, response: writeAnswers(messageSchema) },
    ),
    async (req) => service.assignRole(caller(req), req.body),
  );
}
