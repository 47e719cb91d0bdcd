import { BULK_MSG, WORKER_MSG } from './workers.messages';
import {
  WORKER_LIMITS,
  normalizeRut,
  rutCheckDigitOk,
  LETTERS_PATTERN,
  isCalendarDate,
  ageByYearDifference,
  cleanName,
  type Gender,
  type Mutual,
  STAFFING_TYPES,
  type StaffingType,
} from './workers.fields';

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
    staffing_types: StaffingType[];
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
      staffing_types: [...new Set(skills as StaffingType[])],
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
