import { z } from 'zod';
import { countryIdSchema } from '../countries/countries.schema';
import { isValidIsoDate } from './calendar';
import { COMMENT_MAX, DAY_STATUSES, SERIES_MAX, computeDailyTotals, justificationRange } from './daily.rules';
import { SALES_MSG } from './messages';
import { idSchema } from '../common/ids';
import { humanText } from '../common/text';
import { spaceGeneralDataSchema } from './daily.spaces.schema';

/**
 * Request and response schemas of the daily-sales API, shared by the server
 * routes and the web forms. Field names are the spec's.
 */

export * from './daily.spaces.schema';

export const isoDateSchema = z
  .string()
  .max(10, { message: SALES_MSG.invalidDate })
  .refine(isValidIsoDate, { message: SALES_MSG.invalidDate });
export const yearMonthSchema = z
  .string()
  .max(7, { message: SALES_MSG.invalidDate })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: SALES_MSG.invalidDate });

/** Country id in any case ('chl' or 'CHL'), as CountryId (with its Spanish refusal). */
export { countryIdSchema };

const amount = z.number({ message: SALES_MSG.required });
const tickets = z.number({ message: SALES_MSG.required }).int({ message: SALES_MSG.integer });

export const justificationSchema = z.object({ id: z.number().int(), nombre: z.string(), periodo: z.boolean() });
export const justificationsResponseSchema = z.object({ data: z.array(justificationSchema) });

export const detallesSchema = z.object({
  total_tickets_boletas: tickets.optional(),
  total_tickets_facturas: tickets.optional(),
  total_tickets_exentas: tickets.optional(),
  total_monto_exentas: amount.optional(),
  total_monto_efectivo_boletas: amount.optional(),
  total_monto_tarjeta_boletas: amount.optional(),
  total_monto_efectivo_facturas: amount.optional(),
  total_monto_tarjeta_facturas: amount.optional(),
  total_monto_nota_credito: amount.optional(),
  total_monto_sin_igv: amount.optional(),
  serie_boletas: z.string().max(SERIES_MAX, { message: SALES_MSG.max5 }).nullish(),
  serie_facturas: z.string().max(SERIES_MAX, { message: SALES_MSG.max5 }).nullish(),
  total_monto_efectivo: amount.optional(),
  total_ventas: amount.optional(),
  total_notas_credito: amount.optional(),
});
export type Detalles = z.infer<typeof detallesSchema>;

const commentSchema = z.string().max(COMMENT_MAX, { message: SALES_MSG.max255 }).nullish();

/**
 * The report payload: POST /report/daily_sales/{countryId}/{userEmail}.
 * monto_total_bruto / monto_total_neto may be sent but the server recomputes them from detalles
 * (and total_tickets for Chile). Per-country amount rules run in superRefine (same on the web).
 */
export const dailyReportRequestSchema = z
  .object({
    country_id: countryIdSchema,
    space_int_code: z.string().min(1, { message: SALES_MSG.required }).max(100),
    contract_int_code: z.string().min(1).max(100).optional(),
    fecha_registro: isoDateSchema,
    monto_total_bruto: z.number().optional(),
    monto_total_neto: z.number().optional(),
    total_tickets: tickets.optional(),
    comentarios: commentSchema,
    detalles: detallesSchema.default({}),
    file_paths: z.array(z.string().max(500)).max(20).optional(),
    tipo_registro: z.string().max(20).default('diaria'),
    metodo_ingreso: z.enum(['form', 'masiva']).default('form'),
    /** must be empty: a justification goes through PATCH /daily/justifications */
    justification_id: idSchema.nullish(),
  })
  .superRefine((v, ctx) => {
    const r = computeDailyTotals(v.country_id, v.detalles, v.total_tickets);
    if (!r.ok) {
      for (const i of r.issues) {
        const path = i.field === 'total_tickets' || i.field === 'monto_total_bruto' ? [i.field] : ['detalles', i.field];
        ctx.addIssue({ code: 'custom', message: i.message, path });
      }
    }
  });
export type DailyReportRequest = z.input<typeof dailyReportRequestSchema>;

/** PATCH /daily/justifications?start_date&end_date (yyyy-MM-dd). */
export const justificationQuerySchema = z.object({
  start_date: isoDateSchema.optional(),
  end_date: isoDateSchema.optional(),
});
export const justificationRequestSchema = z.object({
  justification_code: z.number({ message: SALES_MSG.justificationRequired }).int({ message: SALES_MSG.justificationRequired }),
  fecha_registro: isoDateSchema,
  space_int_code: z.string().min(1, { message: SALES_MSG.required }).max(100),
  contract_int_code: z.string().min(1).max(100).optional(),
  email: z.string().max(254).optional(),
  tipo_registro: z.string().max(20).default('diaria'),
  metodo_ingreso: z.enum(['form', 'masiva']).default('form'),
  country_id: countryIdSchema,
  comentarios: commentSchema,
});
export type JustificationRequest = z.input<typeof justificationRequestSchema>;

/**
 * The justification form for the web: selected reason, optional range,
 * comment checkbox, confirmation. `periodo` and `saleDate` come from context.
 */
