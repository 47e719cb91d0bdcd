import { zonedParts } from '../common/clock';
import { labelled } from '../common/labels';
import { COUNTRIES, type CountryId } from '../countries/countries';
import type { InternalRole } from '../auth/roles';

/*
 * Work-request rules. The server applies them in the mall's time
 * zone (its country's) from the app clock; the wizard shows the same checks.
 */

export const { ids: WORK_REQUEST_TYPES, labels: WORK_REQUEST_TYPE_NAMES } = labelled({
  trabajo_normal: 'Trabajo normal',
  corte_y_soldadura: 'Corte y soldadura',
});
export type WorkRequestTypeId = (typeof WORK_REQUEST_TYPES)[number];
/** the document types each worker of a request of that type must have (the request type's worker_docs) */
export const WORKER_DOCS: Record<WorkRequestTypeId, string[]> = {
  trabajo_normal: ['cdt', 'dni_f', 'dni_r'],
  corte_y_soldadura: ['cdt', 'dni_f', 'dni_r'],
};

export const { ids: WORK_REQUEST_STATUSES, labels: WORK_REQUEST_STATUS_LABELS } = labelled({
  draft: 'Borrador',
  pending: 'En Revisión',
  approved: 'Aprobada',
  rejected: 'Rechazada',
});
export type WorkRequestStatus = (typeof WORK_REQUEST_STATUSES)[number];
/** any unknown status */
export const statusLabel = (s: string) => WORK_REQUEST_STATUS_LABELS[s as WorkRequestStatus] ?? 'En Revision';

export const { ids: STEP_STATUSES, labels: STEP_LABELS } = labelled({
  initial: '-',
  pending: 'pendiente',
  approved: 'aprobada',
  rejected: 'rechazada',
  referred: 'derivada',
});
export type StepStatus = (typeof STEP_STATUSES)[number];

export const APPROVER_ROLE_NAMES = {
  INT_OPERACIONES: 'Operaciones',
  INT_SEGURIDAD: 'Seguridad',
  INT_MANTENCION: 'Mantención',
  INT_PREVENCION: 'Prevención',
  INT_ARQUITECTURA: 'Arquitectura',
} as const satisfies Partial<Record<InternalRole, string>>;
export type ApproverRole = keyof typeof APPROVER_ROLE_NAMES;
export const APPROVER_ROLES = Object.keys(APPROVER_ROLE_NAMES) as ApproverRole[];
export const isApproverRole = (r: string): r is ApproverRole => r in APPROVER_ROLE_NAMES;

/**
 * The approval steps a request needs, by type (not in the spec, which names the roles only): every
 * request goes through operations, security and risk prevention; cutting and welding also through
 * maintenance and architecture. The steps run side by side: each role acts on its own step.
 */
export const REQUIRED_STEPS: Record<WorkRequestTypeId, ApproverRole[]> = {
  trabajo_normal: ['INT_OPERACIONES', 'INT_SEGURIDAD', 'INT_PREVENCION'],
  corte_y_soldadura: ['INT_OPERACIONES', 'INT_SEGURIDAD', 'INT_MANTENCION', 'INT_PREVENCION', 'INT_ARQUITECTURA'],
};

export type StepAction = 'approve' | 'reject' | 'refer';

/**
 * The request's status after its steps changed: rejected as soon as one step is
 * rejected; approved when every step is approved (a referred step handed its decision to another
 * area's step, which then counts instead); pending otherwise.
 */
export function statusFromSteps(steps: { status: StepStatus }[]): WorkRequestStatus {
  if (steps.some((s) => s.status === 'rejected')) return 'rejected';
  const deciding = steps.filter((s) => s.status !== 'referred');
  if (deciding.length && deciding.every((s) => s.status === 'approved')) return 'approved';
  return 'pending';
}

/** The work classes, value → label. */
export const CLASES = {
  activaciones_marketing: 'Activaciones de marketing',
  cristales_vidrios: 'Cristales y vidrios',
  climatizacion: 'Climatización',
  construccion: 'Construcción',
  camaras: 'Cámaras',
  sanitarias: 'Sanitarias',
  graficas: 'Gráficas',
  mantenciones_electricas: 'Mantenciones eléctricas',
  instalacion_gas: 'Instalación de gas',
  bodega: 'Bodega',
  pintura_carpinteria: 'Pintura y carpintería',
  reparacion_gas: 'Reparación de gas',
  sistema_incendios: 'Sistema de incendios',
  telefonia_internet: 'Telefonía e internet',
  trabajo_limpieza_altura: 'Trabajo de limpieza en altura',
  inventario: 'Inventario',
  area_comun_mall: 'Área común del mall',
} as const;
export type Clase = keyof typeof CLASES;
export const CLASE_VALUES = Object.keys(CLASES) as [Clase, ...Clase[]];

