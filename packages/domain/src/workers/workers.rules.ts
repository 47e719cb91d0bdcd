import { rutCheckDigit } from '../countries/tax-id';
import { BULK_MSG, STAFFING_MSG, WORKER_MSG } from './workers.messages';

/**
 * Rules of the worker registry, shared by the server and the web forms.
 */

/** The worker forms' limits. */
export const WORKER_LIMITS = {
  namesMin: 2,
  namesMax: 50,
  surnameMin: 2,
  surnameMax: 30,
  companyMax: 100,
  addressMin: 5,
  addressMax: 100,
  ageMin: 18,
  ageMax: 100,
  contractFilesMin: 1,
  contractFilesMax: 10,
  /** JPEG/JPG/PNG/PDF up to 5 MB each */
  fileMaxBytes: 5_242_880,
  pageSize: 5,
} as const;

// ---------------------------------------------------------------- the per-country switch

/**
 * The per-country switch (params table) that turns on work requests, the worker registry and
 * staffing (hidden where it is off; on for Chile in the demo). Its value is 'true' to turn the feature on.
 */
export const workRequestsParamId = (countryId: string) => `solicitudes_trabajo_${countryId.toLowerCase()}`;
export const isSwitchOn = (value: string | null | undefined) =>
  ['true', '1', 'on', 'si', 'sí'].includes((value ?? '').trim().toLowerCase());

// ---------------------------------------------------------------- RUT

/** The RUT as typed: digits with optional dots, a dash and a check digit 0–9 or K. */
export const RUT_PATTERN = /^(\d{1,2}\.\d{3}\.\d{3}|\d{7,8})-[\dkK]$/;

/** '12.345.678-k' → '12345678-K' (no dots, upper-case K), or undefined when not a RUT's shape. */
export function normalizeRut(input: string): string | undefined {
  const t = input.trim();
  if (!RUT_PATTERN.test(t)) return undefined;
  return t.replace(/\./g, '').toUpperCase();
}

/** Whether the check digit of a RUT of the right shape is right (modulo 11, K for 10). */
export function rutCheckDigitOk(input: string): boolean {
  const n = normalizeRut(input);
  if (!n) return false;
  const [body, dv] = n.split('-') as [string, string];
  return rutCheckDigit(body) === dv;
}

