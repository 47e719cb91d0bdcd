import { z } from 'zod';
import { isValidIsoDate } from './calendar';
import { daysIn, REPORT_MAX_DAYS } from './report.rules';

/** Texts of 'Informe de ventas' the API answers with. */
export const REPORT_MSG = {
  badDate: 'Fecha inválida (aaaa-mm-dd)',
  badRange: 'La fecha de inicio debe ser anterior o igual a la fecha de término',
  tooLong: `El período no puede superar ${REPORT_MAX_DAYS} días`,
  compareBoth: 'Indica el inicio y el término del período de comparación',
  noSpaces: 'No tienes locales con permiso para ver el informe de ventas',
  noService: 'Tu empresa no tiene contratado el servicio de reportes',
  servicesSaved: 'Servicios de reportes guardados',
  companyNotFound: 'Empresa no encontrada',
  staffUseAdmin: 'El personal interno consulta el informe en «Informe de ventas (administración)»',
  buildingNotFound: 'Centro comercial no encontrado',
  jobNotFound: 'Reporte no encontrado',
  jobNotReady: 'El reporte aún no está listo',
  jobsBusy: 'Ya tienes reportes en preparación; espera a que terminen',
  jobReadyTitle: 'Tu reporte de ventas está listo',
  jobReadyBody: (from: string, to: string) => `<p>El informe de ventas del ${from} al ${to} está listo para descargar.</p>`,
  jobFailedTitle: 'No se pudo generar tu reporte de ventas',
  jobFailed: 'No se pudo preparar este reporte. Vuelve a generarlo.',
  noTickets: 'Sin tickets declarados en el período: no se calcula el ticket promedio',
} as const;

export const REPORT_GROUPS = ['space', 'brand', 'building'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
export const REPORT_MEASURES = ['bruto', 'neto'] as const;
export type ReportMeasure = (typeof REPORT_MEASURES)[number];
/** The on-demand report's file formats. */
export const REPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const day = z
  .string()
  .max(10)
  .refine((d) => isValidIsoDate(d), REPORT_MSG.badDate);
const id = z.string().trim().min(1).max(40);

const periodChecks = <T extends { from?: string; to?: string; compare_from?: string; compare_to?: string }>(q: T, ctx: z.RefinementCtx) => {
  const pairs: [string | undefined, string | undefined, string][] = [
    [q.from, q.to, 'to'],
    [q.compare_from, q.compare_to, 'compare_to'],
  ];
  for (const [a, b, path] of pairs) {
    if (!a || !b || !isValidIsoDate(a) || !isValidIsoDate(b)) continue;
    if (a > b) ctx.addIssue({ code: 'custom', message: REPORT_MSG.badRange, path: [path] });
    else if (daysIn({ from: a, to: b }) > REPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', message: REPORT_MSG.tooLong, path: [path] });
  }
  if (!!q.compare_from !== !!q.compare_to) ctx.addIssue({ code: 'custom', message: REPORT_MSG.compareBoth, path: ['compare_from'] });
  if (!!q.from !== !!q.to) ctx.addIssue({ code: 'custom', message: REPORT_MSG.badRange, path: ['from'] });
};

/** GET /fo/sales/informe: the period (default: month to date), an optional second period, grouping and measure. */
export const reportQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    compare_from: day.optional(),
    compare_to: day.optional(),
    group: z.enum(REPORT_GROUPS).default('space'),
    measure: z.enum(REPORT_MEASURES).default('bruto'),
    /** one of the caller's companies; all of them with read:Sales when absent */
    company_id: id.optional(),
  })
  .superRefine(periodChecks);
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const period = z.object({ from: z.string(), to: z.string() });
const num = z.number();
const maybe = z.number().nullable();

export const reportGroupRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  detail: z.string(),
  total: num,
  compare_total: maybe,
  variation: maybe,
  area_m2: maybe,
  per_m2: maybe,
  tickets: num,
  avg_ticket: maybe,
  declared: num,
  justified: num,
  pending: num,
});
export type ReportGroupRow = z.infer<typeof reportGroupRowSchema>;

