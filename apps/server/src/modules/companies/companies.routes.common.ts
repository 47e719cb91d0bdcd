import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AbilityCode } from '@vitrina/domain/auth/roles';
import { requestCaller } from '../../plugins/auth';
import { errorResponses } from '../../lib/http';
import type { FileService } from '../../lib/file-service';
import type { CompaniesService } from './companies.service';
import { routeOptions, session } from '../../lib/route-options';

export const tags = ['companies'];
export const id = z.string().min(1).max(50);
export const idParams = z.object({ id });
export const caller = requestCaller;
export const read = errorResponses(400, 401, 403, 404, 440);
export const messageSchema = z.object({ message: z.string() });

/** What the companies' routes share: the typed router and the services. */
export function companiesRouteKit(app: FastifyInstance, opts: { service: CompaniesService; files: FileService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service, files } = opts;

  /** A session GET of one record by id (`/…/:id…`): its ability, summary and answer, and the use case that answers it. */
  const getById = (
    path: string,
    ability: AbilityCode,
    summary: string,
    response: z.ZodType,
    answer: (c: ReturnType<typeof caller>, id: string) => Promise<unknown>,
  ) =>
    r.get(
      path,
      routeOptions({ ...session, ability }, tags, summary, { params: idParams, response: { 200: response, ...read } }),
      async (req) => answer(caller(req), req.params.id),
    );

  return { r, service, files, getById };
}

export type CompaniesRouteKit = ReturnType<typeof companiesRouteKit>;
