import type { CountryId } from '../countries/countries';
import type { FileKind } from '../files/files.rules';
import { type IsoDate, type YearMonth, addMonths, monthOf, monthsBetween, parseIsoDate } from './calendar';
import { CHILE_VAT_DIVISOR, MONTHLY_MONEY_MAX, SERIES_MAX, hasAtMostDecimals } from './daily.rules';
import { MONTHLY_MSG } from './monthly.messages';

/** Evidence files a monthly sale may carry: one in Chile, Peru and Argentina, up to five in Colombia. */
export const MONTHLY_MAX_FILES: Record<CountryId, number> = { CHL: 1, PER: 1, ARG: 1, COL: 5 };
/** Colombia needs at least one evidence file. */
export const MONTHLY_MIN_FILES: Record<CountryId, number> = { CHL: 0, PER: 0, ARG: 0, COL: 1 };
/** The upload kind of each country's evidence. */
export const MONTHLY_FILE_KIND: Record<CountryId, FileKind> = {
  CHL: 'evidence-chl',
  PER: 'evidence-per',
  ARG: 'evidence-arg',
  COL: 'evidence-col',
};
export const MONTHLY_COMMENT_DEFAULT = 'Sin Comentarios';

/** The monthly report period is always the previous month. */
export const monthlyPeriod = (today: IsoDate): YearMonth => addMonths(monthOf(today), -1);

/** Today's day of the month is within the cut-off day. */
export const isWithinMonthlyCutoff = (today: IsoDate, cutoffDay: number) => parseIsoDate(today).day <= cutoffDay;

/**
 * Whether 'Editar' / 'Declarar' shows: for CHL and ARG only when the viewed month is the
 * previous calendar month and today is within the cut-off day; for PER and COL only when today
 * is within the cut-off day. The server accepts declarations for the previous month only.
 */
export function canDeclareMonth(country: CountryId, viewed: YearMonth, today: IsoDate, cutoffDay: number): boolean {
  const within = isWithinMonthlyCutoff(today, cutoffDay);
  if (country === 'CHL' || country === 'ARG') return within && monthsBetween(viewed, monthOf(today)) === 1;
  return within;
}

export type MonthlyAction = 'Editar' | 'Declarar' | 'Auditada' | null;

/** The row's action: 'Auditada' when audited, otherwise 'Editar'/'Declarar' when the month is open, none past the cut-off. */
export function monthlyAction(sale: { auditada: boolean } | null | undefined, allowed: boolean): MonthlyAction {
  if (sale?.auditada) return 'Auditada';
  if (!allowed) return null;
  return sale ? 'Editar' : 'Declarar';
}

export interface MonthlyInput {
  total_tickets?: number | null;
  monto_total_neto?: number | null;
  monto_total_bruto?: number | null;
  detalles?: {
    total_monto_efectivo_boletas?: number | null;
    total_monto_tarjeta_boletas?: number | null;
    total_monto_nota_credito?: number | null;
    serie_boletas?: string | null;
    serie_facturas?: string | null;
  } | null;
}

export interface MonthlyTotals {
  total_tickets: number;
  monto_total_bruto: number;
  monto_total_neto: number;
  detalles: Record<string, number | string | null>;
}

export interface MonthlyIssue {
  field: string;
  message: string;
}

