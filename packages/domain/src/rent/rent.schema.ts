import { z } from 'zod';
import { COUNTRY_IDS } from '../countries/countries';
import { RENT_MSG } from './messages';
import { ALL_RENT_UNITS, BREAKPOINT_KINDS, RENT_UNITS, SALES_BASES, VALUED_UNITS, fixedAmountsClimb, type RentTier } from './rent.rules';

/** Rows of one import batch; tiers of one contract's terms. */
export const MAX_RENT_IMPORT_ROWS = 5000;
export const MAX_TIERS = 10;

const day = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha aaaa-mm-dd');
const amount = z.number().min(0).max(9_999_999_999.99);
const rate = z.number().min(0).max(100);

const tierSchema = z.object({
  desde: amount,
  hasta: amount.nullable().default(null),
  porcentaje: rate,
  monto_fijo: amount.nullable().default(null),
});

/** One contract's rent terms for a validity period, as the operator's ERP sends them. */
export const rentTermsImportRowSchema = z
  .object({
    country_id: z.enum(COUNTRY_IDS),
    contract_id: z.string().trim().min(1).max(40),
    vigencia_desde: day,
    vigencia_hasta: day.nullable().default(null),
    renta_minima: amount,
    unidad: z.enum(ALL_RENT_UNITS),
    base_ventas: z.enum(SALES_BASES),
    tipo: z.enum(BREAKPOINT_KINDS),
    tramos: z.array(tierSchema).max(MAX_TIERS).default([]),
    porcentaje_natural: rate.nullable().default(null),
    renta_maxima: amount.nullable().default(null),
    dia_valor_unidad: z.number().int().min(1).max(31).nullable().default(null),
  })
  .superRefine((r, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!(RENT_UNITS[r.country_id] as readonly string[]).includes(r.unidad)) issue('unidad', RENT_MSG.unitNotOfCountry);
    if (r.tipo === 'tramos' && !r.tramos.length) issue('tramos', RENT_MSG.tiersRequired);
    if (r.tipo === 'natural' && r.porcentaje_natural === null) issue('porcentaje_natural', RENT_MSG.naturalRateRequired);
    if (!tiersInOrder(r.tramos)) issue('tramos', RENT_MSG.tiersOrder);
    else if (!fixedAmountsClimb(r.tramos)) issue('tramos', RENT_MSG.fixedBelow);
    if (r.renta_maxima !== null && r.renta_maxima < r.renta_minima) issue('renta_maxima', RENT_MSG.maxBelowMin);
    if (r.vigencia_hasta !== null && r.vigencia_hasta < r.vigencia_desde) issue('vigencia_hasta', RENT_MSG.validityOrder);
  });
export type RentTermsImportRow = z.output<typeof rentTermsImportRowSchema>;

/** Tiers in order of their start, without overlaps, each ending after it starts; only the last one open. */
function tiersInOrder(tiers: RentTier[]) {
  return tiers.every((t, i) => {
    const prev = tiers[i - 1];
    if (t.hasta !== null && t.hasta <= t.desde) return false;
    return !prev || (prev.hasta !== null && t.desde >= prev.hasta);
  });
}

export const rentTermsImportSchema = z.object({ terms: z.array(rentTermsImportRowSchema).min(1).max(MAX_RENT_IMPORT_ROWS) });

/** A unit's value on a day, in the country's currency (Chile's UF, Peru's USD). */
export const unitValuesImportSchema = z.object({
  values: z
    .array(
      z
        .object({
          country_id: z.enum(COUNTRY_IDS),
          unidad: z.enum(VALUED_UNITS),
          fecha: day,
          valor: z.number().positive().max(9_999_999.9999),
        })
        .refine((v) => (RENT_UNITS[v.country_id] as readonly string[]).includes(v.unidad), {
          path: ['unidad'],
          message: RENT_MSG.unitNotOfCountry,
        }),
    )
    .min(1)
    .max(MAX_RENT_IMPORT_ROWS),
});

// ---- reads ----

const yearMonth = z
  .string()
  .max(7)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, RENT_MSG.badMonth);
export const rentContractParams = z.object({ contractId: z.string().min(1).max(40) });
export const rentMonthQuery = z.object({ mes: yearMonth.optional() });
export const rentCompanyQuery = z.object({ empresa: z.string().min(1).max(40).optional() });
export const rentBuildingParams = z.object({ buildingId: z.string().min(1).max(40) });
export const rentBuildingQuery = z.object({ mes: yearMonth });

