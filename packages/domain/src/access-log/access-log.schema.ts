import { z } from 'zod';
import { isoDateSchema } from '../sales/daily.schema';
import { ACCESS_LOG_MSG } from './access-log.messages';

/** GET /api/fo/companies/empresas/{id}/access-log: filters (dates in the client's country, who, role) and the page. */
export const accessLogQuerySchema = z
  .object({
    desde: isoDateSchema.optional(),
    hasta: isoDateSchema.optional(),
    quien: z.string().trim().max(100).optional(),
    rol: z.string().trim().max(40).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, { message: ACCESS_LOG_MSG.rangeInvalid, path: ['hasta'] });
export type AccessLogQuery = z.input<typeof accessLogQuerySchema>;

export const accessLogRowSchema = z.object({
  id: z.number(),
  /** ISO time */
  fecha: z.string(),
  quien: z.string(),
  rol: z.string(),
  que: z.string(),
  detalle: z.string().nullable(),
});
export type AccessLogRow = z.infer<typeof accessLogRowSchema>;
export const accessLogPageSchema = z.object({
  data: z.array(accessLogRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** the roles that appear in the client's log (the role filter's options) */
  roles: z.array(z.string()),
});
export type AccessLogPage = z.infer<typeof accessLogPageSchema>;
