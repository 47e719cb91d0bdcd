import type { CountryId } from '../countries/countries';
import { roundMoney } from '../sales/daily.amounts';

/**
 * Variable rent ('Renta variable'): what a month's sales cost a tenant under its contract's rent
 * terms. The rent due is the higher of the minimum guaranteed rent and the percentage rent,
 * capped by the maximum when the terms have one. Every amount is in the country's currency: a
 * minimum (or maximum) in another unit (Chile's UF, Peru's USD) is converted at the unit's value
 * of the day the terms name.
 */

/** The units a minimum rent may be given in, per country. */
export const RENT_UNITS = {
  CHL: ['UF', 'CLP'],
  PER: ['PEN', 'USD'],
  ARG: ['ARS'],
  COL: ['COP'],
} as const satisfies Record<CountryId, readonly string[]>;
export const ALL_RENT_UNITS = ['UF', 'CLP', 'PEN', 'USD', 'ARS', 'COP'] as const;
export type RentUnit = (typeof ALL_RENT_UNITS)[number];
/** The units whose daily value is imported (local currency per unit). */
export const VALUED_UNITS = ['UF', 'USD'] as const;
export type ValuedUnit = (typeof VALUED_UNITS)[number];
export const isValuedUnit = (u: string): u is ValuedUnit => (VALUED_UNITS as readonly string[]).includes(u);

/** The sales the percentage applies to: gross or net, as the country declares them. */
export const SALES_BASES = ['bruto', 'neto'] as const;
export type SalesBase = (typeof SALES_BASES)[number];
/** Tiered breakpoints, or one natural breakpoint (minimum rent ÷ rate). */
export const BREAKPOINT_KINDS = ['tramos', 'natural'] as const;
export type BreakpointKind = (typeof BREAKPOINT_KINDS)[number];

/**
 * A tier, incremental like a tax bracket: `porcentaje` applies to the sales between `desde` and
 * `hasta` (open when null). `monto_fijo`, when given, is the rent already reached at `desde` (the
 * ERP's fixed amount of the tier); without it, the sum of the tiers below.
 */
export interface RentTier {
  desde: number;
  hasta: number | null;
  porcentaje: number;
  monto_fijo?: number | null;
}

export interface RentTerms {
  country: CountryId;
  renta_minima: number;
  unidad: RentUnit;
  base_ventas: SalesBase;
  tipo: BreakpointKind;
  /** tipo 'tramos': the tiers, in order of `desde` */
  tramos: RentTier[];
  /** tipo 'natural': the rate, in percent */
  porcentaje_natural: number | null;
  /** the most the rent may be, in `unidad` (null: no cap) */
  renta_maxima: number | null;
  /** the day of the month whose unit value converts the minimum (null: the month's last day) */
  dia_valor_unidad: number | null;
}

export interface TierAmount {
  desde: number;
  hasta: number | null;
  porcentaje: number;
  /** the sales of the period that fall in the tier */
  ventas: number;
  /** the tier's part of the percentage rent (its fixed amount included), rounded to the currency */
  monto: number;
}

export interface RentResult {
  ventas: number;
  /** the unit value used (null: the minimum is in the local currency) */
  valorUnidad: number | null;
  rentaMinima: number;
  rentaMaxima: number | null;
  tramos: TierAmount[];
  rentaPorcentaje: number;
  /** which one is due: the minimum, the percentage rent, or the cap */
  aplica: 'minima' | 'porcentaje' | 'maxima';
  rentaAPagar: number;
  /** how much the due rent is above the minimum (0 when the minimum is due) */
  sobreMinimo: number;
  /** the next breakpoint above the sales, and the sales still needed to reach it (null: none left) */
  proximoTramo: { desde: number; porcentaje: number; faltan: number } | null;
}

/** The minimum (or maximum) in the local currency: the amount × the unit's value, rounded. */
export function toLocal(amount: number, unitValue: number | null, country: CountryId) {
  return roundMoney(unitValue === null ? amount : amount * unitValue, country);
}

/** The tiers a natural breakpoint stands for: the rate on all sales (it passes the minimum at minimum ÷ rate). */
export function naturalBreakpoint(minLocal: number, rate: number) {
  return rate > 0 ? minLocal / (rate / 100) : null;
}

/** The tiers of the terms, in order, as incremental brackets. */
function tiersOf(t: RentTerms): RentTier[] {
  if (t.tipo === 'natural') return [{ desde: 0, hasta: null, porcentaje: t.porcentaje_natural ?? 0 }];
  return [...t.tramos].sort((a, b) => a.desde - b.desde);
}

/**
 * Each tier's end (its `hasta`, else the next tier's start; null when open), the rent reached at
 * its start, and whether its fixed amount is at least the rent reached at the end of the tier below.
 */
function tierBases(tiers: RentTier[]) {
  let acc = 0;
  return tiers.map((tier, i) => {
    const top = tier.hasta ?? tiers[i + 1]?.desde ?? null;
    const ok = tier.monto_fijo == null || tier.monto_fijo + 1e-9 >= acc;
    const base = tier.monto_fijo ?? acc;
    acc = top === null ? base : base + ((top - tier.desde) * tier.porcentaje) / 100;
    return { top, base, ok };
  });
}

