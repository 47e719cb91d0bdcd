import { STAFFING_MSG, WORKER_MSG } from './workers.messages';
import { WORKER_LIMITS, isCalendarDate, STAFFING_TYPES, labelOf } from './workers.fields';

/**
 * Rules of the worker registry, shared by the server and the web forms.
 */

export * from './workers.fields';
export * from './workers.bulk.rules';

// ---------------------------------------------------------------- staffing assignments

/** The most workers one PUT of an assignment's workers may name (whatever its headcount). */
export const STAFFING_MAX_WORKERS = 200;
/** The statuses in which an assignment's workers may be changed: received or active, not finished. */
export const STAFFING_ASSIGNABLE_STATUSES = ['recibida', 'activa'] as const;
export const isStaffingAssignable = (status: string) => (STAFFING_ASSIGNABLE_STATUSES as readonly string[]).includes(status);

/**
 * The message for the workers chosen for a staffing assignment, or undefined: at most its
 * headcount, and each with the assignment's type among their staffing types. That they are the client's
 * workers is checked by the server against the registry.
 */
export function staffingWorkersProblem(
  assignment: { headcount: number; type: string },
  chosen: readonly { full_name: string; staffing_types: readonly string[] }[],
): string | undefined {
  if (chosen.length > assignment.headcount) return STAFFING_MSG.overHeadcount(assignment.headcount);
  const lacking = chosen.find((w) => !w.staffing_types.includes(assignment.type));
  if (lacking) return STAFFING_MSG.lacksSkill(lacking.full_name, labelOf(STAFFING_TYPES, assignment.type));
  return undefined;
}

// ---------------------------------------------------------------- documents and badge

/** Worker document types: work contract, ID front, ID back. */
export const WORKER_DOC_TYPES = [
  { value: 'cdt', label: 'Contrato de trabajo' },
  { value: 'dni_f', label: 'Cédula de identidad (frente)' },
  { value: 'dni_r', label: 'Cédula de identidad (reverso)' },
] as const;
export type WorkerDocType = (typeof WORKER_DOC_TYPES)[number]['value'];
export const WORKER_DOC_VALUES = WORKER_DOC_TYPES.map((d) => d.value) as [WorkerDocType, ...WorkerDocType[]];

export interface DocBadge {
  complete: boolean;
  /** 'Completa' or 'Faltante' */
  label: 'Completa' | 'Faltante';
  /** the missing doc types, in the catalogue's order */
  missing: string[];
  /** 'Faltan: Contrato de trabajo, ...' or '' */
  tooltip: string;
}

/**
 * The documentation badge: 'Completa' when every required type is present, else
 * 'Faltante' with 'Faltan: ' and the missing types. `required` defaults to the worker document
 * types; a work request type passes its worker_docs.
 */
export function documentationBadge(present: readonly string[], required: readonly string[] = WORKER_DOC_VALUES): DocBadge {
  const have = new Set(present);
  const missing = required.filter((r) => !have.has(r));
  if (!missing.length) return { complete: true, label: 'Completa', missing: [], tooltip: '' };
  const names = missing.map((m) => labelOf(WORKER_DOC_TYPES, m));
  return { complete: false, label: 'Faltante', missing, tooltip: `Faltan: ${names.join(', ')}` };
}

/** The worker status of the list's filter: OK with complete documentation, else Pendiente. */
export type WorkerStatus = 'OK' | 'Pendiente';
export const workerStatus = (present: readonly string[]): WorkerStatus => (documentationBadge(present).complete ? 'OK' : 'Pendiente');

/**
 * The files of a new worker: the ID card exactly 2 files (front dni_f and back
 * dni_r), the contract 1–10 files (cdt). Answers the first problem, or undefined.
 */
export function workerFilesProblem(files: readonly { doc_type: string }[]): string | undefined {
  const count = (t: string) => files.filter((f) => f.doc_type === t).length;
  if (count('dni_f') !== 1 || count('dni_r') !== 1) return WORKER_MSG.idCard;
  if (count('cdt') < WORKER_LIMITS.contractFilesMin) return WORKER_MSG.contractMin;
  if (count('cdt') > WORKER_LIMITS.contractFilesMax) return WORKER_MSG.contractMax;
  return undefined;
}

export const WORKER_FILE_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

// ---------------------------------------------------------------- F30 / F31

export const COMPLIANCE_KINDS = [
  { value: 'F30', label: 'F30' },
  { value: 'F31', label: 'F31' },
] as const;
export type ComplianceKind = (typeof COMPLIANCE_KINDS)[number]['value'];
/** 'Por expirar' when the document ends within this many days of today. */
export const COMPLIANCE_EXPIRING_DAYS = 30;
export type ComplianceState = 'Vigente' | 'Por expirar' | 'Vencido' | 'No cargado';

const dayNumber = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;
/** Whole days from `a` to `b` (YYYY-MM-DD). */
export const daysBetween = (a: string, b: string) => Math.round(dayNumber(b) - dayNumber(a));

/** The message of an F30/F31 period, or undefined. */
export function compliancePeriodProblem(start: string | null | undefined, end: string | null | undefined): string | undefined {
  if (!start || !isCalendarDate(start)) return 'La fecha de inicio es requerida';
  if (!end || !isCalendarDate(end)) return 'La fecha de fin es requerida';
  if (end <= start) return 'La fecha de fin debe ser posterior a la fecha de inicio';
  return undefined;
}

/**
 * A card's state from the stored documents of one kind on `today`: 'Vigente' when one covers
 * today and ends more than 30 days later, 'Por expirar' when the covering one ends within the next
 * 30 days, 'Vencido' when every document ended before today, 'No cargado' when there is none
 * (or only future ones).
 */
export function complianceState(docs: readonly { start_date: string; end_date: string }[], today: string): ComplianceState {
  if (!docs.length) return 'No cargado';
  const covering = docs.filter((d) => d.start_date <= today && d.end_date >= today);
  if (covering.length) {
    const last = covering.reduce((a, b) => (a.end_date >= b.end_date ? a : b));
    return daysBetween(today, last.end_date) <= COMPLIANCE_EXPIRING_DAYS ? 'Por expirar' : 'Vigente';
  }
  if (docs.every((d) => d.end_date < today)) return 'Vencido';
  return 'No cargado';
}
