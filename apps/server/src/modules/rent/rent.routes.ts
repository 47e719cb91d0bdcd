import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  rentBuildingMonthSchema,
  rentBuildingParams,
  rentBuildingQuery,
  rentBuildingsSchema,
  rentCompanyQuery,
  rentContractMonthSchema,
  rentContractParams,
  rentContractsSchema,
  rentMonthQuery,
  rentTermsImportSchema,
  unitValuesImportSchema,
} from '@vitrina/domain/rent/rent.schema';
import { requireAuth, requireService } from '../../plugins/auth';
import { errorResponses } from '../../lib/http';
import { readWithXlsx } from '../../lib/xlsx-routes';
import { importOptions, routeOptions } from '../../lib/route-options';
import { RENT_IMPORT_SCOPE } from '../../lib/api-keys';
import type { RentService } from './rent.service';

const tags = ['rent'];
const tenant = { access: 'session' as const, ability: 'read:DailySales' as const };
const staff = { access: 'session' as const, ability: 'read:Sales' as const };
/** An import batch of the operator's ERP: an API key of scope rent:import, never a session. */
const rentImport = <B>(summary: string, body: B) => importOptions(RENT_IMPORT_SCOPE, 10 * 1024 * 1024, tags, summary, body);

/** /api/fo/rent: 'Renta variable', the tenant's and the staff's, and its import API. */
export async function rentRoutes(app: FastifyInstance, opts: { service: RentService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = opts.service;
  r.get(
    '/contracts',
    routeOptions(
      tenant,
      tags,
      "The caller's current contracts whose rent it may read (a store chief: its own stores), each saying whether it has rent terms",
      {
        querystring: rentCompanyQuery,
        response: { 200: rentContractsSchema, ...errorResponses(400, 401, 403, 440) },
      },
    ),
    async (req) => svc.contracts(requireAuth(req), req.query.empresa),
  );
  readWithXlsx(
    app,
    '/contracts/:contractId',
    {
      config: tenant,
      tags,
      summary:
        "A contract's rent for a month (mes=aaaa-mm, default the current one): the month to date with its pending days, the projection to the month's end, the last 12 months; each figure with its Spanish explanation",
      xlsxSummary: "A contract's rent (the month, its projection, the last 12 months) as .xlsx",
      input: { params: rentContractParams, querystring: rentMonthQuery },
      answer: rentContractMonthSchema,
    },
    async (req) => svc.contractMonth(requireAuth(req), req.params.contractId, req.query.mes),
    async (req) => svc.contractXlsx(requireAuth(req), req.params.contractId, req.query.mes),
  );
  r.get(
    '/buildings',
    routeOptions(staff, tags, "Staff (FINANZAS, AUDITOR): the shopping centres of the caller's country", {
      response: { 200: rentBuildingsSchema, ...errorResponses(401, 403, 440) },
    }),
    async (req) => svc.buildings(requireAuth(req)),
  );
  readWithXlsx(
    app,
    '/buildings/:buildingId',
    {
      config: staff,
      tags,
      summary:
        "Staff: a shopping centre's month (mes=aaaa-mm): each contract's minimum, percentage rent and rent due, contracts without terms flagged, totals per currency",
      xlsxSummary: "Staff: a shopping centre's month as .xlsx",
      input: { params: rentBuildingParams, querystring: rentBuildingQuery },
      answer: rentBuildingMonthSchema,
    },
    async (req) => svc.buildingMonth(requireAuth(req), req.params.buildingId, req.query.mes),
    async (req) => svc.buildingXlsx(requireAuth(req), req.params.buildingId, req.query.mes),
  );
  r.post(
    '/terms/import',
    rentImport(
      "Import API (API key, scope rent:import): upsert contracts' rent terms by contract and start of validity (minimum and its unit, sales base, tiers or natural breakpoint, maximum, unit-value day); the whole batch or nothing, each refused row named",
      rentTermsImportSchema,
    ),
    async (req) => svc.importTerms(requireService(req), req.body),
  );
  r.post(
    '/unit-values/import',
    rentImport(
      "Import API (API key, scope rent:import): upsert units' daily values in the country's currency (Chile's UF, Peru's USD) by country, unit and date; the whole batch or nothing",
      unitValuesImportSchema,
    ),
    async (req) => svc.importUnitValues(requireService(req), req.body),
  );
}
