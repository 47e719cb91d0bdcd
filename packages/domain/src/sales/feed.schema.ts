import { z } from 'zod';
import { COMMENT_MAX } from './daily.rules';
import { detallesSchema, isoDateSchema } from './daily.schema';
import { SALES_MSG } from './messages';

/**
 * The point-of-sale feed (POST /api/fo/daily-sales/feed, an API key with scope 'sales:feed'):
 * one or many days of one or many spaces of the key's client. Each row is the daily form's
 * declaration (the same fields, the same amount and cut-off rules, checked per row by the server's
 * daily-sales write); the answer has one result per row.
 */
export const FEED_MAX_ROWS = 500;

export const feedRowSchema = z.object({
  space_int_code: z.string().min(1, { message: SALES_MSG.required }).max(100),
  contract_int_code: z.string().min(1).max(100).optional(),
  fecha_registro: isoDateSchema,
  total_tickets: z.number({ message: SALES_MSG.required }).int({ message: SALES_MSG.integer }).optional(),
  comentarios: z.string().max(COMMENT_MAX, { message: SALES_MSG.max255 }).nullish(),
  detalles: detallesSchema.default({}),
});
export type FeedRow = z.infer<typeof feedRowSchema>;

export const feedRequestSchema = z.object({
  ventas: z.array(feedRowSchema).min(1, { message: SALES_MSG.bulkEmpty }).max(FEED_MAX_ROWS),
});
export type FeedRequest = z.input<typeof feedRequestSchema>;

export const feedRowResultSchema = z.object({
  /** the row's position in `ventas`, from 1 */
  fila: z.number().int(),
  space_int_code: z.string(),
  fecha_registro: z.string(),
  estado: z.enum(['creada', 'actualizada', 'rechazada']),
  /** the refusal's code when rejected (future_day, period_closed, month_blocked, audited, validation_error, not_found, ...) */
  codigo: z.string().nullable(),
  mensaje: z.string(),
});
export const feedResponseSchema = z.object({
  recibidas: z.number().int(),
  aceptadas: z.number().int(),
  rechazadas: z.number().int(),
  resultados: z.array(feedRowResultSchema),
});
export type FeedResponse = z.infer<typeof feedResponseSchema>;

/** The `Idempotency-Key` header: 1 to 100 letters, digits, '-', '_', '.', ':'. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/);
