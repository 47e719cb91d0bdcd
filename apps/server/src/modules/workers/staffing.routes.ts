import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  complianceOverviewSchema,
  complianceQuerySchema,
  complianceUploadSchema,
  staffingDetailSchema,
  staffingIdParams,
  staffingListQuerySchema,
  staffingPageSchema,
  staffingSchema,
  staffingWorkersSchema,
} from '@vitrina/domain/workers/staffing.schema';
import { errorResponses } from '../../lib/http';
import type { StaffingService } from './staffing.service';
import { writeAnswers } from '../../lib/route-options';
import { readRoute } from '../../lib/read-routes';
import { caller, spec } from './workers.routes';

/**
 * /api/fo/workers/staffing and /api/fo/workers/f30: 'Dotaciones recibidas' and the F30/F31
 * documents, beside the worker registry's service base.
 */
export async function staffingRoutes(app: FastifyInstance, opts: { service: StaffingService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;

  readRoute(
    r,
    '/staffing',
    spec,
    "'Dotaciones recibidas': a client's staffing assignments, newest first: client (COUNTRY-taxId), number (search), type (seguridad, parking, aseo, jardineria, climatizacion), page (1-based), size → content, total_elements",
    { querystring: staffingListQuerySchema },
    staffingPageSchema,
    async (req) => service.list(caller(req), req.query),
  );

  readRoute(
    r,
    '/staffing/:id',
    spec,
    "One staffing assignment of the caller's clients with its workers (the details modal)",
    { params: staffingIdParams },
    z.object({ data: staffingDetailSchema }),
    async (req) => service.get(caller(req), req.params.id),
  );

  r.post(
    '/staffing/:id/confirm',
    spec("'Confirmar recepción': a received (recibida) assignment becomes active (activa); any other status 409", {
      params: staffingIdParams,
      response: writeAnswers(z.object({ message: z.string(), data: staffingSchema })),
    }),
    async (req) => service.confirm(caller(req), req.params.id),
  );

  r.put(
    '/staffing/:id/workers',
    spec(
      "'Asignar trabajadores': replaces the workers of a received or active assignment (any other status 409) with workers of its client (another client's or unknown 400), at most its headcount, each with the assignment's type among its staffing_types (400 otherwise); nothing written on a refusal; answers the details",
      {
        params: staffingIdParams,
        body: staffingWorkersSchema,
        response: writeAnswers(z.object({ message: z.string(), data: staffingDetailSchema })),
      },
    ),
    async (req) => service.assignWorkers(caller(req), req.params.id, req.body.workers),
  );

  readRoute(
    r,
    '/f30',
    spec,
    "F30/F31: the two cards ('Vigente', 'Por expirar' within 30 days, 'Vencido', 'No cargado', from the stored documents on the client's today) and one page of the history with signed download links",
    { querystring: complianceQuerySchema },
    complianceOverviewSchema,
    async (req) => service.compliance(caller(req), req.query),
  );

  r.post(
    '/f30',
    spec(
      'Store an F30 or F31 for a period (start before end, declaration ticked); its file uploaded first to /fo/files?kind=work-document; 409 for a file already used',
      {
        body: complianceUploadSchema,
        response: {
          201: z.object({ message: z.string(), data: z.object({ id: z.number() }) }),
          ...errorResponses(400, 401, 403, 404, 409, 440),
        },
      },
    ),
    async (req, reply) => reply.code(201).send(await service.upload(caller(req), req.body)),
  );
}
