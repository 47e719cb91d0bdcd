import { z } from 'zod';
import { countryIdSchema } from '../countries/countries.schema';
import { personContactSchema } from '../companies/companies.schema';

/** The daily-sales schemas of a space: its general data, the spaces' overview, the store chiefs, a parameter. */

/** General data of a space and its contract. */
export const spaceGeneralDataSchema = z.object({
  space_int_code: z.string(),
  contract_int_code: z.string(),
  contract_space_id: z.string(),
  marca: z.string(),
  edificio: z.string(),
  local: z.string(),
  numero_municipal: z.string().nullable(),
  contrato: z.string(),
  vigente: z.boolean(),
  inicio_contrato: z.string(),
  fin_vigencia: z.string(),
  local_m2: z.number(),
  logo: z.string().nullable(),
  pais: z.string(),
  empresa_id: z.string(),
  empresa_nombre: z.string(),
  tax_id: z.string(),
  cantVentasDiariasPendientesMesAnterior: z.number().int(),
});

/** Overview of the user's spaces (espacio/locales). */
export const spaceSummarySchema = z.object({
  generalData: spaceGeneralDataSchema.omit({ cantVentasDiariasPendientesMesAnterior: true }),
  estado: z.enum(['Al día', 'Pendiente']),
  auditada: z.boolean(),
  sales: z.object({
    pending: z.array(z.string()),
    reported: z.number().int(),
    audited: z.number().int(),
    justified: z.number().int(),
  }),
});
export const spacesOverviewResponseSchema = z.object({
  data: z.object({
    hoy: z.string(),
    counts: z.object({ todas: z.number(), pendientes: z.number(), al_dia: z.number(), auditadas: z.number() }),
    spaces: z.array(spaceSummarySchema),
  }),
});
export const spacesOverviewRequestSchema = z.object({
  country_id: countryIdSchema.optional(),
  spaces_ids: z.array(z.string().max(100)).max(500).optional(),
  company_id: z.string().max(100).optional(),
});

/** Store chiefs. */
export const storeChiefContactSchema = personContactSchema.extend({
  paisId: z.string(),
  roles: z.array(z.object({ id: z.string(), nombre: z.string(), habilitado: z.boolean(), contratoId: z.string().nullable() })),
});
export const storeChiefsResponseSchema = z.object({
  data: z.object({
    space_int_code: z.string(),
    contract_int_code: z.string(),
    max: z.number().int(),
    managers: z.array(storeChiefContactSchema),
    candidates: z.array(storeChiefContactSchema),
  }),
});
export const assignStoreChiefRequestSchema = z.object({ usuarioId: z.string().uuid(), habilitado: z.boolean().default(true) });

export const paramResponseSchema = z.object({ data: z.object({ id: z.string(), valor: z.string() }) });