const contractRef = z.object({
  id: z.string(),
  codigo: z.string(),
  empresa: z.string(),
  marca: z.string(),
  local: z.string(),
  centro: z.string(),
  pais: z.enum(COUNTRY_IDS),
});

export const rentContractsSchema = z.object({
  data: z.array(contractRef.extend({ conCondiciones: z.boolean() })),
});

const tierOut = z.object({
  desde: z.number(),
  hasta: z.number().nullable(),
  porcentaje: z.number(),
  ventas: z.number(),
  monto: z.number(),
});
const explanation = z.object({
  ventas: z.string(),
  minima: z.string(),
  porcentaje: z.string(),
  aPagar: z.string(),
  proximoTramo: z.string(),
});
export const rentFiguresSchema = z.object({
  ventas: z.number(),
  valorUnidad: z.number().nullable(),
  rentaMinima: z.number(),
  rentaMaxima: z.number().nullable(),
  tramos: z.array(tierOut),
  rentaPorcentaje: z.number(),
  aplica: z.enum(['minima', 'porcentaje', 'maxima']),
  rentaAPagar: z.number(),
  sobreMinimo: z.number(),
  proximoTramo: z.object({ desde: z.number(), porcentaje: z.number(), faltan: z.number() }).nullable(),
  explicacion: explanation,
});
export type RentFigures = z.output<typeof rentFiguresSchema>;

export const rentTermsOutSchema = z.object({
  vigenciaDesde: z.string(),
  vigenciaHasta: z.string().nullable(),
  rentaMinima: z.number(),
  unidad: z.enum(ALL_RENT_UNITS),
  baseVentas: z.enum(SALES_BASES),
  tipo: z.enum(BREAKPOINT_KINDS),
  tramos: z.array(z.object({ desde: z.number(), hasta: z.number().nullable(), porcentaje: z.number(), monto_fijo: z.number().nullable() })),
  porcentajeNatural: z.number().nullable(),
  rentaMaxima: z.number().nullable(),
  diaValorUnidad: z.number().nullable(),
});

/** A month of one contract: its figures, or why there are none (no terms, no unit value). */
export const rentMonthSchema = z.object({
  periodo: z.string(),
  ventas: z.number(),
  fuente: z.string(),
  figuras: rentFiguresSchema.nullable(),
  /** why there are no figures: 'Sin condiciones…', or the missing unit value */
  aviso: z.string().nullable(),
});

export const rentContractMonthSchema = z.object({
  contrato: contractRef,
  moneda: z.string(),
  periodo: z.string(),
  condiciones: rentTermsOutSchema.nullable(),
  aviso: z.string().nullable(),
  alDia: z.object({
    hasta: z.string(),
    diasDelMes: z.number(),
    diasDeclarados: z.number(),
    diasPendientes: z.array(z.string()),
    completo: z.boolean(),
    estado: z.string(),
    mes: rentMonthSchema,
  }),
  proyeccion: z.object({ supuesto: z.string(), mes: rentMonthSchema }).nullable(),
  historial: z.array(rentMonthSchema),
});
export type RentContractMonth = z.output<typeof rentContractMonthSchema>;

export const rentBuildingsSchema = z.object({
  data: z.array(z.object({ id: z.string(), nombre: z.string(), ciudad: z.string(), pais: z.enum(COUNTRY_IDS) })),
});

export const rentBuildingMonthSchema = z.object({
  centro: z.object({ id: z.string(), nombre: z.string(), pais: z.enum(COUNTRY_IDS) }),
  periodo: z.string(),
  filas: z.array(
    z.object({
      contrato: contractRef,
      moneda: z.string(),
      ventas: z.number(),
      rentaMinima: z.number().nullable(),
      rentaPorcentaje: z.number().nullable(),
      rentaAPagar: z.number().nullable(),
      aplica: z.enum(['minima', 'porcentaje', 'maxima']).nullable(),
      aviso: z.string().nullable(),
    }),
  ),
  totales: z.array(
    z.object({ moneda: z.string(), rentaMinima: z.number(), rentaPorcentaje: z.number(), rentaAPagar: z.number(), contratos: z.number() }),
  ),
  sinCondiciones: z.number(),
});
export type RentBuildingMonth = z.output<typeof rentBuildingMonthSchema>;
