import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_MSG as M,
  RECIPIENT_KINDS,
  announcementAdminDetailSchema,
  announcementAdminPageSchema,
  announcementAdminQuerySchema,
  announcementInputSchema,
  announcementUpdateSchema,
  recipientListSchema,
  recipientSearchSchema,
} from '@vitrina/domain/notifications/announcements.admin';
import { requestCaller } from '../../plugins/auth';
import { errorResponses } from '../../lib/http';
import { readJsonWithFiles, registerJsonWithFiles } from '../../lib/multipart';
import type { AnnouncementUpload, AnnouncementsAdminService } from './announcements.admin.service';
import { idParamsSchema } from '@vitrina/domain/common/ids';
import { optionsFor, readAnswers, routeOptions, session } from '../../lib/route-options';
import { readRoute } from '../../lib/read-routes';

const tags = ['announcements'];
/** only publishers (OPERADOR) publish; other staff read */
const PUBLISH_REFUSAL = { tenant: M.internalOnly, staff: M.publishersOnly };
const internalStaff = optionsFor({ ...session, ability: 'read:Directory' as const, refusal: M.internalOnly }, tags);
const publisher = optionsFor({ ...session, ability: 'publish:Announcement' as const, refusal: PUBLISH_REFUSAL }, tags);
const caller = requestCaller;
const idParams = idParamsSchema;
const saved = z.object({ message: z.string(), data: announcementAdminDetailSchema });
const buildingSchema = z.object({ id: z.string(), id_sap: z.string(), name: z.string(), city: z.string(), country: z.string() });

/**
 * Reads the multipart body of POST/PUT /publicaciones: the JSON part 'publicacion' (validated with
 * `schema`) and the 'files', each streamed to the file storage through the type and size check as
 * it arrives. When anything is refused, the files stored so far are removed again.
 */
async function readAnnouncementParts<S extends z.ZodType>(req: FastifyRequest, schema: S, service: AnnouncementsAdminService) {
  const { input, files } = await readJsonWithFiles(req, {
    field: 'publicacion',
    schema,
    badJson: M.badJsonPart,
    accept: () => undefined,
    fileFields: ['files', 'file'],
    maxFiles: ANNOUNCEMENT_LIMITS.files,
    tooMany: { code: 'too_many_files', message: M.tooManyFiles },
    store: (part): Promise<AnnouncementUpload> => service.storeUpload(part.filename, part.file),
    discard: (stored) => service.discardUploads(stored),
  });
  return { input, files };
}

/** The announcement administration under /api/fo/announcements. */
export async function announcementsAdminRoutes(app: FastifyInstance, opts: { service: AnnouncementsAdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  // the size limit is checked while streaming (UploadCheck)
  await registerJsonWithFiles(app, {
    maxFiles: ANNOUNCEMENT_LIMITS.files,
    fileMaxBytes: ANNOUNCEMENT_LIMITS.fileMaxBytes,
    fieldSize: 200_000,
  });

  const writeErrors = errorResponses(400, 401, 403, 404, 406, 413, 415, 422, 440);

  r.post(
    '/publicaciones',
    publisher(
      'Publish an announcement (publishers only): multipart with the JSON part "publicacion" (optional destinatarios [{tipo, id}] and edificios [ids]: then only tenant users linked to one of them read it) and up to 10 "files" (JPG/PNG/GIF/WebP pictures, PDF attachments; types checked by their bytes); HTML sanitised; audited',
      { consumes: ['multipart/form-data'], response: { 201: saved, ...writeErrors } },
    ),
    async (req, reply) => {
      const who = caller(req);
      const { input, files } = await readAnnouncementParts(req, announcementInputSchema, service);
      return reply.code(201).send(await service.create(who, input, files));
    },
  );

  r.put(
    '/publicaciones',
    publisher(
      'Edit an announcement (publishers only): the JSON part "publicacion" with announcementId and removeFileIds (destinatarios/edificios replace the recipients when either is given), new "files" added; audited',
      { consumes: ['multipart/form-data'], response: { 200: saved, ...writeErrors } },
    ),
    async (req) => {
      const who = caller(req);
      const { input, files } = await readAnnouncementParts(req, announcementUpdateSchema, service);
      return service.update(who, input, files);
    },
  );

  r.delete(
    '/publicaciones/:id',
    publisher('Delete an announcement with its countries and files (publishers only); audited', {
      params: idParams,
      response: readAnswers(z.object({ message: z.string() })),
    }),
    async (req) => service.remove(caller(req), req.params.id),
  );

  r.get(
    '/publicaciones/administracion',
    internalStaff('Every announcement (internal roles): countries, publisher, dates, state and file counts; filters q, category, country', {
      querystring: announcementAdminQuerySchema,
      response: { 200: announcementAdminPageSchema, ...errorResponses(400, 401, 403, 440) },
    }),
    async (req) => service.list(caller(req), req.query),
  );

  readRoute(
    r,
    '/publicaciones/administracion/:id',
    internalStaff,
    'One announcement whatever its dates and countries (internal roles), for editing, with its recipients (destinatarios, edificios)',
    { params: idParams },
    announcementAdminDetailSchema,
    async (req) => service.detail(caller(req), req.params.id),
  );

  r.post(
    '/publicaciones/destinatarios/:kind/search',
    internalStaff(
      'Recipients matching a text (internal roles): companies, brands, contracts or tenant users, at most 20, optionally of some countries',
      {
        params: z.object({ kind: z.enum(RECIPIENT_KINDS) }),
        body: recipientSearchSchema,
        response: { 200: recipientListSchema, ...errorResponses(400, 401, 403, 440) },
      },
    ),
    async (req) => service.recipients(caller(req), req.params.kind, req.body),
  );

  r.get(
    '/edificios/mis',
    routeOptions(
      { ...session, ability: 'authenticated' },
      tags,
      "The shopping centres of the caller's companies (internal staff: of their country)",
      { response: { 200: z.array(buildingSchema), ...errorResponses(401, 440) } },
    ),
    async (req) => service.myBuildings(caller(req)),
  );
}
