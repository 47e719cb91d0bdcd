import type { CountryId } from '../countries/countries';
import { type IsoDate, type YearMonth, addDays, isValidIsoDate, monthOf, monthsBetween, parseIsoDate } from './calendar';
import { SALES_MSG } from './messages';
import {
  BULK_MAX_ERRORS_SHOWN,
  CHILE_VAT_DIVISOR,
  TRANSACTIONS_MAX,
  checkMoney,
  checkTickets,
  roundMoney,
  type FieldIssue,
} from './daily.amounts';
export * from './daily.amounts';

/** Default cut-off day when the per-country parameter is missing. */
export const DEFAULT_CUTOFF_DAY = 12;
/** The daily cut-off parameter's id is this prefix and the country in lower case (the server's contract query builds it in SQL). */
export const DAILY_CUTOFF_PARAM_PREFIX = 'venta_diaria_dia_corte_mes_anterior_';
export const dailyCutoffParamId = (country: CountryId) => `${DAILY_CUTOFF_PARAM_PREFIX}${country.toLowerCase()}`;
export const monthlyCutoffParamId = (country: CountryId) => `venta_mensual_dia_corte_mes_anterior_${country.toLowerCase()}`;

/** A parameter value as a cut-off day (1..31), falling back to the default. */
export function parseCutoffDay(value: string | null | undefined): number {
  if (value === null || value === undefined || String(value).trim() === '') return DEFAULT_CUTOFF_DAY;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 31 ? n : DEFAULT_CUTOFF_DAY;
}

/**
 * A day is declarable when it is not in the future and is in the current month, or in the
 * previous month while today's day of month is at or before the cut-off day.
 * `today` is the business today (see calendar.businessToday: before 02:00 it is still yesterday).
 */
export function isDeclarable(date: IsoDate, today: IsoDate, cutoffDay: number): boolean {
  if (date > today) return false;
  const back = monthsBetween(monthOf(date), monthOf(today));
  if (back === 0) return true;
  if (back === 1) return parseIsoDate(today).day <= cutoffDay;
  return false;
}

/** Why a day cannot be declared, edited or justified now; undefined when it can. */
export function declarationRefusal(date: IsoDate, today: IsoDate, cutoffDay: number): string | undefined {
  if (date > today) return SALES_MSG.futureDay;
  if (isDeclarable(date, today, cutoffDay)) return undefined;
  return monthsBetween(monthOf(date), monthOf(today)) === 1 ? SALES_MSG.cutoffPassed(cutoffDay) : SALES_MSG.periodClosed;
}

/**
 * Period closed: more than one month back is closed; the same month is open; exactly one month
 * back is closed when today's day of month is past the cut-off day. Future months are not closed.
 */
export function isPeriodClosed(viewed: YearMonth, today: IsoDate, cutoffDay: number): boolean {
  const back = monthsBetween(viewed, monthOf(today));
  if (back > 1) return true;
  if (back === 1) return parseIsoDate(today).day > cutoffDay;
  return false;
}

/**
 * The month-blocking modal: viewing the current month, before the cut-off day, with pending days
 * left in the previous month.
 */
export function isMonthBlocked(viewed: YearMonth, today: IsoDate, cutoffDay: number, previousMonthPending: number) {
  return monthsBetween(viewed, monthOf(today)) === 0 && parseIsoDate(today).day < cutoffDay && previousMonthPending > 0;
}

/**
 * The month-blocking rule as a refusal: a day of the current month cannot be
 * declared, edited, justified or bulk-loaded while today is before the cut-off day and the
 * previous month still has pending days. Days of the previous month are never blocked: declaring
 * them is what lifts the block. The text is the blocking modal's; the API has no text of its own for it.
 */
export function monthBlockRefusal(date: IsoDate, today: IsoDate, cutoffDay: number, previousMonthPending: number): string | undefined {
  return isMonthBlocked(monthOf(date), today, cutoffDay, previousMonthPending) ? SALES_MSG.blockingBody : undefined;
}

/** Whether the month-blocking rule can apply to a date at all (current month, before the cut-off). */
export const monthBlockApplies = (date: IsoDate, today: IsoDate, cutoffDay: number) => isMonthBlocked(monthOf(date), today, cutoffDay, 1);

export type DayStatus = 'auditada' | 'justificada' | 'reportada' | 'no declarada' | 'pendiente';
export const DAY_STATUSES: DayStatus[] = ['pendiente', 'reportada', 'auditada', 'justificada', 'no declarada'];

export interface DayFacts {
  audited: boolean;
  justified: boolean;
  reported: boolean;
}

