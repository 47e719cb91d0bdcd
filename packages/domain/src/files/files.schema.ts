import { z } from 'zod';
import { MSG } from '../common/messages';
import { countryIdSchema } from '../countries/countries.schema';
import { FILES_MSG, FILE_KINDS, type FileKind } from './files.rules';

/**
 * Request schemas of the file service (/api/fo/files). Every refusal carries
 * its Spanish message here, so none depends on zod's locale (files.schema.test).
 */

export const uploadQuerySchema = z.object(
  {
    kind: z.enum(FILE_KINDS as [FileKind, ...FileKind[]], { error: FILES_MSG.invalidKind }).default('document'),
    company_id: z.string({ error: MSG.validation }).max(100, { error: MSG.validation }).optional(),
  },
  { error: MSG.validation },
);

export const fileIdParamsSchema = z.object({ id: z.uuid({ error: FILES_MSG.invalidId }) }, { error: MSG.validation });

export const signalParamsSchema = z.object({ country: countryIdSchema }, { error: MSG.validation });

/** POST /signal/{country}: the file's bucket (default: the documents bucket) and path. */
export const signalBodySchema = z.object(
  {
    bucket: z.string({ error: MSG.validation }).max(100, { error: MSG.validation }).optional(),
    path: z.string({ error: FILES_MSG.pathRequired }).min(1, { error: FILES_MSG.pathRequired }).max(500, { error: MSG.validation }),
  },
  { error: MSG.validation },
);

/** GET /download: a signed link's parameters; any malformed one is an invalid link. */
export const downloadQuerySchema = z.object(
  {
    bucket: z.string({ error: FILES_MSG.linkInvalid }).min(1, { error: FILES_MSG.linkInvalid }).max(100, { error: FILES_MSG.linkInvalid }),
    path: z.string({ error: FILES_MSG.linkInvalid }).min(1, { error: FILES_MSG.linkInvalid }).max(500, { error: FILES_MSG.linkInvalid }),
    expires: z.coerce.number({ error: FILES_MSG.linkInvalid }).int({ error: FILES_MSG.linkInvalid }),
    signature: z
      .string({ error: FILES_MSG.linkInvalid })
      .min(1, { error: FILES_MSG.linkInvalid })
      .max(200, { error: FILES_MSG.linkInvalid }),
  },
  { error: MSG.validation },
);

/** The token answer of a stored file. */
export const storedFileSchema = z.object({
  token: z.string(),
  ID: z.string(),
  OriginalName: z.string(),
  Extension: z.string(),
  Size: z.number(),
  bucket: z.string(),
  path: z.string(),
  mime: z.string(),
  CreatedAt: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const signalResponseSchema = z.object({ data: z.object({ signal_url: z.string(), expires_at: z.string() }) });
