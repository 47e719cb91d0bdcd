import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';
import { paramResponseSchema } from '@vitrina/domain/sales/daily.schema';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';
import { errorResponses } from '../../lib/http';
import { routeOptions } from '../../lib/route-options';

/**
 * /api/fo/params/{id}: an operator parameter, e.g.
 * venta_diaria_dia_corte_mes_anterior_chl → { data: { id, valor } }. A one-query module: the
 * route reads the table directly.
 */
export async function paramsRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/:id',
    routeOptions({ access: 'session', ability: 'authenticated' }, ['params'], 'A parameter value by id', {
      params: z.object({ id: z.string().min(1).max(100) }),
      response: { 200: paramResponseSchema, ...errorResponses(401, 404, 440) },
    }),
    async (req) => {
      const [row] = await opts.db.select().from(t.params).where(eq(t.params.id, req.params.id.toLowerCase())).limit(1);
      if (!row) throw new AppError('not_found', 404, MSG.notFound);
      return { data: { id: row.id, valor: row.value } };
    },
  );
}
