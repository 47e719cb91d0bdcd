import { rutCheckDigit } from '../countries/tax-id';
import { WORKER_MSG } from './workers.messages';

/** The worker fields: limits, the per-country switch, the RUT, names, age and address, the form options. */

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

/** Staffing types, the services a worker can be assigned to ('dotaciones' of the new-worker form; a worker's staffing_types). */
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