export const justificationFormSchema = (ctx: { saleDate: string; periodoOf: (id: number) => boolean }) =>
  z
    .object({
      justificacionId: z.number({ message: SALES_MSG.justificationRequired }).int().nullable(),
      desde: z.string().nullable().optional(),
      hasta: z.string().nullable().optional(),
      addComment: z.boolean().default(false),
      comentario: z.string().max(COMMENT_MAX, { message: SALES_MSG.max255 }).optional(),
      confirm: z.boolean(),
    })
    .superRefine((v, c) => {
      if (v.justificacionId === null) {
        c.addIssue({ code: 'custom', message: SALES_MSG.justificationRequired, path: ['justificacionId'] });
        return;
      }
      if (v.addComment && !v.comentario?.trim()) c.addIssue({ code: 'custom', message: SALES_MSG.commentRequired, path: ['comentario'] });
      if (!v.confirm) c.addIssue({ code: 'custom', message: SALES_MSG.confirmRequired, path: ['confirm'] });
      const periodo = ctx.periodoOf(v.justificacionId);
      const r = justificationRange(ctx.saleDate, periodo, periodo ? v.desde : undefined, periodo ? v.hasta : undefined);
      if (!r.ok) c.addIssue({ code: 'custom', message: r.message, path: [v.hasta ? 'hasta' : 'desde'] });
    });

/** One day of GET /daily/space/{spaceId}/period (the daily row plus the report-form record). */
export const dailyRowSchema = z.object({
  id: z.string().nullable(),
  fecha_registro: z.string(),
  /** dd/MM/yyyy */
  fecha: z.string(),
  /** 0 = Sunday */
  weekday: z.number().int(),
  tipo: z.enum(DAY_STATUSES as [string, ...string[]]),
  cargable: z.boolean(),
  editable: z.boolean(),
  /** why the day cannot be declared or edited (tooltip), when it cannot */
  motivo_bloqueo: z.string().nullable(),
  total: z.number().nullable(),
  monto_total_bruto: z.number().nullable(),
  monto_total_neto: z.number().nullable(),
  montoNotasDeCredito: z.number().nullable(),
  total_tickets: z.number().nullable(),
  boletasTickets: z.number().nullable(),
  facturasTickets: z.number().nullable(),
  comentarios: z.string().nullable(),
  detalles: z.record(z.string(), z.unknown()).nullable(),
  justificacion: z.number().nullable(),
  justification_id: z.number().nullable(),
  justificacion_nombre: z.string().nullable(),
  justification_comment: z.string().nullable(),
  auditada: z.boolean(),
  dias_atraso: z.number().nullable(),
  metodo_ingreso: z.string().nullable(),
  CreatedAt: z.string().nullable(),
  contract_space_id: z.string(),
});
export type DailyRow = z.infer<typeof dailyRowSchema>;

export const periodQuerySchema = z.object({
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  company_id: z.string().max(100).optional(),
});

export const periodResponseSchema = z.object({
  data: z.object({
    /** with the brand logo's signed download link (expires), null without a logo */
    generalData: spaceGeneralDataSchema.extend({ logo_url: z.string().nullable() }),
    /** business today in the country's time zone (02:00 shift applied) */
    hoy: z.string(),
    dia_corte: z.number().int(),
    periodo_cerrado: z.boolean(),
    /** the blocking modal must open (viewed month = current, before the cut-off, pending last month) */
    bloqueo_mes_anterior: z.boolean(),
    /** the user may declare/justify here (tenant page); false on the finance page */
    puede_declarar: z.boolean(),
    pendientes_mes_anterior: z.array(z.string()),
    totales: z.object({ total_tickets: z.number(), monto_total_bruto: z.number(), monto_total_neto: z.number() }),
    data: z.array(dailyRowSchema),
  }),
});

export const reportResponseSchema = z.object({
  message: z.string(),
  created: z.boolean(),
  data: dailyRowSchema,
});

export const justificationResponseSchema = z.object({
  message: z.string(),
  data: z.object({ fechas: z.array(z.string()), sobrescritas: z.number().int(), creadas: z.number().int() }),
});

/** Why days are audited or un-audited: required, recorded in the audit log. */
export const AUDIT_REASON_MAX = 500;
export const auditReasonSchema = humanText({ multiline: true, error: SALES_MSG.auditReasonRequired })
  .min(1, { message: SALES_MSG.auditReasonRequired })
  .max(AUDIT_REASON_MAX, { message: SALES_MSG.auditReasonTooLong(AUDIT_REASON_MAX) });
export const auditRequestSchema = z.object({
  space_int_code: z.string().min(1).max(100),
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  auditada: z.boolean().default(true),
  motivo: auditReasonSchema,
});
/** Audit every day of a space's month at once: refused while the month has a pending day. */
export const auditMonthRequestSchema = z.object({
  space_int_code: z.string().min(1).max(100),
  mes: yearMonthSchema,
  motivo: auditReasonSchema,
});
export const auditResponseSchema = z.object({ message: z.string(), data: z.object({ fechas: z.array(z.string()) }) });

/** POST /bulk/{tipoRegistro}/{taxId}: one row. Types are checked row by row by the server. */
export const bulkRowSchema = z
  .object({
    contract_space_id: z.unknown(),
    espacio: z.unknown().optional(),
    pais: z.unknown().optional(),
    tax_id: z.unknown().optional(),
    fecha_registro: z.unknown(),
    tipo_registro: z.unknown().optional(),
    email_registro: z.unknown().optional(),
    metodo_ingreso: z.unknown().optional(),
    detalles: z.object({ total_ventas: z.unknown(), total_notas_credito: z.unknown().optional() }).partial().optional(),
    total_tickets: z.unknown(),
    monto_total_bruto: z.unknown().optional(),
  })
  .passthrough();
export const bulkRequestSchema = z.array(bulkRowSchema).min(1, { message: SALES_MSG.bulkEmpty }).max(50_000);
export const bulkResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    filas: z.number().int(),
    creadas: z.number().int(),
    actualizadas: z.number().int(),
    /** the load's receipt: the load's id, the verification code and the download's API path */
    comprobante: z.object({ id: z.string(), codigo: z.string(), url: z.string() }).optional(),
  }),
});
