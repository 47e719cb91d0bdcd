import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isoDateSchema } from '@vitrina/domain/sales/daily.schema';
import { receiptCodeSchema, receiptVerificationSchema } from '@vitrina/domain/sales/receipts';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../lib/http';
import { optionsFor, routeOptions, session } from '../../lib/route-options';
import type { IssuedReceipt, ReceiptsService } from './receipts.service';

const tags = ['receipts'];
const reader = optionsFor({ ...session, ability: 'read:DailySales' as const }, tags);
/** Public verifications per address and minute. */
export const VERIFY_RATE = { max: 30, windowMs: 60_000 };

async function sendReceipt(reply: FastifyReply, service: ReceiptsService, r: IssuedReceipt) {
  const pdf = await service.pdf(r);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${service.fileName(r)}"`)
    .header('cache-control', 'no-store')
    .header('x-receipt-code', r.code)
    .send(pdf);
}

/** /api/fo/sales/.../receipt: the receipt of a day's or a month's accepted declaration, or of a whole bulk load. */
export async function receiptsSalesRoutes(app: FastifyInstance, opts: { service: ReceiptsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;

  r.get(
    '/daily/space/:spaceId/day/:date/receipt',
    reader("The receipt (PDF) of a day's accepted declaration or justification: figures, user, server time, verification code", {
      params: z.object({ spaceId: z.string().min(1).max(100), date: isoDateSchema }),
      querystring: z.object({ company_id: z.string().max(100).optional() }),
      produces: ['application/pdf'],
      response: errorResponses(400, 401, 403, 404, 440),
    }),
    async (req, reply) =>
      sendReceipt(reply, service, await service.daily(requireAuth(req), req.params.spaceId, req.params.date, req.query.company_id)),
  );

  r.get(
    '/monthly/sale/:saleId/receipt',
    routeOptions(
      { ...session, ability: 'read:MonthlySales' },
      tags,
      "The receipt (PDF) of a monthly sale's accepted declaration (the id is the list's sales.id)",
      {
        params: z.object({ saleId: z.uuid({ message: 'El identificador de la venta no es válido' }) }),
        produces: ['application/pdf'],
        response: errorResponses(400, 401, 403, 404, 440),
      },
    ),
    async (req, reply) => sendReceipt(reply, service, await service.monthly(requireAuth(req), req.params.saleId)),
  );

  r.get(
    '/daily/bulk/:loadId/receipt',
    reader(
      "The receipt (PDF) of a whole accepted bulk load: every row's space, day and amounts, the totals, user, server time, verification code (the id is the upload answer's comprobante.id)",
      {
        params: z.object({ loadId: z.uuid({ message: 'El identificador de la carga no es válido' }) }),
        produces: ['application/pdf'],
        response: errorResponses(400, 401, 403, 404, 440),
      },
    ),
    async (req, reply) => sendReceipt(reply, service, await service.bulkLoad(requireAuth(req), req.params.loadId)),
  );
}

/** /api/fo/receipts/verify/{code}: public, whether a receipt's code is genuine. */
export async function receiptsRoutes(app: FastifyInstance, opts: { service: ReceiptsService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/verify/:code',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: VERIFY_RATE.max,
          timeWindow: VERIFY_RATE.windowMs,
          keyGenerator: (req: { ip: string }) => `receipt-verify|${req.ip}`,
        },
      },
      schema: {
        tags,
        summary: 'Whether a verification code belongs to a receipt this portal issued, and what it is a receipt of (no session needed)',
        params: z.object({ code: receiptCodeSchema }),
        response: { 200: receiptVerificationSchema, ...errorResponses(400, 429) },
      },
    },
    async (req) => opts.service.verify(req.params.code),
  );
}

const DAILY_WRITES = new Set(['/api/fo/sales/report/daily_sales/:countryId/:userEmail', '/api/fo/sales/daily/justifications']);
const MONTHLY_WRITE = '/api/fo/sales/report/monthly_sales/:country/:email';
const BULK_LOADS = new Set(['/api/fo/sales/bulk/:tipoRegistro/:taxId', '/api/fo/sales/bulk/:tipoRegistro/:taxId/file']);

/**
 * Receipts by e-mail: after an accepted daily declaration, justification, monthly declaration or
 * bulk load (one e-mail with the load's receipt, not one per day), the receipt goes to the caller
 * when their profile asks for it ('Comprobantes por correo'). Sent after the answer, never
 * delaying nor failing it. Register on the /api scope before its routes.
 */
export function registerReceiptMail(api: FastifyInstance, service: ReceiptsService, onSent?: (p: Promise<unknown>) => void) {
  api.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode !== 200 || !req.auth || req.method === 'GET') return payload;
    const url = req.routeOptions.url ?? '';
    const caller = req.auth;
    let make: (() => Promise<IssuedReceipt>) | undefined;
    if (DAILY_WRITES.has(url)) {
      const b = req.body as { space_int_code?: string; fecha_registro?: string } | undefined;
      if (b?.space_int_code && b.fecha_registro) make = () => service.daily(caller, b.space_int_code!, b.fecha_registro!);
    } else if (url === MONTHLY_WRITE && typeof payload === 'string') {
      const id = (JSON.parse(payload) as { data?: { id?: string } }).data?.id;
      if (id) make = () => service.monthly(caller, id);
    } else if (BULK_LOADS.has(url) && typeof payload === 'string') {
      const id = (JSON.parse(payload) as { data?: { comprobante?: { id?: string } } }).data?.comprobante?.id;
      if (id) make = () => service.bulkLoad(caller, id);
    }
    if (make) {
      const sent = service.mailIfWanted(caller, make).catch((err) => req.log.warn({ err }, 'receipt e-mail not sent'));
      onSent?.(sent);
    }
    return payload;
  });
}
