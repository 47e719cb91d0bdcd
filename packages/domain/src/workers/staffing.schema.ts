import { z } from 'zod';
import { COMPLIANCE_MSG as C, STAFFING_MSG as S } from './workers.messages';
import {
  COMPLIANCE_KINDS,
  DATE_PATTERN,
  STAFFING_MAX_WORKERS,
  STAFFING_TYPE_VALUES,
  WORKER_LIMITS,
  compliancePeriodProblem,
} from './workers.rules';

/**
 * Schemas of the staffing ('Dotaciones recibidas') and F30/F31 calls under /api/fo/workers. The spec shows no call for these screens (they were
 * sample data); these are ours, beside the worker registry's service base.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Staffing statuses: received (not yet confirmed), active, finished. */
export const STAFFING_STATUSES = [
  { value: 'recibida', label: 'Recibida' },
  { value: 'activa', label: 'Activa' },
  { value: 'finalizada', label: 'Finalizada' },
] as const;
export type StaffingStatus = (typeof STAFFING_STATUSES)[number]['value'];

/** GET /fo/workers/staffing: client (COUNTRY-taxId), number search, type, page (1-based), size. */
export const staffingListQuerySchema = z.object({
  client: z.string().max(40).optional(),
  number: z.string().trim().max(20).optional(),
  type: z.enum(STAFFING_TYPE_VALUES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(WORKER_LIMITS.pageSize),
});
export type StaffingListQuery = z.infer<typeof staffingListQuerySchema>;

export const staffingIdParams = z.object({
  id: z.coerce
    .number({ error: S.notFound })
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

/** A staffing assignment as listed. */
export const staffingSchema = z.object({
  id: z.number(),
  number: z.string(),
  type: z.string(),
  type_label: z.string(),
  building_id: z.string().nullable(),
  building_name: z.string().nullable(),
  description: z.string(),
  headcount: z.number(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  status: z.string(),
  status_label: z.string(),
  workers_count: z.number(),
});
export type Staffing = z.infer<typeof staffingSchema>;
export const staffingPageSchema = z.object({ content: z.array(staffingSchema), total_elements: z.number() });
export type StaffingPage = z.infer<typeof staffingPageSchema>;

/** One assignment with its workers (the details modal). */
export const staffingDetailSchema = staffingSchema.extend({
  workers: z.array(
    z.object({
      uuid: z.string(),
      full_name: z.string(),
      document_number: z.string(),
      badge: z.enum(['Completa', 'Faltante']),
    }),
  ),
});
export type StaffingDetail = z.infer<typeof staffingDetailSchema>;
/** GET /fo/workers/staffing/{id}. */
export const staffingDetailResponseSchema = z.object({ data: staffingDetailSchema });
/** POST /fo/workers/staffing/{id}/confirm: 'Confirmar recepción' answers the assignment. */
export const staffingConfirmResponseSchema = z.object({ message: z.string(), data: staffingSchema });

/**
 * PUT /fo/workers/staffing/{id}/workers: the assignment's workers (uuids of the client's workers),
 * replacing the ones it has; an empty list leaves it without workers. The headcount and skills are
 * checked against the assignment by the server (staffingWorkersProblem).
 */
export const staffingWorkersSchema = z.object({
  workers: z
    .array(z.string({ error: S.workerUnknown }).max(36, S.workerUnknown).regex(UUID, S.workerUnknown), { error: S.workerUnknown })
    .max(STAFFING_MAX_WORKERS, S.listTooLong(STAFFING_MAX_WORKERS))
    .refine((ws) => new Set(ws.map((w) => w.toLowerCase())).size === ws.length, S.workerRepeated),
});
export type StaffingWorkersInput = z.infer<typeof staffingWorkersSchema>;
/** The answer of PUT /fo/workers/staffing/{id}/workers: the assignment's details. */
export const staffingWorkersResponseSchema = z.object({ message: z.string(), data: staffingDetailSchema });

// ---------------------------------------------------------------- F30 / F31

export const COMPLIANCE_KIND_VALUES = COMPLIANCE_KINDS.map((k) => k.value) as ['F30', 'F31'];

/**
 * POST /fo/workers/f30: an F30 or F31 of the client for a period, its
 * file uploaded first to /fo/files?kind=work-document. The declaration must be ticked.
 */
export const complianceUploadSchema = z
  .object({
    client: z.string().max(40).optional(),
    kind: z.enum(COMPLIANCE_KIND_VALUES),
    start_date: z.string({ error: C.startRequired }).max(10, C.startRequired).regex(DATE_PATTERN, C.startRequired),
    end_date: z.string({ error: C.endRequired }).max(10, C.endRequired).regex(DATE_PATTERN, C.endRequired),
    file_id: z.string({ error: C.fileRequired }).max(36, C.fileRequired).regex(UUID, C.fileRequired),
    declaration: z.literal(true, { error: C.declaration }),
  })
  .superRefine((v, ctx) => {
    const problem = compliancePeriodProblem(v.start_date, v.end_date);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [problem === C.startRequired ? 'start_date' : 'end_date'] });
  });
export type ComplianceUploadInput = z.input<typeof complianceUploadSchema>;
/** The answer of POST /fo/workers/f30: the stored document's id. */
export const complianceUploadResponseSchema = z.object({ message: z.string(), data: z.object({ id: z.number() }) });

/** GET /fo/workers/f30: client, page and size of the history table. */
export const complianceQuerySchema = z.object({
  client: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(WORKER_LIMITS.pageSize),
});

export const complianceDocSchema = z.object({
  id: z.number(),
  kind: z.enum(COMPLIANCE_KIND_VALUES),
  start_date: z.string(),
  end_date: z.string(),
  state: z.enum(['Vigente', 'Por expirar', 'Vencido', 'No cargado']),
  filename: z.string(),
  url: z.string().nullable(),
  uploaded_by: z.string().nullable(),
  created_at: z.string(),
});
export type ComplianceDoc = z.infer<typeof complianceDocSchema>;

/** The two cards (state computed from the stored documents) and one page of the history. */
export const complianceOverviewSchema = z.object({
  cards: z.array(
    z.object({
      kind: z.enum(COMPLIANCE_KIND_VALUES),
      state: z.enum(['Vigente', 'Por expirar', 'Vencido', 'No cargado']),
      start_date: z.string().nullable(),
      end_date: z.string().nullable(),
    }),
  ),
  content: z.array(complianceDocSchema),
  total_elements: z.number(),
});
export type ComplianceOverview = z.infer<typeof complianceOverviewSchema>;
