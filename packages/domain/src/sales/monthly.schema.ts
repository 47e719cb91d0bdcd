import { z } from 'zod';
import { MSG } from '../common/messages';
import type { CountryId } from '../countries/countries';
import { countryIdSchema } from '../countries/countries.schema';
import { FILES_MSG, MAX_FILES_PER_UPLOAD } from '../files/files.rules';
import { MONTHLY_MSG } from './monthly.messages';
import { computeMonthlyTotals } from './monthly.rules';

/**
 * Request and response schemas of the monthly-sales API and the web form, shared
 * by the server routes and the 'Registro de venta mensual' dialog. Every refusal of a request
 * schema carries its Spanish message here, so none depends on zod's locale (monthly.schema.test).
 */

const num = z.number({ error: MONTHLY_MSG.fieldRequired });
const text = (max: number, message: string) => z.string({ error: MONTHLY_MSG.fieldRequired }).max(max, { error: message });
const required = z
  .string({ error: MONTHLY_MSG.fieldRequired })
  .min(1, { error: MONTHLY_MSG.fieldRequired })
  .max(100, { error: MSG.validation });
/** a file token (the file's id) */
export const fileIdSchema = z.uuid({ error: FILES_MSG.invalidId });

export const monthlyDetallesSchema = z.object(
  {
    total_monto_efectivo_boletas: num.nullish(),
    total_monto_tarjeta_boletas: num.nullish(),
    total_monto_nota_credito: num.nullish(),
    serie_boletas: text(5, MONTHLY_MSG.max5).nullish(),
    serie_facturas: text(5, MONTHLY_MSG.max5).nullish(),
  },
  { error: MSG.validation },
);

/** The monthly payload: POST /report/monthly_sales/{country}/{email}. */
export const monthlyReportRequestSchema = z.object(
  {
    id: z.uuid({ error: MSG.validation }).nullish(),
    space_int_code: required,
    contract_int_code: required,
    country_id: countryIdSchema,
    /** a date of the declared month (yyyy-MM-dd) or the month (yyyy-MM); it must be the previous month */
    fecha_registro: z
      .string({ error: MONTHLY_MSG.saleDateInvalidApi })
      .max(10, { error: MONTHLY_MSG.saleDateInvalidApi })
      .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, { error: MONTHLY_MSG.saleDateInvalidApi }),
    email_registro: z.string({ error: MSG.emailInvalid }).max(254, { error: MSG.emailInvalid }).optional(),
    comentarios: text(255, MONTHLY_MSG.max255).nullish(),
    monto_total_neto: num.nullish(),
    /** sent by Chile and Argentina; recomputed by the server from cash + card */
    monto_total_bruto: num.nullish(),
    total_tickets: num,
    detalles: monthlyDetallesSchema.nullish(),
    /** evidence tokens (file ids) to link to the sale; the country's own limit is checked by the service */
    files: z
      .array(fileIdSchema, { error: MSG.validation })
      .max(MAX_FILES_PER_UPLOAD, { error: MONTHLY_MSG.tooManyFiles(MAX_FILES_PER_UPLOAD) })
      .optional(),
  },
  { error: MSG.validation },
);

/** Path of POST /report/monthly_sales/{country}/{email}. */
export const monthlyReportParamsSchema = z.object({
  country: countryIdSchema,
  email: z.string({ error: MSG.emailInvalid }).min(1, { error: MSG.emailInvalid }).max(254, { error: MSG.emailInvalid }),
});
export type MonthlyReportRequest = z.input<typeof monthlyReportRequestSchema>;

export const monthlySaleSchema = z.object({
  id: z.string(),
  periodo: z.string(),
  fecha_registro: z.string(),
  total_tickets: z.number(),
  monto_total_neto: z.number(),
  monto_total_bruto: z.number(),
  comentarios: z.string().nullable(),
  detalles: z.record(z.string(), z.unknown()),
  auditada: z.boolean(),
  email_registro: z.string().nullable(),
  files: z.array(
    z.object({
      token: z.string(),
      OriginalName: z.string(),
      Extension: z.string(),
      Size: z.number(),
      bucket: z.string(),
      path: z.string(),
    }),
  ),
});
export type MonthlySale = z.infer<typeof monthlySaleSchema>;

/** One row of 'Ventas Mensuales'. */
export const monthlyContractRowSchema = z.object({
  space_int_code: z.string(),
  contract_int_code: z.string(),
  contract_space_id: z.string(),
  contrato: z.string(),
  local: z.string(),
  numero_municipal: z.string().nullable(),
  marca: z.string(),
  edificio: z.string(),
  /** the brand logo's file id */
  logo: z.string().nullable(),
  /** the brand logo's signed download link (expires), null without a logo */
  logo_url: z.string().nullable(),
  sales: monthlySaleSchema.nullable(),
  serieBoletas: z.string().nullable(),
  serieFacturas: z.string().nullable(),
  montoNotasCredito: z.number().nullable(),
  hayVenta: z.boolean(),
  /** 'Editar', 'Declarar', 'Auditada' or none (past the cut-off) */
  accion: z.enum(['Editar', 'Declarar', 'Auditada']).nullable(),
});
export type MonthlyContractRow = z.infer<typeof monthlyContractRowSchema>;

