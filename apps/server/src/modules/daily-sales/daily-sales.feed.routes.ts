import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@vitrina/domain/common/errors';
import { API_KEY_MSG } from '@vitrina/domain/api-keys/api-keys.messages';
import { feedRequestSchema, feedResponseSchema, idempotencyKeySchema, FEED_MAX_ROWS } from '@vitrina/domain/sales/feed.schema';
import { errorResponses } from '../../lib/http';
import { SALES_FEED_SCOPE } from '../../lib/api-keys';
import { requireService } from '../../plugins/auth';
import type { DailySalesService } from './daily-sales.service';

const EXAMPLE_ONE = {
  ventas: [
    {
      space_int_code: 'SP-CHL-001',
      fecha_registro: '2026-11-24',
      total_tickets: 130,
      detalles: {
        total_tickets_boletas: 120,
        total_tickets_facturas: 10,
        total_monto_efectivo_boletas: 450000,
        total_monto_tarjeta_boletas: 1250000,
        total_monto_efectivo_facturas: 0,
        total_monto_tarjeta_facturas: 300000,
        total_monto_nota_credito: 0,
      },
    },
  ],
};
const EXAMPLE_MANY = {
  ventas: [
    { space_int_code: 'SP-PER-001', fecha_registro: '2026-11-23', detalles: { total_monto_sin_igv: 8500, total_monto_nota_credito: 0 } },
    { space_int_code: 'SP-PER-001', fecha_registro: '2026-11-24', detalles: { total_monto_sin_igv: 9100, total_monto_nota_credito: 120 } },
    { space_int_code: 'SP-PER-002', fecha_registro: '2026-11-24', detalles: { total_monto_sin_igv: 4300, total_monto_nota_credito: 0 } },
  ],
};
const EXAMPLE_ANSWER = {
  recibidas: 2,
  aceptadas: 1,
  rechazadas: 1,
  resultados: [
    { fila: 1, space_int_code: 'SP-CHL-001', fecha_registro: '2026-11-24', estado: 'creada', codigo: null, mensaje: 'Venta registrada' },
    {
      fila: 2,
      space_int_code: 'SP-CHL-001',
      fecha_registro: '2026-09-30',
      estado: 'rechazada',
      codigo: 'period_closed',
      mensaje: 'El periodo está cerrado',
    },
  ],
};

/**
 * /api/fo/sales/feed/daily: a tenant's point of sale sends its daily sales with an API key
 * (scope sales:feed, made in 'Mi empresa'), never a session. Rate-limited per key over the shared
 * state (every instance counts together).
 */
export async function salesFeedRoutes(app: FastifyInstance, opts: { service: DailySalesService; rate: { max: number; windowMs: number } }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service, rate } = opts;
  r.post(
    '/feed/daily',
    {
      config: {
        access: 'service',
        apiKeyScope: SALES_FEED_SCOPE,
        rateLimit: {
          max: rate.max,
          timeWindow: rate.windowMs,
          keyGenerator: (req: FastifyRequest) => `sales-feed|${req.service?.id ?? req.ip}`,
        },
      },
      schema: {
        tags: ['daily-sales'],
        security: [{ apiKey: [] }],
        summary: `Point-of-sale feed (API key, scope sales:feed): declare one or many days of one or many spaces (≤ ${FEED_MAX_ROWS} rows)`,
        description: [
          "Authenticated by a tenant's API key (`X-Api-Key: vk_...` or `Authorization: ApiKey vk_...`), created by a company",
          "administrator in 'Mi empresa' → 'Claves API'. Each row is checked as the daily form's declaration (the space must be",
          'of the key’s company; the same amount rules per country, cut-off and previous-month blocking); the answer has one result',
          'per row (`creada`, `actualizada` or `rechazada` with its `codigo` and Spanish `mensaje`), and declared days show',
          "`metodo_ingreso: 'api'`. The `Idempotency-Key` header is required: a retry with the same key and body answers the",
          'same and writes nothing; the same key with another body is refused (422). Limited per key (429 when exceeded).',
        ].join(' '),
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }).passthrough(),
        body: feedRequestSchema.meta({
          examples: [EXAMPLE_ONE, EXAMPLE_MANY],
        }),
        response: { 200: feedResponseSchema.meta({ examples: [EXAMPLE_ANSWER] }), ...errorResponses(400, 401, 409, 422, 429) },
      },
    },
    async (req, reply) => {
      const idem = idempotencyKeySchema.safeParse(req.headers['idempotency-key']);
      if (!idem.success) throw new AppError('validation_error', 400, API_KEY_MSG.idempotencyRequired);
      const out = await service.feedDailySales(requireService(req), idem.data, req.body, { ip: req.ip });
      if (out.replayed) reply.header('idempotent-replayed', 'true');
      return out.body;
    },
  );
}