/** Whether each tier's fixed amount is at least the rent reached at the end of the tier below (so the rent never drops as sales grow). */
export const fixedAmountsClimb = (tiers: RentTier[]) => tierBases([...tiers].sort((a, b) => a.desde - b.desde)).every((b) => b.ok);

/**
 * The percentage rent of `ventas` (unrounded): the rent reached at the start of the tier the
 * sales are in, plus its rate on the sales above that start. The sales are in the last tier
 * whose start they pass; at exactly a tier's start they are still in the tier below, which gives
 * the same amount.
 */
function percentageRent(tiers: RentTier[], ventas: number) {
  const b = tierBases(tiers);
  let i = -1;
  tiers.forEach((t, j) => {
    if (ventas > t.desde) i = j;
  });
  if (i < 0) return { current: -1, amount: 0, bases: b };
  const tier = tiers[i]!;
  const top = b[i]!.top;
  const inTier = (top === null ? ventas : Math.min(ventas, top)) - tier.desde;
  return { current: i, amount: b[i]!.base + (inTier * tier.porcentaje) / 100, bases: b };
}

/**
 * The month's rent for `sales` (on the terms' base) under `terms`; `unitValue` is the value of
 * the terms' unit on the named day (null when the unit is the local currency).
 */
export function computeRent(terms: RentTerms, sales: number, unitValue: number | null): RentResult {
  const c = terms.country;
  const ventas = Math.max(0, sales);
  const rentaMinima = toLocal(terms.renta_minima, unitValue, c);
  const rentaMaxima = terms.renta_maxima === null ? null : toLocal(terms.renta_maxima, unitValue, c);
  const tiers = tiersOf(terms);
  const { current, amount, bases } = percentageRent(tiers, ventas);
  const rentaPorcentaje = roundMoney(amount, c);
  // each tier's part, rounded; the tier the sales are in takes what rounding (and a fixed amount) leaves
  let earlier = 0;
  const tramos: TierAmount[] = tiers.map((tier, i) => {
    const top = bases[i]!.top;
    const inTier = Math.max(0, (top === null ? ventas : Math.min(ventas, top)) - tier.desde);
    let monto = 0;
    if (i < current) monto = roundMoney((inTier * tier.porcentaje) / 100, c);
    else if (i === current) monto = roundMoney(rentaPorcentaje - earlier, c);
    earlier += monto;
    return { desde: tier.desde, hasta: top, porcentaje: tier.porcentaje, ventas: roundMoney(inTier, c), monto };
  });
  let aplica: RentResult['aplica'] = rentaPorcentaje > rentaMinima ? 'porcentaje' : 'minima';
  let rentaAPagar = Math.max(rentaMinima, rentaPorcentaje);
  if (rentaMaxima !== null && rentaAPagar > rentaMaxima) {
    rentaAPagar = rentaMaxima;
    aplica = 'maxima';
  }
  return {
    ventas: roundMoney(ventas, c),
    valorUnidad: unitValue,
    rentaMinima,
    rentaMaxima,
    tramos,
    rentaPorcentaje,
    aplica,
    rentaAPagar,
    sobreMinimo: roundMoney(Math.max(0, rentaAPagar - rentaMinima), c),
    proximoTramo: nextBreakpoint(terms, tiers, ventas, rentaMinima),
  };
}

/** The next breakpoint above the sales: the next tier's start, or the natural breakpoint. */
function nextBreakpoint(terms: RentTerms, tiers: RentTier[], ventas: number, minLocal: number) {
  const c = terms.country;
  if (terms.tipo === 'natural') {
    const bp = naturalBreakpoint(minLocal, terms.porcentaje_natural ?? 0);
    if (bp === null || ventas >= bp) return null;
    const desde = roundMoney(bp, c);
    return { desde, porcentaje: terms.porcentaje_natural ?? 0, faltan: roundMoney(bp - ventas, c) };
  }
  const next = tiers.find((t) => t.desde > ventas);
  return next ? { desde: next.desde, porcentaje: next.porcentaje, faltan: roundMoney(next.desde - ventas, c) } : null;
}

/** The day whose unit value converts the month's minimum: the named day, within the month, or its last day. */
export function unitValueDay(year: number, month: number, day: number | null) {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const d = day === null ? last : Math.min(day, last);
  return `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * A projection to the month's end from the days declared: the daily average of the declared days
 * for each day not declared yet. Without a declared day there is nothing to project from (null).
 */
export function projectMonth(salesSoFar: number, declaredDays: number, daysInMonth: number, country: CountryId) {
  if (declaredDays <= 0) return null;
  const average = salesSoFar / declaredDays;
  const remaining = Math.max(0, daysInMonth - declaredDays);
  return {
    promedioDiario: roundMoney(average, country),
    diasRestantes: remaining,
    ventas: roundMoney(salesSoFar + average * remaining, country),
  };
}
