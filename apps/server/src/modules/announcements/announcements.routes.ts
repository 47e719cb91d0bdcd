import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementCountryParamSchema,
  announcementCreatedAtParamsSchema,
  announcementDataSchema,
  announcementListQuerySchema,
  announcementListSchema,
  announcementNewsBodySchema,
  announcementSchema,
} from '@vitrina/domain/notifications/notifications.schema';
import { ANNOUNCEMENT_IMAGE_WIDTHS, isAnnouncementImageWidth } from '@vitrina/domain/notifications/notifications.rules';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../lib/http';
import type { AnnouncementsService } from './announcements.service';
import { idParamsSchema } from '@vitrina/domain/common/ids';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer';
import { optionsFor, readAnswers, session } from '../../lib/route-options';
import { readRoute } from '../../lib/read-routes';

const tags = ['announcements'];
const reader = optionsFor({ ...session, ability: 'authenticated' as const }, tags);
const pub = { access: 'public' as const };
const idParams = idParamsSchema;

/** /api/fo/announcements. */
export async function announcementsRoutes(app: FastifyInstance, opts: { service: AnnouncementsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;

  r.get(
    '/publicaciones',
    reader(
      "Announcements published now in the caller's country, newest first; fecha (yyyy-MM-dd) keeps those published on or after that day, countries (comma-separated) narrows to those countries",
      { querystring: announcementListQuerySchema, response: { 200: announcementListSchema, ...errorResponses(400, 401, 440) } },
    ),
    async (req) => service.list(requireAuth(req), req.query),
  );

  r.get(
    '/publicaciones/:id',
    reader("One announcement of the caller's country", {
      params: idParams,
      response: { 200: announcementSchema, ...errorResponses(400, 401, 404, 440) },
    }),
    async (req) => service.detail(requireAuth(req), req.params.id),
  );

  r.put(
    '/publicaciones/:id/read',
    reader(
      'The caller opened an announcement of its country it may read now (recorded once: the publishers see how many recipients read it); 404 when it may not read it',
      { params: idParams, response: { 200: z.object({ read: z.literal(true) }), ...errorResponses(400, 401, 404, 440) } },
    ),
    async (req) => service.markRead(requireAuth(req), req.params.id),
  );

  r.post(
    '/:country/news',
    {
      ...reader(
        "News for the home page: announcements published now that the caller may read and that are for the whole country or for one of the given buildings (body: a list of building ids), newest first, at most 50; {country} must be the caller's",
        {
          params: z.object({ country: announcementCountryParamSchema }),
          body: announcementNewsBodySchema,
          response: readAnswers(announcementDataSchema),
        },
      ),
      serializerCompiler: compiledSerializerCompiler,
    },
    async (req) => service.news(requireAuth(req), req.params.country, req.body),
  );

  readRoute(
    r,
    '/:country/createdAt/:createdAt',
    reader,
    "The announcements published now that the caller may read and that were created at that instant (ISO 8601, to the millisecond); {country} must be the caller's",
    { params: announcementCreatedAtParamsSchema },
    announcementDataSchema,
    async (req) => service.createdAt(requireAuth(req), req.params.country, req.params.createdAt),
  );

  r.post(
    '/signal/:country',
    reader(
      "A signed download link (valid FILES_LINK_MINUTES) for an attachment of an announcement the caller may read now; {country} must be the caller's, bucket (optional) 'publicaciones', path the attachment's file_url",
      {
        params: z.object({ country: announcementCountryParamSchema }),
        body: z.object({ path: z.string().min(1).max(500), bucket: z.string().max(100).optional() }),
        response: readAnswers(z.object({ data: z.object({ signal_url: z.string(), expires_at: z.string() }) })),
      },
    ),
    async (req) => service.signal(requireAuth(req), req.params.country, req.body),
  );

  const signedQuery = { expires: z.coerce.number().int().optional(), signature: z.string().max(200).optional() };

  r.get(
    '/files/:id',
    {
      // public: the signature of the link is the credential
      config: pub,
      schema: {
        tags,
        summary: 'An attachment through its signed link (403 wrong signature, 410 expired)',
        params: idParams,
        querystring: z.object(signedQuery),
      },
    },
    async (req, reply) => {
      const f = await service.signedFile(req.params.id, req.query.expires, req.query.signature);
      if (f.size !== null) reply.header('content-length', String(f.size));
      return reply
        .header('content-type', f.mime)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(f.name)}`)
        .send(f.body);
    },
  );

  r.get(
    '/images/:id',
    {
      // public: <img> sends no session; the signed link, handed out only to readers of the announcement, is the credential
      config: pub,
      schema: {
        tags,
        summary:
          'An announcement picture through its signed link (file_url; 404 without a valid signature); with w (400 or 1280) and format=webp, scaled down to that width as webp',
        params: idParams,
        querystring: z.object({
          ...signedQuery,
          w: z.coerce.number().int().refine(isAnnouncementImageWidth, 'Ancho de imagen no permitido (400 o 1280)').optional(),
          format: z.enum(['webp']).optional(),
        }),
      },
    },
    async (req, reply) => {
      const { expires, signature, w, format } = req.query;
      const f = await service.image(req.params.id, { expires, signature }, w ?? (format ? ANNOUNCEMENT_IMAGE_WIDTHS.carousel : undefined));
      // cached by the browser until the link expires, never by shared caches
      return reply
        .header('content-type', f.mime)
        .header('cache-control', `private, max-age=${f.maxAge}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(f.body);
    },
  );
}
