import { z } from 'zod';
import { COUNTRY_IDS } from '../countries/countries';
import { WORKER_MSG as M } from './workers.messages';
import {
  ADDRESS_PATTERN,
  DATE_PATTERN,
  GENDER_VALUES,
  LETTERS_PATTERN,
  MUTUAL_VALUES,
  STAFFING_TYPE_VALUES,
  WORKER_DOC_VALUES,
  WORKER_LIMITS as L,
  birthDateProblem,
  normalizeRut,
  rutCheckDigitOk,
} from './workers.rules';
import { WORKER_CLASS_VALUES } from './worker-classes';

/** Schemas of /api/fo/workers and /api/fo/countries ('Nation', 'Division tree'). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A RUT as typed (format, then check digit), normalised to 12345678-9. */
export const rutSchema = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .max(20, M.rutFormat)
  .refine((s) => !!normalizeRut(s), M.rutFormat)
  .refine((s) => rutCheckDigitOk(s), M.rutCheckDigit)
  .transform((s) => normalizeRut(s)!);

const letters = (min: number, max: number, lengthMessage: string) =>
  z
    .string({ error: M.required })
    .trim()
    .min(1, M.required)
    .min(min, lengthMessage)
    .max(max, lengthMessage)
    .regex(LETTERS_PATTERN, M.lettersOnly);

export const namesSchema = letters(L.namesMin, L.namesMax, M.namesLength);
export const surnameSchema = letters(L.surnameMin, L.surnameMax, M.surnameLength);
export const addressSchema = z
  .string({ error: M.required })
  .trim()
  .min(L.addressMin, M.address)
  .max(L.addressMax, M.address)
  .regex(ADDRESS_PATTERN, M.address);
export const birthDateSchema = z.string({ error: M.birthDate }).max(10, M.birthDate).regex(DATE_PATTERN, M.birthDate);

export const workerFileRefSchema = z.object({
  uuid: z.string().max(36, M.fileNotFound).regex(UUID, M.fileNotFound),
  doc_type: z.enum(WORKER_DOC_VALUES),
});
export type WorkerFileRef = z.infer<typeof workerFileRefSchema>;

/** POST /fo/workers/: the worker payload, its classes (skills) and its staffing types ('Dotaciones'). */
export const newWorkerSchema = z.object({
  client_country_id: z.enum(COUNTRY_IDS, { error: M.country }),
  client_tax_id: z.string().trim().min(1, M.required).max(30),
  document_type: z.literal('rut').default('rut'),
  document_number: rutSchema,
  names: namesSchema,
  parental_surname: surnameSchema,
  maternal_surname: surnameSchema,
  date_of_birth: birthDateSchema,
  nationality: z.string({ error: M.nationality }).trim().min(1, M.nationality).max(3),
  gender: z.enum(GENDER_VALUES, { error: M.gender }),
  mutual: z.enum(MUTUAL_VALUES, { error: M.mutual }),
  address_division_id: z.string({ error: M.commune }).trim().min(1, M.commune).max(10),
  address: addressSchema,
  skills: z
    .array(z.enum(WORKER_CLASS_VALUES, { error: M.workerClass }), { error: M.workerClass })
    .min(1, M.workerClass)
    .max(WORKER_CLASS_VALUES.length),
  staffing_types: z.array(z.enum(STAFFING_TYPE_VALUES), { error: M.skills }).min(1, M.skills).max(STAFFING_TYPE_VALUES.length),
  disability: z.boolean().default(false),
  files: z.array(workerFileRefSchema).max(12),
});
export type NewWorkerInput = z.input<typeof newWorkerSchema>;
export type NewWorker = z.infer<typeof newWorkerSchema>;

/** PATCH /fo/workers/{id}: any field of the new worker but the client; files replace the set. */
export const workerPatchSchema = newWorkerSchema.omit({ client_country_id: true, client_tax_id: true, document_type: true }).partial();
export type WorkerPatch = z.infer<typeof workerPatchSchema>;

export const workerIdParams = z.object({ id: z.string().max(36, M.notFound).regex(UUID, M.notFound) });

/** GET /fo/workers/: client (COUNTRY-taxId), page (1-based), size, rut search, status, skill (a worker class), staffing_type. */
export const workerListQuerySchema = z.object({
  client: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(L.pageSize),
  rut: z.string().trim().max(20).optional(),
  status: z.enum(['OK', 'Pendiente']).optional(),
  skill: z.enum(WORKER_CLASS_VALUES).optional(),
  staffing_type: z.enum(STAFFING_TYPE_VALUES).optional(),
});
export type WorkerListQuery = z.infer<typeof workerListQuerySchema>;

