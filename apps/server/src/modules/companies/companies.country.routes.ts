import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientSpaceSchema } from '@vitrina/domain/companies/companies.schema';
import { countryIdSchema } from '@vitrina/domain/countries/countries.schema';
import { requestCaller } from '../../plugins/auth';
import type { CompaniesService } from './companies.service';
import { readAnswers, routeOptions } from '../../lib/route-options';

/** /api/fo/countries/{country}/spaces: a brand's spaces, by the path integrators know under the countries' base. */
export async function companiesCountryRoutes(app: FastifyInstance, opts: { service: CompaniesService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/:country/spaces',
    routeOptions(
      { access: 'session', ability: 'read:Brand' },
      ['countries'],
      "A brand's spaces in a country, with their contracts (the same answer as GET /api/fo/companies/marcas/{id}/espacios); the country in either case; 404 for a brand the caller may not read or of another country",
      {
        params: z.object({ country: countryIdSchema }),
        querystring: z.object({ brandId: z.string().min(1).max(100) }),
        response: readAnswers(z.array(clientSpaceSchema)),
      },
    ),
    async (req) => opts.service.brandSpaces(requestCaller(req), req.query.brandId, req.params.country),
  );
}
