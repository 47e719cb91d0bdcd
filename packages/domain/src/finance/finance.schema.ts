import { z } from 'zod';
import { COUNTRY_IDS, type CountryId } from '../countries/countries';
import { AGREEMENT_STATUSES } from './aging';
import { FINANCE_MSG } from './messages';
import { humanText } from '../common/text';
import { countryIdSchema } from '../countries/countries.schema';

/** Debt statuses the operator's ERP sends (the filter chips of 'Deuda Total'). */
export const DEBT_STATUSES = ['Vencido', 'Por vencer', 'En cobranza', 'Abonado'] as const;
export type DebtStatus = (typeof DEBT_STATUSES)[number];

/** Invoice view types: 'pdf' downloads a file, 'url' opens a link. */
export const VIEW_TYPES = ['pdf', 'url'] as const;

/** Page sizes. */
export const INVOICES_PAGE_SIZE = 10;
export const EXPENSES_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 100;
/** Rows of one import batch. */
export const MAX_IMPORT_ROWS = 5000;
/** A PDF sent inline in an import (base64 text of at most ~3 MB of bytes). */
export const MAX_PDF_BASE64 = 4_000_000;

const country = z.enum(COUNTRY_IDS);
const money = z.number().min(-9_999_999_999.99).max(9_999_999_999.99);
const day = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha aaaa-mm-dd');
const yearMonth = z
  .string()
  .max(7)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, FINANCE_MSG.badPeriod);
const code = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_.]+$/, 'Solo letras, números, punto y guion bajo');
const text = (max: number) => humanText().min(1).max(max);
const taxId = z.string().trim().min(3).max(20);

/** `{country}-{taxId}` of a client in the spec's paths (e.g. CHL-76543210-3). */
export function parseClientKey(key: string): { country: CountryId; taxId: string } | undefined {
  const m = /^(CHL|PER|ARG|COL)-(.{3,20})$/i.exec(key);
  return m ? { country: m[1]!.toUpperCase() as CountryId, taxId: m[2]! } : undefined;
}
export const clientKey = (country: CountryId, taxId: string) => `${country}-${taxId}`;

export const clientKeyParams = z.object({ client: z.string().max(30) });
export const debtDocParams = z.object({ client: z.string().max(30), doc: z.string().max(60) });
/** the country in a path or query in either case ('chl' or 'CHL'), as integrators copy it */
export const companyParams = z.object({ country: countryIdSchema, taxId });

/** Refuses query parameters the call does not know (400 with a Spanish message). */
const strictQuery = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (iss) => (iss.code === 'unrecognized_keys' ? FINANCE_MSG.unknownFilter(iss.keys.join(', ')) : undefined),
  });

