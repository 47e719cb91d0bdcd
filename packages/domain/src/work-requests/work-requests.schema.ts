import { z } from 'zod';
import { humanText } from '../common/text';
import { WORK_REQUEST_MSG as M } from './work-requests.messages';
import {
  APPROVER_ROLES,
  CLASE_VALUES,
  DOC_TYPES,
  STEP_STATUSES,
  WORK_REQUEST_LIMITS as L,
  WORK_REQUEST_STATUSES,
  WORK_REQUEST_TYPES,
  isDay,
  isNightTime,
  isTime,
  phoneProblem,
  shiftProblem,
  slotsFor,
  type WorkRequestTypeId,
} from './work-requests.rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = z.string().max(36).regex(UUID);
const textId = z.string().trim().min(1).max(64);
const day = (msg: string) => z.string({ error: msg }).max(10, msg).refine(isDay, msg);
const time = (msg: string) => z.string({ error: msg }).max(5, msg).refine(isTime, msg);

export const requestFileRefSchema = z.object({ doc_type: z.enum(DOC_TYPES), uuid });

/** The fields every save carries: the type and the store. */
const base = {
  type_id: z.enum(WORK_REQUEST_TYPES),
  country_id: z.string().max(3).optional(),
  tax_id: z.string().max(32).optional(),
  contract_id: textId,
  space_id: textId.optional(),
};

/**
 * A draft ('Guardar borrador'): any part of the form, each field within its limits; the rules of
 * a sent request apply when it is sent.
 */
export const workRequestDraftSchema = z.object({
  ...base,
  status: z.literal('draft'),
  clase: z.enum(CLASE_VALUES).nullish(),
  place: humanText({ multiline: true }).max(L.textMax).optional().default(''),
  description: humanText({ multiline: true }).max(L.textMax).optional().default(''),
  start_date: z.string().max(10).refine(isDay).nullish(),
  end_date: z.string().max(10).refine(isDay).nullish(),
  start_time: z.string().max(5).refine(isTime).nullish(),
  end_time: z.string().max(5).refine(isTime).nullish(),
  hours: z.string().max(5).optional(),
  contact_name: humanText().max(L.contactMax).optional().default(''),
  contact_phone: z.string().max(L.phoneMax).optional().default(''),
  files: z.array(requestFileRefSchema).max(100).optional().default([]),
  workers: z.array(uuid).max(L.workersMax).optional().default([]),
  accept_conditions: z.boolean().optional().default(false),
});

/** The details of the first step ('Detalles del trabajo'), with every rule that reads them. */
const detailsShape = {
  clase: z.enum(CLASE_VALUES, { error: M.clase }),
  place: humanText({ multiline: true, error: M.place }).trim().min(L.placeMin, M.place).max(L.textMax),
  description: humanText({ multiline: true, error: M.description }).trim().min(L.descriptionMin, M.description).max(L.textMax),
  start_date: day(M.startDate),
  end_date: day(M.endDate),
  start_time: time(M.nightTime),
  end_time: time(M.nightTime),
  contact_name: humanText({ error: M.contactName }).trim().min(L.contactMin, M.contactName).max(L.contactMax),
  contact_phone: z.string({ error: M.phoneLength }).max(L.phoneMax, M.phoneLength),
};
type Details = { type_id: WorkRequestTypeId } & { [K in keyof typeof detailsShape]: z.output<(typeof detailsShape)[K]> };

/**
 * The rules between the details: the end date, the day's shift (the night-shift message under each
 * time outside the night), the phone. They run even while other fields are still empty or invalid
 * (each reads only its own fields), so the wizard's first step says what is wrong as soon as a
 * field is left.
 */
