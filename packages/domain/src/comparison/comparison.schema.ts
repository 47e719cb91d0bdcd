import { z } from 'zod';
import { COUNTRY_IDS } from '../countries/countries';
import { BRAND_CATEGORIES, brandCategorySchema } from './categories';
import { MIN_COMPARABLE_TENANTS } from './comparison.rules';

/** Texts of 'Comparativo' the API and the pages show. */
export const COMPARISON_MSG = {
  badMonth: 'Mes inválido (aaaa-mm)',
  notEnough: 'No hay suficientes locales comparables',
  notEnoughDetail: `Se compara solo con al menos ${MIN_COMPARABLE_TENANTS} locales de otras empresas del mismo rubro con ventas declaradas en el mes.`,
  noCategory: 'La marca no tiene rubro asignado',
  noSpaces: 'No tienes locales con permiso para ver el comparativo',
  staffUseAdmin: 'El personal interno consulta el comparativo en «Comparativo (administración)»',
  brandNotFound: 'Marca no encontrada',
  categorySaved: 'Rubro guardado',
  importRejected: 'La importación fue rechazada: revisa las filas indicadas',
  unknownBrand: 'La marca no existe en ese país',
  duplicateBrand: 'La marca está repetida en el lote',
} as const;

const month = z
  .string()
  .max(7)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, COMPARISON_MSG.badMonth);

/** GET /fo/comparisons/stores: the month, and optionally one of the caller's companies. */
export const comparisonQuerySchema = z.object({
  month,
  company_id: z.string().trim().min(1).max(40).optional(),
});
export type ComparisonQuery = z.infer<typeof comparisonQuerySchema>;

/** GET /fo/comparisons/distribution: the month (staff: their country). */
export const distributionQuerySchema = z.object({ month });

/** The metrics compared: sales per m², average ticket, growth on the month before and on the same month a year before. */
export const COMPARISON_METRICS = ['per_m2', 'avg_ticket', 'mom', 'yoy'] as const;
export type ComparisonMetric = (typeof COMPARISON_METRICS)[number];

const quartiles = z.object({ q1: z.number(), median: z.number(), q3: z.number() });
export type Quartiles = z.infer<typeof quartiles>;
const metrics = <T extends z.ZodType>(v: T) => z.object({ per_m2: v, avg_ticket: v, mom: v, yoy: v });

/**
 * A store's comparison group (same category in the same centre, or in the country): its
 * quartiles per metric when enough other companies are in it; otherwise `comparable` is false
 * and nothing of the group is answered (not its size either).
 */
const groupSchema = z.object({
  comparable: z.boolean(),
  message: z.string().nullable(),
  /** per metric: null when fewer than the threshold of other companies have a value for it */
  quartiles: metrics(quartiles.nullable()).nullable(),
});
export type ComparisonGroup = z.infer<typeof groupSchema>;

export const storeComparisonSchema = z.object({
  contract_id: z.string(),
  space_code: z.string(),
  brand_name: z.string(),
  building_name: z.string(),
  category: brandCategorySchema.nullable(),
  /** whether the store declared the month */
  declared: z.boolean(),
  /** the store's own figures (growth as a fraction: 0.1 = +10 %) */
  figures: metrics(z.number().nullable()),
  centre: groupSchema,
  country: groupSchema,
});
export type StoreComparison = z.infer<typeof storeComparisonSchema>;

export const comparisonResponseSchema = z.object({
  month: z.string(),
  currency: z.string(),
  stores: z.array(storeComparisonSchema),
});
export type ComparisonResponse = z.infer<typeof comparisonResponseSchema>;

const spread = z.object({ min: z.number(), q1: z.number(), median: z.number(), q3: z.number(), max: z.number() });
export type Spread = z.infer<typeof spread>;
const distributionRow = z.object({
  stores: z.number(),
  companies: z.number(),
  metrics: metrics(spread.nullable()),
});
export type DistributionRow = z.infer<typeof distributionRow>;

/** The staff's view: per category, the country's distribution and each centre's. */
export const distributionResponseSchema = z.object({
  month: z.string(),
  country_id: z.enum(COUNTRY_IDS),
  currency: z.string(),
  categories: z.array(
    z.object({
      category: z.enum(BRAND_CATEGORIES),
      country: distributionRow,
      centres: z.array(distributionRow.extend({ building_id: z.string(), building_name: z.string() })),
    }),
  ),
});
export type DistributionResponse = z.infer<typeof distributionResponseSchema>;

/** PUT /fo/comparisons/brands/{id}/category: a category, or null to clear it. */
export const brandCategoryBodySchema = z.object({ category: brandCategorySchema.nullable() });
export const brandCategoryResponseSchema = z.object({
  message: z.string(),
  id: z.string(),
  category: brandCategorySchema.nullable(),
});

/** Rows of one import batch of brands' categories. */
export const MAX_CATEGORY_IMPORT_ROWS = 5000;

/** The operator's ERP sets brands' categories in batches (API key of scope brands:import); null clears one. */
export const brandCategoriesImportSchema = z.object({
  brands: z
    .array(
      z.object({
        country_id: z.enum(COUNTRY_IDS),
        brand_id: z.string().trim().min(1).max(40),
        category: brandCategorySchema.nullable(),
      }),
    )
    .min(1)
    .max(MAX_CATEGORY_IMPORT_ROWS),
});
