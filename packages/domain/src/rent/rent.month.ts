import type { CountryId } from '../countries/countries';
import { addDays, daysInMonth, firstDay, formatDayMonthYear, lastDay, type YearMonth } from '../sales/calendar';
import { explainRent } from './rent.explain';
import { computeRent, isValuedUnit, unitValueDay, type RentTerms } from './rent.rules';
import { RENT_MSG } from './messages';
import type { RentFigures } from './rent.schema';

/** A contract's stored terms for a validity period. */
export type TermsRecord = Omit<RentTerms, 'country'> & { vigencia_desde: string; vigencia_hasta: string | null };
export interface UnitValue {
  unidad: string;
  fecha: string;
  valor: number;
}
/** A month's rent as the pages show it: its figures, or why there are none. */
export interface RentMonth {
  periodo: string;
  ventas: number;
  fuente: string;
  figuras: RentFigures | null;
  aviso: string | null;
}

/** The terms in force in a month: of those that cover some day of it, the one that started last. */
export function termsForMonth<T extends { vigencia_desde: string; vigencia_hasta: string | null }>(
  terms: T[],
  m: YearMonth,
): T | undefined {
  const from = firstDay(m);
  const to = lastDay(m);
  return terms
    .filter((t) => t.vigencia_desde <= to && (t.vigencia_hasta === null || t.vigencia_hasta >= from))
    .sort((a, b) => a.vigencia_desde.localeCompare(b.vigencia_desde))
    .at(-1);
}

/** The unit's value of `day`, or of the last day before it with a value (within a month). */
export function unitValueOn(values: UnitValue[], unit: string, day: string): UnitValue | undefined {
  const since = addDays(day, -31);
  return values
    .filter((v) => v.unidad === unit && v.fecha <= day && v.fecha >= since)
    .sort((a, b) => a.fecha.localeCompare(b.fecha))
    .at(-1);
}

/** The sales figure the terms bill on: gross or net. */
export const salesOnBase = (terms: { base_ventas: string } | undefined, s: { bruto: number; neto: number }) =>
  terms?.base_ventas === 'bruto' ? s.bruto : s.neto;

/**
 * A month's rent for `sales` under the terms in force that month: the figures and their Spanish
 * lines, or the notice of why there are none (no terms; no value of the unit).
 */
export function rentForMonth(
  country: CountryId,
  m: YearMonth,
  terms: TermsRecord | undefined,
  sales: number,
  fuente: string,
  values: UnitValue[],
): RentMonth {
  const periodo = firstDay(m).slice(0, 7);
  if (!terms) return { periodo, ventas: sales, fuente, figuras: null, aviso: RENT_MSG.noTerms };
  let unitValue: UnitValue | undefined;
  if (isValuedUnit(terms.unidad)) {
    const day = unitValueDay(m.year, m.month, terms.dia_valor_unidad);
    unitValue = unitValueOn(values, terms.unidad, day);
    if (!unitValue)
      return { periodo, ventas: sales, fuente, figuras: null, aviso: RENT_MSG.missingUnitValue(terms.unidad, formatDayMonthYear(day)) };
  }
  const full: RentTerms = { ...terms, country };
  const r = computeRent(full, sales, unitValue?.valor ?? null);
  return {
    periodo,
    ventas: r.ventas,
    fuente,
    figuras: { ...r, explicacion: explainRent(full, r, unitValue?.fecha ?? null, fuente) },
    aviso: null,
  };
}

/**
 * The month so far: the days declared up to `today`, the past days still pending (named), and
 * whether the month is complete (over, and every day declared).
 */
export function monthSoFar(m: YearMonth, today: string, declared: ReadonlySet<string>) {
  const days = daysInMonth(m);
  const first = firstDay(m);
  const last = lastDay(m);
  const hasta = today < last ? today : last;
  const pendientes: string[] = [];
  for (let d = first; d <= hasta && d < today; d = addDays(d, 1)) if (!declared.has(d)) pendientes.push(d);
  const declarados = [...declared].filter((d) => d >= first && d <= last).length;
  const completo = today > last && pendientes.length === 0;
  return {
    hasta,
    diasDelMes: days,
    diasDeclarados: declarados,
    diasPendientes: pendientes,
    completo,
    enCurso: today >= first && today <= last,
  };
}

/** The month's state in a line: complete, or which days are still pending. */
export function monthState(s: { diasDeclarados: number; diasDelMes: number; diasPendientes: string[]; completo: boolean }) {
  if (s.completo) return 'Mes completo: todos los días están declarados.';
  const named = s.diasPendientes.map((d) => formatDayMonthYear(d).slice(0, 5)).join(', ');
  return s.diasPendientes.length
    ? `Estimación incompleta: ${s.diasPendientes.length === 1 ? 'falta declarar el día' : `faltan declarar ${s.diasPendientes.length} días:`} ${named}.`
    : `Estimación incompleta: ${s.diasDeclarados} de ${s.diasDelMes} días declarados; el mes aún no termina.`;
}