function refineDetails(v: Details, ctx: z.RefinementCtx) {
  const text = (x: unknown) => (typeof x === 'string' ? x : '');
  const [startDate, endDate, start, end] = [text(v.start_date), text(v.end_date), text(v.start_time), text(v.end_time)];
  if (isDay(startDate) && isDay(endDate) && endDate < startDate)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.endBeforeStart });
  const night = v.type_id === 'corte_y_soldadura';
  for (const [key, t] of [
    ['start_time', start],
    ['end_time', end],
  ] as const)
    if (night && isTime(t) && !isNightTime(t)) ctx.addIssue({ code: 'custom', path: [key], message: M.nightTime });
  if (isTime(start) && isTime(end) && (!night || (isNightTime(start) && isNightTime(end)))) {
    const shift = shiftProblem(v.type_id, start, end);
    if (shift) ctx.addIssue({ code: 'custom', path: ['end_time'], message: M[shift] });
  }
  const phone = phoneProblem(text(v.contact_phone));
  if (phone) ctx.addIssue({ code: 'custom', path: ['contact_phone'], message: M[phone] });
}
/** the details' rules run on any object, whatever else failed */
const always = { when: (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null };

/** The wizard's first step, checked on its own when the user leaves it. */
export const workRequestDetailsSchema = z
  .object({ type_id: z.enum(WORK_REQUEST_TYPES), ...detailsShape })
  .superRefine(refineDetails, always);
export type WorkRequestDetails = z.input<typeof workRequestDetailsSchema>;

/** A request sent for approval ('Enviar solicitud'), with every rule of a sent request. */
export const workRequestSubmitSchema = z
  .object({
    ...base,
    status: z.literal('pending'),
    ...detailsShape,
    /** computed from the times; the server keeps its own computation */
    hours: z.string().max(5).optional(),
    files: z.array(requestFileRefSchema).max(100),
    workers: z.array(uuid, { error: M.workers }).min(1, M.workers).max(L.workersMax),
    accept_conditions: z.literal(true, { error: M.declaration }),
  })
  .superRefine(refineDetails, always)
  .superRefine((v, ctx) => {
    if (new Set(v.workers).size !== v.workers.length) ctx.addIssue({ code: 'custom', path: ['workers'], message: M.workers });
    const slots = slotsFor(v.type_id);
    const allowed = new Set<string>(slots.map((s) => s.doc_type));
    if (v.files.some((f) => !allowed.has(f.doc_type))) ctx.addIssue({ code: 'custom', path: ['files'], message: M.docTypeNotAllowed });
    for (const s of slots) {
      const n = v.files.filter((f) => f.doc_type === s.doc_type).length;
      if (n < L.filesPerSlotMin) ctx.addIssue({ code: 'custom', path: ['files', s.doc_type], message: M.slotMissing(s.label) });
      else if (n > L.filesPerSlotMax) ctx.addIssue({ code: 'custom', path: ['files', s.doc_type], message: M.slotTooMany });
    }
  });

export const workRequestInputSchema = z.discriminatedUnion('status', [workRequestDraftSchema, workRequestSubmitSchema]);
export type WorkRequestInput = z.output<typeof workRequestInputSchema>;
export type WorkRequestDraftInput = z.output<typeof workRequestDraftSchema>;
export type WorkRequestSubmitInput = z.output<typeof workRequestSubmitSchema>;

/** GET /: clients (country-taxId, comma-joined), number, type, status, date range, 1-based page, 5 per page. */
export const workRequestListQuerySchema = z.object({
  clients: z.string().max(500).optional(),
  number: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  type: z.enum(WORK_REQUEST_TYPES).optional(),
  status: z.enum(WORK_REQUEST_STATUSES).optional(),
  date_from: z.string().max(10).refine(isDay).optional(),
  date_to: z.string().max(10).refine(isDay).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(L.pageSize),
});
export type WorkRequestListQuery = z.output<typeof workRequestListQuerySchema>;

export const approvalSchema = z.object({
  role_id: z.enum(APPROVER_ROLES),
  role_name: z.string(),
  status: z.enum(STEP_STATUSES),
  approval_at: z.string().nullable(),
  comment: z.string().nullable(),
  by: z.string().nullable(),
});
export type Approval = z.output<typeof approvalSchema>;

/** A work request as read (with the form's fields for a draft's resume and the summary). */
export const workRequestSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  number: z.number(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  created_by_user: z.object({ first_name: z.string(), last_name: z.string() }),
  client_id: z.string(),
  country_id: z.string(),
  building_id: z.string(),
  building_name: z.string(),
  space_id: z.string(),
  space_num: z.string(),
  brand_name: z.string(),
  contract_id: z.string(),
  type_id: z.enum(WORK_REQUEST_TYPES),
  type_name: z.string(),
  status: z.enum(WORK_REQUEST_STATUSES),
  clase: z.string().nullable(),
  place: z.string(),
  description: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  hours: z.string().nullable(),
  contact_name: z.string(),
  contact_phone: z.string(),
  workers: z.array(z.object({ uuid: z.string(), names: z.string(), parental_surname: z.string(), document_number: z.string() })),
  files: z.array(z.object({ uuid: z.string(), doc_type: z.string(), filename: z.string() })),
  approvals: z.array(approvalSchema),
});
export type WorkRequest = z.output<typeof workRequestSchema>;

export const workRequestPageSchema = z.object({ content: z.array(workRequestSchema), total_elements: z.number() });
/** A write's answer: its message and the request as saved. */
export const workRequestSavedSchema = z.object({ message: z.string(), data: workRequestSchema });
/** GET /approvals: the approver's roles and the requests awaiting one of them. */
export const approvalQueueSchema = z.object({
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
  content: z.array(workRequestSchema),
});

/** GET /buildings: the caller's shopping centres and its stores in each. */
export const requestBuildingSchema = z.object({
  id: z.string(),
  name: z.string(),
  country_id: z.string(),
  spaces: z.array(
    z.object({
      space_id: z.string(),
      space_num: z.string(),
      brand_name: z.string(),
      contract_id: z.string(),
      client_tax_id: z.string(),
      client_id: z.string(),
    }),
  ),
});

/** GET /{id}/files: signed links. */
export const requestFileSchema = z.object({
  id: z.string(),
  filename: z.string(),
  url: z.string(),
  mimetype: z.string(),
  doc_type: z.string(),
  doc_type_name: z.string(),
});

export const requestTypeSchema = z.object({
  id: z.enum(WORK_REQUEST_TYPES),
  type_name: z.string(),
  worker_docs: z.array(z.object({ id: z.string() })),
  doc_slots: z.array(z.object({ key: z.string(), doc_type: z.string(), label: z.string() })),
  approver_roles: z.array(z.string()),
});

/** An approver's decision on its step: a comment (required to reject or refer), and for a referral the area it goes to. */
export const stepActionSchema = z.object({
  comment: humanText({ multiline: true }).trim().max(L.commentMax).optional().default(''),
  to_role: z.enum(APPROVER_ROLES).optional(),
});
export type StepActionInput = z.output<typeof stepActionSchema>;