/** A money or count field: non-negative, at most `decimals` decimals, at most 9,999,999,999. */
function checkNumber(field: string, value: number, decimals: number, issues: MonthlyIssue[]) {
  if (!Number.isFinite(value)) issues.push({ field, message: MONTHLY_MSG.fieldRequired });
  else if (value < 0) issues.push({ field, message: MONTHLY_MSG.positive });
  else if (!hasAtMostDecimals(value, decimals))
    issues.push({ field, message: decimals === 0 ? MONTHLY_MSG.integer : MONTHLY_MSG.twoDecimals });
  else if (value > MONTHLY_MONEY_MAX) issues.push({ field, message: MONTHLY_MSG.moneyMax });
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The monthly totals per country, computed from what the form sends; the server stores
 * these, never the client's gross/net:
 * - CHL: gross = cash + card, net = gross / 1.19 (whole pesos); no amounts without tickets.
 * - ARG: gross = cash + card; net entered, not above gross.
 * - PER: net (without IGV) with 2 decimals, credit notes stored negative with 2 decimals, series ≤ 5.
 * - COL: net entered (whole).
 * Every number is non-negative (credit notes as absolute value) and at most 9,999,999,999.
 */
export function computeMonthlyTotals(
  country: CountryId,
  input: MonthlyInput,
): { ok: true; totals: MonthlyTotals } | { ok: false; issues: MonthlyIssue[] } {
  const issues: MonthlyIssue[] = [];
  const d = input.detalles ?? {};
  const tickets = input.total_tickets ?? NaN;
  checkNumber('total_tickets', tickets, 0, issues);
  let totals: MonthlyTotals | undefined;
  if (country === 'CHL' || country === 'ARG') {
    const cash = d.total_monto_efectivo_boletas ?? 0;
    const card = d.total_monto_tarjeta_boletas ?? 0;
    checkNumber('detalles.total_monto_efectivo_boletas', cash, 0, issues);
    checkNumber('detalles.total_monto_tarjeta_boletas', card, 0, issues);
    const gross = cash + card;
    if (gross > MONTHLY_MONEY_MAX) issues.push({ field: 'monto_total_bruto', message: MONTHLY_MSG.moneyMax });
    if (country === 'CHL') {
      if (tickets === 0 && gross > 0) issues.push({ field: 'total_tickets', message: MONTHLY_MSG.amountsWithoutTickets });
      totals = {
        total_tickets: tickets,
        monto_total_bruto: gross,
        monto_total_neto: Math.round(gross / CHILE_VAT_DIVISOR),
        detalles: { total_monto_efectivo_boletas: cash, total_monto_tarjeta_boletas: card },
      };
    } else {
      const net = input.monto_total_neto ?? NaN;
      checkNumber('monto_total_neto', net, 0, issues);
      if (net > gross) issues.push({ field: 'monto_total_neto', message: MONTHLY_MSG.netAboveGross });
      totals = {
        total_tickets: tickets,
        monto_total_bruto: gross,
        monto_total_neto: net,
        detalles: { total_monto_efectivo_boletas: cash, total_monto_tarjeta_boletas: card },
      };
    }
  } else if (country === 'PER') {
    const net = input.monto_total_neto ?? NaN;
    checkNumber('monto_total_neto', net, 2, issues);
    const credit = d.total_monto_nota_credito ?? 0;
    checkNumber('detalles.total_monto_nota_credito', Math.abs(credit), 2, issues);
    for (const f of ['serie_boletas', 'serie_facturas'] as const) {
      if ((d[f] ?? '').length > SERIES_MAX) issues.push({ field: `detalles.${f}`, message: MONTHLY_MSG.max5 });
    }
    totals = {
      total_tickets: tickets,
      monto_total_bruto: round2(net),
      monto_total_neto: round2(net),
      detalles: {
        total_monto_nota_credito: credit === 0 ? 0 : -round2(Math.abs(credit)),
        serie_boletas: d.serie_boletas?.trim() || null,
        serie_facturas: d.serie_facturas?.trim() || null,
      },
    };
  } else {
    const net = input.monto_total_neto ?? NaN;
    checkNumber('monto_total_neto', net, 0, issues);
    totals = { total_tickets: tickets, monto_total_bruto: net, monto_total_neto: net, detalles: {} };
  }
  return issues.length ? { ok: false, issues } : { ok: true, totals };
}

/** Evidence count check after linking: Colombia 1..5, others at most 1. */
export function evidenceRefusal(country: CountryId, count: number): string | undefined {
  if (count < MONTHLY_MIN_FILES[country]) return MONTHLY_MSG.evidenceRequired;
  if (count > MONTHLY_MAX_FILES[country]) return MONTHLY_MSG.tooManyFiles(MONTHLY_MAX_FILES[country]);
  return undefined;
}

/** What can hold back the dialog's 'Guardar'. */
export interface MonthlySaveState {
  /** a field breaks its rule */
  invalid: boolean;
  /** nothing changed since the dialog opened: no field edited, no file added */
  unchanged: boolean;
  saving: boolean;
  /** an evidence upload is still running */
  uploading: boolean;
  /** a chosen file is over the size limit (5 MB) */
  fileTooLarge: boolean;
  /** a chosen file was refused (size, type, content): it blocks saving until removed */
  fileRefused: boolean;
}

/**
 * The states that disable 'Guardar' per country: Argentina 'disabled when
 * invalid, unchanged, saving, uploading or file too big'; Peru 'disabled while invalid, saving or
 * file too large'. Chile and Colombia state no rule: only saving disables it, invalid fields show
 * their messages on submit, a submit during an upload shows MONTHLY_MSG.uploading (as in Peru),
 * and a failed upload aborts the save. In every country a refused file listed in the form blocks
 * 'Guardar' until it is removed: it never counts as evidence.
 */
export const MONTHLY_SAVE_BLOCKERS: Record<CountryId, (keyof MonthlySaveState)[]> = {
  ARG: ['invalid', 'unchanged', 'saving', 'uploading', 'fileTooLarge', 'fileRefused'],
  PER: ['invalid', 'saving', 'fileTooLarge', 'fileRefused'],
  CHL: ['saving', 'fileRefused'],
  COL: ['saving', 'fileRefused'],
};

export const isMonthlySaveDisabled = (country: CountryId, state: MonthlySaveState) => MONTHLY_SAVE_BLOCKERS[country].some((k) => state[k]);

/** 'yyyy-MM' of a period. */
export const periodKey = (m: YearMonth) => `${m.year}-${String(m.month).padStart(2, '0')}`;