/** The document slots: form key, doc_type sent, label. Normal work uses the first five. */
export const DOC_SLOTS = [
  { key: 'cartaPresentacion', doc_type: 'carta_presentacion', label: 'Carta de presentación' },
  { key: 'programaPrevencionSimple', doc_type: 'programa_prevencion', label: 'Programa de prevención de riesgos' },
  { key: 'certificadoAfiliacionMutualidad', doc_type: 'cert_afiliacion_mutual', label: 'Certificado de afiliación a mutualidad' },
  { key: 'nombreExperto', doc_type: 'prevencionista', label: 'Nombre del experto en prevención' },
  { key: 'comiteParitario', doc_type: 'cphs', label: 'Comité paritario' },
  {
    key: 'registroEntregasPersonal',
    doc_type: 'registro_entregas_personal',
    label: 'Registro de entrega de elementos de protección personal',
  },
  { key: 'charlaInduccionRiesgo', doc_type: 'charla_induccion_riesgos', label: 'Charla de inducción de riesgos' },
  { key: 'registroEntregasReglamento', doc_type: 'registro_entregas_reglamento', label: 'Registro de entrega del reglamento interno' },
  { key: 'testAlturaFisica', doc_type: 'test_altura_fisica', label: 'Test de altura física' },
  { key: 'certificadoSoldador', doc_type: 'certificado_soldador', label: 'Certificado de soldador' },
] as const;
export type DocSlot = (typeof DOC_SLOTS)[number];
export const DOC_TYPES = DOC_SLOTS.map((s) => s.doc_type) as [DocSlot['doc_type'], ...DocSlot['doc_type'][]];

/** The slots of a request type: ten for cutting and welding, the first five for normal work. */
export const slotsFor = (type: WorkRequestTypeId): readonly DocSlot[] => (type === 'corte_y_soldadura' ? DOC_SLOTS : DOC_SLOTS.slice(0, 5));

export const WORK_REQUEST_LIMITS = {
  placeMin: 10,
  descriptionMin: 10,
  textMax: 1000,
  contactMin: 2,
  contactMax: 100,
  phoneMin: 7,
  phoneMax: 15,
  filesPerSlotMin: 1,
  filesPerSlotMax: 10,
  fileMaxBytes: 5_242_880,
  workersMax: 100,
  shiftMaxMinutes: 12 * 60,
  noticeHours: 48,
  /** requests are received until this hour, Monday to Friday */
  closingHour: 17,
  pageSize: 5,
  commentMax: 500,
} as const;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isTime = (s: string) => TIME.test(s);
export const isDay = (s: string) =>
  DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** Minutes from start to end, wrapping past midnight when the end is not after the start. */
export function shiftMinutes(start: string, end: string) {
  const d = minutesOf(end) - minutesOf(start);
  return d > 0 ? d : d + 24 * 60;
}

/** 'Horas diarias de trabajo' as HH:MM from the times (empty until both are valid). */
export function dailyHours(start: string, end: string) {
  if (!isTime(start) || !isTime(end)) return '';
  const m = shiftMinutes(start, end);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** A time of the night shift: 21:00 or later, or before 07:00. */
export const isNightTime = (t: string) => isTime(t) && (minutesOf(t) >= 21 * 60 || minutesOf(t) < 7 * 60);

export type ShiftProblem = 'nightTime' | 'shiftOrder' | 'shiftLength';

/**
 * The day's shift: cutting and welding work at night (both times in 21:00–07:00);
 * every shift lasts over 0 and at most 12 hours, across midnight when the end is not after the start.
 */
export function shiftProblem(type: WorkRequestTypeId, start: string, end: string): ShiftProblem | null {
  if (type === 'corte_y_soldadura') {
    if (!isNightTime(start) || !isNightTime(end)) return 'nightTime';
    if (start === end || shiftMinutes(start, end) > WORK_REQUEST_LIMITS.shiftMaxMinutes) return 'shiftOrder';
    return null;
  }
  if (start === end || shiftMinutes(start, end) > WORK_REQUEST_LIMITS.shiftMaxMinutes) return 'shiftLength';
  return null;
}

/** The phone: digits only, at least 7. */
export function phoneProblem(phone: string): 'phoneDigits' | 'phoneLength' | null {
  if (!/^\d*$/.test(phone)) return 'phoneDigits';
  if (phone.length < WORK_REQUEST_LIMITS.phoneMin) return 'phoneLength';
  return null;
}

/** The instant of a wall-clock date and time in a time zone. */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const guess = new Date(`${day}T${time}:00Z`);
  // the zone's offset at that moment (two passes settle daylight-saving edges)
  let at = guess;
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(at, timeZone);
    const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    at = new Date(guess.getTime() - (asUtc - at.getTime()));
  }
  return at;
}

/**
 * The notice rule in the mall's time zone: a request is received Monday to
 * Friday before 17:00, and the work starts at least 48 hours after it is sent.
 */
export function noticeProblem(now: Date, country: CountryId, startDate: string, startTime: string): 'weekdayHours' | 'notice' | null {
  const tz = COUNTRIES[country].timeZone;
  const p = zonedParts(now, tz);
  if (p.weekday === 0 || p.weekday === 6 || p.hour >= WORK_REQUEST_LIMITS.closingHour) return 'weekdayHours';
  const start = zonedInstant(startDate, startTime, tz);
  if (start.getTime() - now.getTime() < WORK_REQUEST_LIMITS.noticeHours * 3600_000) return 'notice';
  return null;
}

/** Whether requests are received right now in that country (the type dialog's notice). */
export const receivesNow = (now: Date, country: CountryId) => {
  const p = zonedParts(now, COUNTRIES[country].timeZone);
  return p.weekday >= 1 && p.weekday <= 5 && p.hour < WORK_REQUEST_LIMITS.closingHour;
};
