import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { AppError } from '@vitrina/domain/common/errors';
import { FILES_MSG, KIND_RULES, MAX_FILES_PER_UPLOAD } from '@vitrina/domain/files/files.rules';
import {
  downloadQuerySchema,
  fileIdParamsSchema,
  signalBodySchema,
  signalParamsSchema,
  signalResponseSchema,
  storedFileSchema,
  uploadQuerySchema,
} from '@vitrina/domain/files/files.schema';
import type { FileRow } from '../../db/schema/index';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../lib/http';
import { fileToken } from '../../lib/file-service';
import type { FilesService } from './files.service';
import { optionsFor, session, writeAnswers } from '../../lib/route-options';

const tags = ['files'];
const member = optionsFor({ ...session, ability: 'authenticated' as const }, tags);

/** /api/fo/files: the file service. */
export async function filesRoutes(app: FastifyInstance, opts: { service: FilesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const maxBytes = Math.max(...Object.values(KIND_RULES).map((k) => k.maxBytes));
  await app.register(multipart, {
    // the per-kind limit is checked while streaming (UploadCheck); busboy stops one byte later
    limits: { fileSize: maxBytes + 1, files: MAX_FILES_PER_UPLOAD, fields: 10, parts: MAX_FILES_PER_UPLOAD + 10 },
    throwFileSizeLimit: false,
  });

  r.post(
    '/',
    member('Upload one or more files (multipart field "files"); each is streamed to storage after its bytes and size are checked', {
      consumes: ['multipart/form-data'],
      querystring: uploadQuerySchema,
      response: {
        200: z.object({ message: z.string(), data: z.object({ data: z.array(storedFileSchema) }) }),
        ...errorResponses(400, 401, 403, 406, 413, 415, 422, 440),
      },
    }),
    async (req) => {
      const caller = requireAuth(req);
      if (!req.isMultipart()) throw new AppError('not_multipart', 406, FILES_MSG.noFile);
      const clientId = await service.uploadClient(caller, req.query.company_id);
      const stored: FileRow[] = [];
      try {
        for await (const part of req.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'files' && part.fieldname !== 'file') {
            part.file.resume();
            continue;
          }
          stored.push(await service.store(caller, clientId, req.query.kind, part.filename, part.file));
        }
      } catch (err) {
        // all or nothing: a refused file drops the ones stored before it in the same request
        for (const f of stored) await service.remove(caller, f.id).catch(() => {});
        if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw new AppError('too_many_files', 413, FILES_MSG.tooManyFiles);
        throw err;
      }
      if (!stored.length) throw new AppError('no_file', 400, FILES_MSG.noFile);
      return { message: FILES_MSG.uploaded, data: { data: stored.map(fileToken) } };
    },
  );

  r.get(
    '/metadata/:id',
    member("Metadata of a file of the caller's company", {
      params: fileIdParamsSchema,
      response: { 200: z.object({ data: storedFileSchema }), ...errorResponses(400, 401, 404, 440) },
    }),
    async (req) => service.metadata(requireAuth(req), req.params.id),
  );

  r.delete(
    '/:id',
    member("Delete a file of the caller's company (not while a record uses it; never the operator's common-expense files)", {
      params: fileIdParamsSchema,
      response: writeAnswers(z.object({ message: z.string(), data: z.object({ token: z.string() }) })),
    }),
    async (req) => service.remove(requireAuth(req), req.params.id),
  );

  r.post(
    '/signal/:country',
    member("A signed download link (signal_url) for a file of the caller's company, valid FILES_LINK_MINUTES", {
      params: signalParamsSchema,
      body: signalBodySchema,
      response: { 200: signalResponseSchema, ...errorResponses(400, 401, 404, 440) },
    }),
    async (req) => service.sign(requireAuth(req), req.params.country, req.body),
  );

  r.get(
    '/download',
    {
      // public: the HMAC signature of the link is the credential
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The file of a signed link (checked: signature and expiry)',
        querystring: downloadQuerySchema,
      },
    },
    async (req, reply) => {
      const { file, body } = await service.download(req.query);
      return reply
        .header('content-type', file.mime)
        .header('content-length', String(file.size_bytes))
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.original_name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
}
