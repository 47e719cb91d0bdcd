import { z } from 'zod';
import { BULK_FIELD_MAX, BULK_MAX_ROWS } from './workers.bulk.rules';

/** A row of the bulk file as text, as POST /fo/workers/bulk takes it back after the review. */
export const bulkRowSchema = z.object({
  row: z
    .number()
    .int()
    .min(2)
    .max(BULK_MAX_ROWS + 1000),
  trabajador: z.string().max(BULK_FIELD_MAX.trabajador),
  fechaNacimiento: z.string().max(BULK_FIELD_MAX.fechaNacimiento),
  genero: z.string().max(BULK_FIELD_MAX.genero),
  mutual: z.string().max(BULK_FIELD_MAX.mutual),
  discapacidad: z.string().max(BULK_FIELD_MAX.discapacidad),
  dotacion: z.string().max(BULK_FIELD_MAX.dotacion),
  rut: z.string().max(BULK_FIELD_MAX.rut),
});
/** A row with its messages (none: valid). */
export const bulkCheckedRowSchema = bulkRowSchema.extend({ errors: z.array(z.string()) });

/** The answer of POST /fo/workers/bulk/parse: the file's rows checked. */
export const bulkParseResponseSchema = z.object({ rows: z.array(bulkCheckedRowSchema), valid: z.number(), total: z.number() });
/** The answer of POST /fo/workers/bulk: how many workers were created. */
export const bulkCreateResponseSchema = z.object({ message: z.string(), data: z.object({ created: z.number() }) });