export const monthlyListQuerySchema = z.object({
  company_id: z.string({ error: MSG.validation }).max(100, { error: MSG.validation }).optional(),
});

export const monthlyListResponseSchema = z.object({
  data: z.object({
    pais: z.string(),
    /** yyyy-MM: always the previous month */
    periodo: z.string(),
    /** the country's local date */
    hoy: z.string(),
    dia_corte: z.number().int(),
    /** today is within the cut-off day for the viewed month (the cut-off rules per country) */
    puede_declarar: z.boolean(),
    puede_crear: z.boolean(),
    contratos: z.array(monthlyContractRowSchema),
  }),
});

export const monthlyReportResponseSchema = z.object({
  message: z.string(),
  created: z.boolean(),
  data: monthlySaleSchema,
});

/** PATCH /delete/file/{saleId}: unlink one evidence file from a sale. */
export const unlinkFileRequestSchema = z.object(
  {
    file_key: fileIdSchema,
    user_email: z.string({ error: MSG.emailInvalid }).max(254, { error: MSG.emailInvalid }).optional(),
  },
  { error: MSG.validation },
);
export const unlinkFileParamsSchema = z.object({ saleId: z.uuid({ error: MSG.validation }) });
export const unlinkFileResponseSchema = z.object({ message: z.string(), data: monthlySaleSchema });

// ---- the web form -------------------------------------------------------------------------

const field = z.union([z.number(), z.nan(), z.null()], { error: MONTHLY_MSG.fieldRequired }).optional();
export const monthlyFormSchema = z.object(
  {
    cantidadTickets: field,
    totalEfectivo: field,
    totalTarjeta: field,
    ventaNeta: field,
    notasCredito: field,
    serieBoletas: text(5, MONTHLY_MSG.max5).optional(),
    serieFacturas: text(5, MONTHLY_MSG.max5).optional(),
    comentarios: text(255, MONTHLY_MSG.max255).optional(),
  },
  { error: MSG.validation },
);
export type MonthlyFormValues = z.infer<typeof monthlyFormSchema>;

const n = (v: number | null | undefined) => (v === null || v === undefined || Number.isNaN(v) ? undefined : v);

/** The payload's amounts from the form's fields, per country. */
export function monthlyAmountsFromForm(country: CountryId, v: MonthlyFormValues) {
  const tickets = n(v.cantidadTickets);
  if (country === 'CHL' || country === 'ARG') {
    const cash = tickets ? (n(v.totalEfectivo) ?? 0) : 0;
    const card = tickets ? (n(v.totalTarjeta) ?? 0) : 0;
    return {
      total_tickets: tickets,
      monto_total_bruto: cash + card,
      monto_total_neto: country === 'ARG' ? n(v.ventaNeta) : undefined,
      detalles: { total_monto_efectivo_boletas: cash, total_monto_tarjeta_boletas: card },
    };
  }
  if (country === 'PER') {
    const credit = n(v.notasCredito) ?? 0;
    return {
      total_tickets: tickets,
      monto_total_neto: n(v.ventaNeta),
      detalles: {
        total_monto_nota_credito: credit === 0 ? 0 : -Math.abs(credit),
        serie_boletas: v.serieBoletas ?? '',
        serie_facturas: v.serieFacturas ?? '',
      },
    };
  }
  return { total_tickets: tickets, monto_total_neto: n(v.ventaNeta), detalles: {} };
}

const FORM_FIELD: Record<string, keyof MonthlyFormValues> = {
  total_tickets: 'cantidadTickets',
  'detalles.total_monto_efectivo_boletas': 'totalEfectivo',
  'detalles.total_monto_tarjeta_boletas': 'totalTarjeta',
  monto_total_neto: 'ventaNeta',
  monto_total_bruto: 'ventaNeta',
  'detalles.total_monto_nota_credito': 'notasCredito',
  'detalles.serie_boletas': 'serieBoletas',
  'detalles.serie_facturas': 'serieFacturas',
};

/**
 * The form's zod schema for a country: the same rules as the server (computeMonthlyTotals),
 * with the messages on the form's fields. Evidence counts are checked by the dialog, which
 * holds the files.
 */
export const monthlyFormSchemaFor = (country: CountryId) =>
  monthlyFormSchema.superRefine((v, ctx) => {
    const a = monthlyAmountsFromForm(country, v);
    if (a.total_tickets === undefined) ctx.addIssue({ code: 'custom', path: ['cantidadTickets'], message: MONTHLY_MSG.required });
    if ((country === 'ARG' || country === 'PER' || country === 'COL') && a.monto_total_neto === undefined) {
      ctx.addIssue({ code: 'custom', path: ['ventaNeta'], message: MONTHLY_MSG.required });
    }
    if (a.total_tickets === undefined) return;
    const r = computeMonthlyTotals(country, { ...a, monto_total_neto: a.monto_total_neto ?? 0 });
    if (r.ok) return;
    for (const issue of r.issues)
      ctx.addIssue({ code: 'custom', path: [FORM_FIELD[issue.field] ?? 'cantidadTickets'], message: issue.message });
  });