export const invoicesQuerySchema = strictQuery({
  society: z.string().max(20).optional(),
  month: z.union([yearMonth, z.literal('Todos')]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(INVOICES_PAGE_SIZE),
});
export const expensesQuerySchema = strictQuery({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(EXPENSES_PAGE_SIZE),
  company_tax_id: z.string().max(20).optional(),
  country: countryIdSchema.optional(),
});
export const noQuerySchema = strictQuery({});
export const debtXlsxQuerySchema = strictQuery({ estado: z.enum(DEBT_STATUSES).optional() });

// ---- answers ----
export const debtSummarySchema = z.object({
  deudaTotal: z.number(),
  deudaMenorA30Dias: z.number(),
  deudaEntre31Y60Dias: z.number(),
  deudaEntre61Y90Dias: z.number(),
  deudaEntre91Y180Dias: z.number(),
  deudaMayorA180Dias: z.number(),
  convenioTotal: z.number(),
  updatedAt: z.string().nullable(),
  cliente: z.object({ nombre: z.string(), taxId: z.string(), country, currency: z.string() }),
});
export type DebtSummary = z.infer<typeof debtSummarySchema>;

export const debtRowSchema = z.object({
  folio: z.string(),
  tipoDeDocumento: z.string(),
  sociedadFacturadora: z.string(),
  centroComercial: z.string(),
  fechaDeEmision: z.string(),
  fechaDeVencimiento: z.string(),
  totalFactura: z.number(),
  estadoDeuda: z.string(),
  linkFactura: z.string().nullable(),
  sociedad: z.string(),
  nroFactura: z.string(),
});
export type DebtRow = z.infer<typeof debtRowSchema>;
export const debtDetailsResponseSchema = z.object({ data: z.array(debtRowSchema) });

export const agreementRowSchema = z.object({
  sociedadFacturadora: z.string(),
  numeroDeCuota: z.number(),
  fechaDeVencimiento: z.string(),
  valorCuota: z.number(),
  estadoDeuda: z.enum(AGREEMENT_STATUSES),
});
export type AgreementRow = z.infer<typeof agreementRowSchema>;
export const agreementsResponseSchema = z.object({ data: z.array(agreementRowSchema) });

/** A client whose finance pages the caller may read. */
export const financeClientSchema = z.object({ id: z.string(), countryId: z.string(), taxId: z.string(), name: z.string() });
export const financeClientsResponseSchema = z.object({ data: z.array(financeClientSchema) });

export const invoiceSchema = z.object({
  id: z.number(),
  tipo_documento: z.string(),
  numero: z.string(),
  fecha_emision: z.string(),
  nombre_sociedad: z.string(),
  society_code: z.string(),
  monto_neto: z.number(),
  monto_impuesto: z.number(),
  monto_bruto: z.number(),
  url: z.string().nullable(),
  tipo_visualizacion: z.enum(VIEW_TYPES).nullable(),
  compensada: z.boolean(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicePageSchema = z.object({
  data: z.array(invoiceSchema),
  pagination: z.object({ currentPage: z.number(), size: z.number(), totalPages: z.number(), totalItems: z.number() }),
});
export const invoiceFiltersSchema = z.object({
  data: z.object({
    company_filters: z.array(z.object({ anio_mes: z.string() })),
    societies_filters: z.array(z.object({ society_code: z.string(), society_nombre: z.string() })),
  }),
});

export const expenseFileSchema = z.object({
  id: z.number(),
  descripcion: z.string(),
  year_month: z.string(),
  /** the stored file's bucket and path (object_key): POST /api/fo/files/signal/{country} signs its download link */
  bucket: z.string(),
  object_key: z.string(),
  nombre: z.string(),
  country_id: z.string(),
});
export type ExpenseFile = z.infer<typeof expenseFileSchema>;
export const expensePageSchema = z.object({
  data: z.array(expenseFileSchema),
  pagination: z.object({ currentPage: z.number(), limit: z.number(), totalItems: z.number(), totalPages: z.number() }),
});

/**
 * What an invoice's download cell shows: a download when there is a URL (or stored
 * PDF) and a view type; 'Próximamente' without a URL, or in Argentina and Colombia without a
 * view type; 'No disponible' otherwise.
 */
export function invoiceDownload(
  inv: Pick<Invoice, 'url' | 'tipo_visualizacion'>,
  countryId: CountryId,
): 'pdf' | 'url' | 'Próximamente' | 'No disponible' {
  if (!inv.url) return FINANCE_MSG.comingSoon;
  if (!inv.tipo_visualizacion) return countryId === 'ARG' || countryId === 'COL' ? FINANCE_MSG.comingSoon : FINANCE_MSG.notAvailable;
  return inv.tipo_visualizacion;
}
/** Argentina hides the society filter and the download column. */
export const invoicesShowSociety = (countryId: CountryId) => countryId !== 'ARG';

// ---- import API (internal systems) ----
const https = z
  .string()
  .max(2000)
  .refine((u) => u.startsWith('https://'), FINANCE_MSG.httpsOnly);
const pdfBase64 = z
  .string()
  .max(MAX_PDF_BASE64)
  .regex(/^[A-Za-z0-9+/=\s]+$/, FINANCE_MSG.notPdf);

export const debtImportRowSchema = z.object({
  country_id: country,
  tax_id: taxId,
  sociedad: code,
  sociedad_facturadora: text(120),
  nro_factura: code,
  folio: text(40),
  tipo_documento: text(60),
  centro_comercial: text(120),
  fecha_emision: day,
  fecha_vencimiento: day,
  total: money,
  estado: z.enum(DEBT_STATUSES),
});
export const agreementImportRowSchema = z.object({
  country_id: country,
  tax_id: taxId,
  sociedad: code,
  sociedad_facturadora: text(120),
  convenio: code,
  numero_cuota: z.number().int().min(1).max(999),
  fecha_vencimiento: day,
  valor_cuota: money,
});
export const debtImportSchema = z.object({
  documents: z.array(debtImportRowSchema).max(MAX_IMPORT_ROWS).default([]),
  agreements: z.array(agreementImportRowSchema).max(MAX_IMPORT_ROWS).default([]),
});
export const invoiceImportRowSchema = z.object({
  country_id: country,
  tax_id: taxId,
  society_code: code,
  society_nombre: text(120),
  numero: code,
  tipo_documento: text(60),
  fecha_emision: day,
  monto_neto: money,
  monto_impuesto: money,
  monto_bruto: money,
  tipo_visualizacion: z.enum(VIEW_TYPES).nullable().default(null),
  url: https.nullable().default(null),
  pdf_base64: pdfBase64.optional(),
  compensada: z.boolean().default(false),
});
export const invoiceImportSchema = z.object({ invoices: z.array(invoiceImportRowSchema).max(MAX_IMPORT_ROWS) });
export const expenseImportRowSchema = z.object({
  country_id: country,
  tax_id: taxId,
  year_month: yearMonth,
  nombre: humanText()
    .min(1)
    .max(120)
    .regex(/^[^/\\]+$/, 'El nombre no puede tener / ni \\'),
  descripcion: text(255),
  pdf_base64: pdfBase64,
});
export const expenseImportSchema = z.object({ files: z.array(expenseImportRowSchema).max(MAX_IMPORT_ROWS) });

export const importResultSchema = z.object({
  run_id: z.number(),
  received: z.number(),
  inserted: z.number(),
  updated: z.number(),
  unchanged: z.number(),
});