export const reportResponseSchema = z.object({
  country_id: z.string(),
  currency: z.string(),
  as_of: z.string(),
  measure: z.enum(REPORT_MEASURES),
  group: z.enum(REPORT_GROUPS),
  period,
  compare: period.nullable(),
  spaces: num,
  kpis: z.object({
    total: num,
    compare_total: maybe,
    variation: maybe,
    mtd: z.object({ period, total: num, last_year: period, last_year_total: num, variation: maybe }),
    ytd: z.object({ period, total: num, last_year: period, last_year_total: num, variation: maybe }),
    mat: z.object({ period, total: num }),
    per_m2: z.object({ value: maybe, without_area: num }),
    avg_ticket: z.object({ value: maybe, tickets: num, note: z.string().nullable() }),
    days: z.object({ declared: num, justified: num, pending: num }),
  }),
  daily: z.array(z.object({ fecha: z.string(), total: num, compare_total: maybe })),
  monthly: z.array(z.object({ month: z.string(), total: num, last_year: num })),
  groups: z.array(reportGroupRowSchema),
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;

/** GET /fo/sales/informe/admin: a building's spaces ranked (staff with read:Sales of its country). */
export const adminReportQuerySchema = z
  .object({ building_id: id, from: day.optional(), to: day.optional(), measure: z.enum(REPORT_MEASURES).default('bruto') })
  .superRefine(periodChecks);
export type AdminReportQuery = z.infer<typeof adminReportQuerySchema>;

export const adminReportRowSchema = z.object({
  rank: num,
  space_id: z.string(),
  space_code: z.string(),
  brand_name: z.string(),
  client_name: z.string(),
  area_m2: maybe,
  total: num,
  share: maybe,
  per_m2: maybe,
  avg_ticket: maybe,
  declared: num,
  punctual: num,
  late: num,
  pending: num,
  punctuality: maybe,
});
export type AdminReportRow = z.infer<typeof adminReportRowSchema>;
export const adminReportResponseSchema = z.object({
  building: z.object({ id: z.string(), name: z.string(), country_id: z.string() }),
  currency: z.string(),
  as_of: z.string(),
  measure: z.enum(REPORT_MEASURES),
  period,
  total: num,
  per_m2: z.object({ value: maybe, without_area: num }),
  rows: z.array(adminReportRowSchema),
});
export type AdminReportResponse = z.infer<typeof adminReportResponseSchema>;
export const adminBuildingsResponseSchema = z.object({ data: z.array(z.object({ id: z.string(), name: z.string(), city: z.string() })) });

/** POST /fo/sales/informe/jobs: the on-demand report ('onDemand') of a chosen period. */
export const reportJobRequestSchema = z
  .object({
    from: day,
    to: day,
    group: z.enum(REPORT_GROUPS).default('space'),
    measure: z.enum(REPORT_MEASURES).default('bruto'),
    format: z.enum(REPORT_FORMATS, { message: 'Formato no válido: usa xlsx o pdf' }).default('xlsx'),
    company_id: id.optional(),
  })
  .superRefine(periodChecks);
export type ReportJobRequest = z.infer<typeof reportJobRequestSchema>;
export const REPORT_JOB_STATUSES = ['pendiente', 'procesando', 'listo', 'error'] as const;
export const reportJobSchema = z.object({
  id: z.string(),
  status: z.enum(REPORT_JOB_STATUSES),
  progress: num,
  from: z.string(),
  to: z.string(),
  group: z.enum(REPORT_GROUPS),
  measure: z.enum(REPORT_MEASURES),
  format: z.enum(REPORT_FORMATS),
  file_name: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ReportJob = z.infer<typeof reportJobSchema>;
export const reportJobsResponseSchema = z.object({ data: z.array(reportJobSchema) });
export const reportJobParamsSchema = z.object({ id: z.uuid() });
/** Jobs in preparation a user may have at once. */
export const MAX_OPEN_REPORT_JOBS = 3;

/** GET /fo/powerbi/reportes/empresas/{id}: the on-demand report services of one of the caller's companies. */
export const reportServicesSchema = z.object({ empresaId: z.string(), servicios: z.array(z.string()) });

/** The on-demand report services a company may be given ('Servicios de reportes' of the staff console). */
export const REPORT_SERVICES = [{ value: 'informe-de-ventas', label: 'Informe de ventas' }] as const;
type ReportServiceId = (typeof REPORT_SERVICES)[number]['value'];
const REPORT_SERVICE_VALUES = REPORT_SERVICES.map((s) => s.value) as [ReportServiceId, ...ReportServiceId[]];
/** PUT /fo/powerbi/reportes/empresas/{id}: the company's services, replacing the ones it has (an empty list takes them all away). */
export const reportServicesBodySchema = z.object({
  servicios: z.array(z.enum(REPORT_SERVICE_VALUES)).max(REPORT_SERVICE_VALUES.length),
});
/** Its answer: the message and the services saved. */
export const reportServicesSavedSchema = z.object({ message: z.string(), data: reportServicesSchema });