/**
 * Status of a day, in priority: auditada > justificada > reportada > no declarada > pendiente.
 * 'no declarada' is a past day without a record that can no longer be declared (past the
 * cut-off); a future day without a record is 'pendiente' (not declarable yet).
 */
export function dayStatus(date: IsoDate, facts: DayFacts, today: IsoDate, cutoffDay: number): DayStatus {
  if (facts.audited) return 'auditada';
  if (facts.justified) return 'justificada';
  if (facts.reported) return 'reportada';
  if (date <= today && !isDeclarable(date, today, cutoffDay)) return 'no declarada';
  return 'pendiente';
}

/**
 * A day counts as pending (overview counts, 'Pendiente (n)', the blocking modal) when it has no
 * record, can still be declared, and is before today: the 'yesterday' reference, which the 02:00
 * shift of businessToday moves one more day back.
 */
export function isOverdue(date: IsoDate, today: IsoDate, cutoffDay: number, hasRecord: boolean): boolean {
  return !hasRecord && date <= addDays(today, -1) && isDeclarable(date, today, cutoffDay);
}

export function bulkRowTotals(country: CountryId, totalVentas: number, totalNotasCredito: number) {
  const credit = -Math.abs(totalNotasCredito);
  const gross = roundMoney(totalVentas + credit, country);
  const net = country === 'CHL' ? Math.round(gross / CHILE_VAT_DIVISOR) : gross;
  return {
    monto_total_bruto: gross,
    monto_total_neto: net,
    detalles: { total_ventas: totalVentas, total_notas_credito: credit === 0 ? 0 : credit },
  };
}

/** Issues of a bulk row's numbers (money limits and decimals per country, integer tickets). */
export function bulkRowIssues(
  country: CountryId,
  row: { total_tickets: unknown; total_ventas: unknown; total_notas_credito: unknown },
): string[] {
  const issues: FieldIssue[] = [];
  checkTickets(issues, 'total_tickets', row.total_tickets, TRANSACTIONS_MAX, SALES_MSG.max8Digits, true);
  checkMoney(issues, 'total_ventas', row.total_ventas, country, { required: true });
  const c = row.total_notas_credito;
  if (c !== undefined && c !== null) {
    if (typeof c !== 'number' || !Number.isFinite(c)) issues.push({ field: 'total_notas_credito', message: SALES_MSG.required });
    else checkMoney(issues, 'total_notas_credito', Math.abs(c), country);
  }
  const label: Record<string, string> = {
    total_tickets: 'total tickets',
    total_ventas: 'total ventas',
    total_notas_credito: 'total notas de crédito',
  };
  return issues.map((i) => `${label[i.field]}: ${i.message}`);
}

/** The bulk error message: at most five row errors, then '... y N errores más'. */
export function bulkErrorSummary(errors: string[]): string {
  const shown = errors.slice(0, BULK_MAX_ERRORS_SHOWN);
  const rest = errors.length - shown.length;
  return [SALES_MSG.bulkErrorsHeading + ':', ...shown, ...(rest > 0 ? [SALES_MSG.bulkMore(rest)] : [])].join('\n');
}

/**
 * A justification's range: for a periodo reason both dates are required, the end is
 * not before the start, both are in the sale's month and the sale date is inside. Without
 * periodo the range is the sale day itself. Returns the days, or the Spanish refusal.
 */
export function justificationRange(
  saleDate: IsoDate,
  periodo: boolean,
  start?: IsoDate | null,
  end?: IsoDate | null,
): { ok: true; start: IsoDate; end: IsoDate } | { ok: false; message: string } {
  if (!periodo) {
    if ((start && start !== saleDate) || (end && end !== saleDate)) return { ok: false, message: SALES_MSG.rangeNotAllowed(saleDate) };
    return { ok: true, start: saleDate, end: saleDate };
  }
  if (!start || !end) return { ok: false, message: SALES_MSG.bothDates };
  if (!isValidIsoDate(start) || !isValidIsoDate(end)) return { ok: false, message: SALES_MSG.invalidDate };
  if (end < start) return { ok: false, message: SALES_MSG.endBeforeStart };
  const m = monthOf(saleDate);
  if (monthsBetween(monthOf(start), m) !== 0 || monthsBetween(monthOf(end), m) !== 0)
    return { ok: false, message: SALES_MSG.rangeOutsideMonth };
  if (saleDate < start || saleDate > end) return { ok: false, message: SALES_MSG.dateInRange(saleDate) };
  return { ok: true, start, end };
}

/** contract_space_id of the spec (the bulk template's column): the space and its contract. */
export const contractSpaceId = (c: { space_id: string; contract_id: string }) => `${c.space_id}_${c.contract_id}`;