/** '12345678-9' (or any accepted shape) → '12.345.678-9'; anything else as it is. */
export function formatRut(input: string): string {
  const n = normalizeRut(input);
  if (!n) return input;
  const [body, dv] = n.split('-') as [string, string];
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`;
}

/** A valid RUT for a body of digits (seed, tests). */
export const makeRut = (body: string) => `${body}-${rutCheckDigit(body)}`;

// ---------------------------------------------------------------- names, age, address

/** Letters (any alphabet, with accents) and spaces. */
export const LETTERS_PATTERN = /^[\p{L} ]+$/u;
/** Letters, digits, spaces and . , # -. */
export const ADDRESS_PATTERN = /^[\p{L}\d .,#-]+$/u;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a 'YYYY-MM-DD' string is a real calendar date. */
export function isCalendarDate(s: string): boolean {
  if (!DATE_PATTERN.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

/** Age by year difference ('age by year difference'), birthday or not. */
export const ageByYearDifference = (birthDate: string, today: string) => Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));

/** The message for a birth date on `today` (YYYY-MM-DD), or undefined. */
export function birthDateProblem(birthDate: string | null | undefined, today: string): string | undefined {
  if (!birthDate) return WORKER_MSG.birthDate;
  if (!isCalendarDate(birthDate)) return WORKER_MSG.birthDate;
  if (birthDate > today) return WORKER_MSG.birthDateFuture;
  const age = ageByYearDifference(birthDate, today);
  if (age < WORKER_LIMITS.ageMin || age > WORKER_LIMITS.ageMax) return WORKER_MSG.age;
  return undefined;
}

/** Collapses inner spaces and trims. */
export const cleanName = (s: string) => s.trim().replace(/\s+/g, ' ');

// ---------------------------------------------------------------- options

/** Gender (staffing form values; the wizard's Femenino/Masculino/Otro are among them). */
export const GENDERS = [
  { value: 'femenino', label: 'Femenino' },
  { value: 'masculino', label: 'Masculino' },
  { value: 'otro', label: 'Otro' },
  { value: 'prefiero-no-decir', label: 'Prefiero no decir' },
] as const;
export type Gender = (typeof GENDERS)[number]['value'];
export const GENDER_VALUES = GENDERS.map((g) => g.value) as [Gender, ...Gender[]];

/** Mutual (the work-request worker form's values). */
export const MUTUALS = [
  { value: 'ACHS', label: 'ACHS' },
  { value: 'MUTUAL_CCHC', label: 'Mutual de Seguridad CChC' },
  { value: 'IST', label: 'IST' },
  { value: 'ISL', label: 'ISL' },
  { value: 'Otro', label: 'Otro' },
] as const;
export type Mutual = (typeof MUTUALS)[number]['value'];
export const MUTUAL_VALUES = MUTUALS.map((m) => m.value) as [Mutual, ...Mutual[]];

/** Staffing types, which are also the worker's skills ('dotaciones' of the new-worker form). */
export const STAFFING_TYPES = [
  { value: 'seguridad', label: 'Seguridad' },
  { value: 'parking', label: 'Parking' },
  { value: 'aseo', label: 'Aseo' },
  { value: 'jardineria', label: 'Jardinería' },
  { value: 'climatizacion', label: 'Climatización' },
] as const;
export type StaffingType = (typeof STAFFING_TYPES)[number]['value'];
export const STAFFING_TYPE_VALUES = STAFFING_TYPES.map((s) => s.value) as [StaffingType, ...StaffingType[]];
export const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((x) => x.value === value)?.label ?? value;

// ---------------------------------------------------------------- staffing assignments

/** The most workers one PUT of an assignment's workers may name (whatever its headcount). */
export const STAFFING_MAX_WORKERS = 200;
/** The statuses in which an assignment's workers may be changed: received or active, not finished. */
export const STAFFING_ASSIGNABLE_STATUSES = ['recibida', 'activa'] as const;
export const isStaffingAssignable = (status: string) => (STAFFING_ASSIGNABLE_STATUSES as readonly string[]).includes(status);

/**
 * The message for the workers chosen for a staffing assignment, or undefined: at most its
 * headcount, and each with the assignment's type among their skills. That they are the client's
 * workers is checked by the server against the registry.
 */
export function staffingWorkersProblem(
  assignment: { headcount: number; type: string },
  chosen: readonly { full_name: string; skills: readonly string[] }[],
): string | undefined {
  if (chosen.length > assignment.headcount) return STAFFING_MSG.overHeadcount(assignment.headcount);
  const lacking = chosen.find((w) => !w.skills.includes(assignment.type));
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

// ---------------------------------------------------------------- bulk upload

/** The template's columns, in the order they are read, then the RUT the registry needs. */
export const BULK_COLUMNS = ['Trabajador', 'F.Nac.', 'Género', 'Mutual', 'Discapacidad', 'Dotación', 'RUT'] as const;
export const BULK_TEMPLATE_NAME = 'plantilla_trabajadores.xlsx';
export const BULK_MAX_BYTES = 5_242_880;
export const BULK_MAX_ROWS = 1000;
export const BULK_PAGE_SIZE = 10;
export const BULK_EXTS = ['xls', 'xlsx', 'xml'] as const;
/** The most characters of each cell of a row sent to 'Finalizar' (the review's edit fields hold as many). */
export const BULK_FIELD_MAX = {
  trabajador: 200,
  fechaNacimiento: 30,
  genero: 30,
  mutual: 40,
  discapacidad: 10,
  dotacion: 120,
  rut: 20,
} as const;

/** A row of the bulk file, plus its RUT, as text. */
export interface BulkRowInput {
  /** the sheet's row number (the header is row 1) */
  row: number;
  trabajador: string;
  fechaNacimiento: string;
  genero: string;
  mutual: string;
  discapacidad: string;
  dotacion: string;
  rut: string;
}

/** A bulk row checked: its worker when valid, its messages otherwise. */
export interface BulkRowChecked extends BulkRowInput {
  errors: string[];
  worker?: {
    document_number: string;
    names: string;
    parental_surname: string;
    maternal_surname: string | null;
    date_of_birth: string;
    gender: Gender;
    mutual: Mutual;
    disability: boolean;
    skills: StaffingType[];
  };
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** A date cell as typed: YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY → YYYY-MM-DD, or undefined. */
export function parseBulkDate(s: string): string | undefined {
  const t = s.trim();
  if (isCalendarDate(t)) return t;
  const m = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(t);
  if (!m) return undefined;
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : undefined;
}

const GENDER_WORDS: Record<string, Gender> = {
  femenino: 'femenino',
  f: 'femenino',
  masculino: 'masculino',
  m: 'masculino',
  otro: 'otro',
  'prefiero no decir': 'prefiero-no-decir',
  'prefiero-no-decir': 'prefiero-no-decir',
};
const MUTUAL_WORDS: Record<string, Mutual> = {
  achs: 'ACHS',
  mutual_cchc: 'MUTUAL_CCHC',
  'mutual de seguridad': 'MUTUAL_CCHC',
  'mutual de seguridad cchc': 'MUTUAL_CCHC',
  cchc: 'MUTUAL_CCHC',
  ist: 'IST',
  isl: 'ISL',
  museg: 'Otro',
  otro: 'Otro',
};

/** 'Nombres ApellidoPaterno ApellidoMaterno': the last two words are the surnames, the first the names. */
export function splitFullName(full: string): { names: string; parental: string; maternal: string | null } | undefined {
  const words = cleanName(full).split(' ').filter(Boolean);
  if (words.length < 2) return undefined;
  if (words.length === 2) return { names: words[0]!, parental: words[1]!, maternal: null };
  return { names: words.slice(0, -2).join(' '), parental: words[words.length - 2]!, maternal: words[words.length - 1]! };
}

/**
 * Checks one bulk row on `today` (YYYY-MM-DD): the worker's name (required, letters, a name and a
 * surname), RUT (format and check digit), birth date (age 18–100 by year difference), gender,
 * mutual, disability (Sí/No, empty is No) and staffing types (comma-separated, optional).
 */
export function checkBulkRow(r: BulkRowInput, today: string): BulkRowChecked {
  const errors: string[] = [];
  const n = r.row;
  const name = cleanName(r.trabajador ?? '');
  const parts = name ? splitFullName(name) : undefined;
  if (!name) errors.push(BULK_MSG.nameRequired(n));
  else if (!LETTERS_PATTERN.test(name)) errors.push(`Fila ${n}: ${WORKER_MSG.lettersOnly}`);
  else if (!parts) errors.push(`Fila ${n}: Indica el nombre y al menos un apellido del trabajador`);
  else if (
    parts.names.length > WORKER_LIMITS.namesMax ||
    parts.parental.length < WORKER_LIMITS.surnameMin ||
    parts.parental.length > WORKER_LIMITS.surnameMax ||
    (parts.maternal !== null && (parts.maternal.length < WORKER_LIMITS.surnameMin || parts.maternal.length > WORKER_LIMITS.surnameMax))
  )
    errors.push(`Fila ${n}: ${WORKER_MSG.namesLength}; apellidos entre 2 y 30 caracteres`);

  const rut = (r.rut ?? '').trim();
  if (!rut) errors.push(BULK_MSG.rutRequired(n));
  else if (!normalizeRut(rut)) errors.push(BULK_MSG.rutFormat(n));
  else if (!rutCheckDigitOk(rut)) errors.push(BULK_MSG.rutCheckDigit(n));

  const birth = parseBulkDate(r.fechaNacimiento ?? '');
  if (!birth || birth > today) errors.push(BULK_MSG.birthDate(n));
  else {
    const age = ageByYearDifference(birth, today);
    if (age < WORKER_LIMITS.ageMin || age > WORKER_LIMITS.ageMax) errors.push(BULK_MSG.age(n));
  }

  const gender = GENDER_WORDS[fold(r.genero ?? '')];
  if (!gender) errors.push(BULK_MSG.gender(n));
  const mutual = MUTUAL_WORDS[fold(r.mutual ?? '')];
  if (!mutual) errors.push(BULK_MSG.mutual(n));
  const dis = fold(r.discapacidad ?? '');
  const disability = dis === 'si' || dis === 'yes' || dis === 'true';

  const skillWords = (r.dotacion ?? '').split(/[,;]/).map(fold).filter(Boolean);
  const skills = skillWords.map((w) => STAFFING_TYPES.find((s) => s.value === w || fold(s.label) === w)?.value);
  if (skills.some((s) => !s)) errors.push(BULK_MSG.skill(n));

  const checked: BulkRowChecked = { ...r, errors };
  if (!errors.length && parts && birth && gender && mutual)
    checked.worker = {
      document_number: normalizeRut(rut)!,
      names: parts.names,
      parental_surname: parts.parental,
      maternal_surname: parts.maternal,
      date_of_birth: birth,
      gender,
      mutual,
      disability,
      skills: [...new Set(skills as StaffingType[])],
    };
  return checked;
}

/** Whether a row of cells is empty (the parser skips it). */
export const isBlankRow = (cells: readonly (string | null | undefined)[]) => cells.every((c) => !c || !String(c).trim());

/**
 * The bulk file's rows (cells as text, header first) → checked rows: empty rows skipped, the
 * columns read in BULK_COLUMNS' order, a RUT repeated in the file flagged on its later rows.
 * Throws the spec's message when there is no data row.
 */
export function parseBulkSheet(cells: readonly (readonly string[])[], today: string): BulkRowChecked[] {
  const data = cells.slice(1).map((c, i) => ({ c, row: i + 2 }));
  const rows = data
    .filter(({ c }) => !isBlankRow(c))
    .map(({ c, row }) =>
      checkBulkRow(
        {
          row,
          trabajador: c[0] ?? '',
          fechaNacimiento: c[1] ?? '',
          genero: c[2] ?? '',
          mutual: c[3] ?? '',
          discapacidad: c[4] ?? '',
          dotacion: c[5] ?? '',
          rut: c[6] ?? '',
        },
        today,
      ),
    );
  if (!rows.length) throw new Error(BULK_MSG.noRows);
  return flagRepeatedRuts(rows);
}

/** Flags a RUT that appears again on a later row. */
export function flagRepeatedRuts(rows: BulkRowChecked[]): BulkRowChecked[] {
  const seen = new Set<string>();
  return rows.map((r) => {
    const rut = r.worker?.document_number;
    if (!rut) return r;
    if (seen.has(rut)) {
      const { worker: _w, ...rest } = r;
      return { ...rest, errors: [...r.errors, BULK_MSG.rutRepeated(r.row)] };
    }
    seen.add(rut);
    return r;
  });
}

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