/** A worker as read with its documentation badge. */
export const workerSchema = z.object({
  uuid: z.string(),
  client_id: z.string(),
  names: z.string(),
  parental_surname: z.string(),
  maternal_surname: z.string().nullable(),
  document_type: z.string(),
  document_number: z.string(),
  gender: z.string(),
  mutual: z.string(),
  date_of_birth: z.string(),
  nationality: z.string(),
  address_division_id: z.string().nullable(),
  address: z.string().nullable(),
  disability: z.boolean(),
  /** the worker's classes */
  skills: z.array(z.object({ id: z.string(), name: z.string() })),
  /** the staffing types the worker can be assigned to ('Dotaciones') */
  staffing_types: z.array(z.object({ id: z.string(), name: z.string() })),
  files: z.array(z.object({ uuid: z.string(), doc_type: z.string(), filename: z.string() })),
  status: z.object({ status: z.enum(['OK', 'Pendiente']) }),
  badge: z.object({ label: z.enum(['Completa', 'Faltante']), missing: z.array(z.string()), tooltip: z.string() }),
  created_at: z.string(),
});
export type Worker = z.infer<typeof workerSchema>;
/** The answer of POST /fo/workers/ and PATCH /fo/workers/{id}: the saved worker. */
export const workerSaveResponseSchema = z.object({ message: z.string(), data: workerSchema });

export const workerPageSchema = z.object({ content: z.array(workerSchema), total_elements: z.number() });
export type WorkerPage = z.infer<typeof workerPageSchema>;

export const skillSchema = z.object({ id: z.string(), name: z.string() });

/** GET /nations. */
export const nationSchema = z.object({ id: z.string(), name: z.string(), emoji: z.string(), order: z.number() });
export type Nation = z.infer<typeof nationSchema>;

/** GET /{countryId}/divisions: region level 0, province 1, commune 2. */
export interface Division {
  id: string;
  code: string;
  div_name: string;
  div_level: number;
  div_type: string;
  parent_id: string | null;
  divisions: Division[];
}
export const divisionSchema: z.ZodType<Division> = z.lazy(() =>
  z.object({
    id: z.string(),
    code: z.string(),
    div_name: z.string(),
    div_level: z.number(),
    div_type: z.string(),
    parent_id: z.string().nullable(),
    divisions: z.array(divisionSchema),
  }),
);

/** The communes (level 2) of a region of the tree, by name. */
export function communesOf(region: Division): Division[] {
  const out: Division[] = [];
  const walk = (d: Division) => {
    if (d.div_type === 'Comuna') out.push(d);
    d.divisions.forEach(walk);
  };
  region.divisions.forEach(walk);
  return out.sort((a, b) => a.div_name.localeCompare(b.div_name, 'es'));
}

/** The region (level 0) that holds a commune id, if any. */
export function regionOfCommune(tree: readonly Division[], communeId: string): Division | undefined {
  return tree.find((r) => communesOf(r).some((c) => c.id === communeId));
}

/**
 * The first step of the new-worker dialog ('Datos del trabajador') on `today`
 * (YYYY-MM-DD): the payload's fields as the form holds them, plus the region that filters the
 * communes. The documents step is checked with workerFilesProblem and the declaration.
 */
export const workerFormSchema = (today: string) =>
  z.object({
    document_number: z
      .string()
      .trim()
      .min(1, M.required)
      .refine((s) => !!normalizeRut(s), M.rutFormat)
      .refine((s) => rutCheckDigitOk(s), M.rutCheckDigit),
    names: namesSchema,
    parental_surname: surnameSchema,
    maternal_surname: surnameSchema,
    gender: z.string().min(1, M.gender),
    date_of_birth: z.string().superRefine((v, ctx) => {
      const problem = birthDateProblem(v, today);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    nationality: z.string().min(1, M.nationality),
    region: z.string().min(1, M.region),
    address_division_id: z.string().min(1, M.commune),
    address: addressSchema,
    mutual: z.string().min(1, M.mutual),
    skills: z.array(z.string()).min(1, M.workerClass),
    staffing_types: z.array(z.string()).min(1, M.skills),
    disability: z.boolean(),
  });
export type WorkerForm = z.infer<ReturnType<typeof workerFormSchema>>;
