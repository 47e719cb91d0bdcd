import type { Clock } from '@vitrina/domain/common/clock';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { RENT_MSG } from '@vitrina/domain/rent/messages';
import { rentForMonth, salesOnBase, termsForMonth, type RentMonth, type TermsRecord } from '@vitrina/domain/rent/rent.month';
import type { RentUnit, SalesBase, BreakpointKind } from '@vitrina/domain/rent/rent.rules';
import { addDays, firstDay, lastDay, monthOf, type YearMonth } from '@vitrina/domain/sales/calendar';
import type { Access } from '../access/scope';
import type { RentContract, RentRepo, RentTermsRow } from './rent.repo';

export type Caller = { userId: string };
export interface RentDeps {
  repo: RentRepo;
  access: Access;
  clock: Clock;
}

/** A stored terms row as the domain reads it. */
export const termsRecord = (r: RentTermsRow): TermsRecord => ({
  vigencia_desde: r.vigencia_desde,
  vigencia_hasta: r.vigencia_hasta,
  renta_minima: r.renta_minima,
  unidad: r.unidad as RentUnit,
  base_ventas: r.base_ventas as SalesBase,
  tipo: r.tipo as BreakpointKind,
  tramos: r.tramos,
  porcentaje_natural: r.porcentaje_natural,
  renta_maxima: r.renta_maxima,
  dia_valor_unidad: r.dia_valor_unidad,
});

/** A contract as the answers name it. */
export const contractRef = (c: RentContract) => ({
  id: c.contract_id,
  codigo: c.contract_code,
  empresa: c.client_name,
  marca: c.brand_name,
  local: c.space_code,
  centro: c.building_name,
  pais: c.country_id as CountryId,
});

export const ymKey = (m: YearMonth) => firstDay(m).slice(0, 7);
export const parseYm = (s: string): YearMonth => monthOf(`${s}-01`);

/** The sales and terms of some contracts over [from, to], grouped for the month figures. */
export async function loadPeriod(repo: RentRepo, country: CountryId, ids: string[], from: YearMonth, to: YearMonth) {
  const a = firstDay(from);
  const b = lastDay(to);
  const [terms, daily, monthly, values] = await Promise.all([
    repo.termsOf(ids, a, b),
    repo.dailySales(ids, a, b),
    repo.monthlySales(ids, a, b),
    repo.unitValues(country, addDays(a, -31), b),
  ]);
  const termsBy = new Map<string, TermsRecord[]>();
  for (const t of terms) termsBy.set(t.contract_id, [...(termsBy.get(t.contract_id) ?? []), termsRecord(t)]);
  return {
    values,
    termsOf: (id: string, m: YearMonth) => termsForMonth(termsBy.get(id) ?? [], m),
    daily: (id: string, m: YearMonth) => daily.filter((d) => d.contract_id === id && d.fecha.startsWith(ymKey(m))),
    monthly: (id: string, m: YearMonth) => monthly.find((d) => d.contract_id === id && d.periodo.startsWith(ymKey(m))),
  };
}
export type Period = Awaited<ReturnType<typeof loadPeriod>>;

/** A closed month of a contract: its monthly declaration when there is one, else the sum of its days. */
export function closedMonth(p: Period, country: CountryId, id: string, m: YearMonth): RentMonth {
  const terms = p.termsOf(id, m);
  const monthly = p.monthly(id, m);
  const sales = monthly ? salesOnBase(terms, monthly) : p.daily(id, m).reduce((s, d) => s + salesOnBase(terms, d), 0);
  return rentForMonth(country, m, terms, sales, monthly ? RENT_MSG.salesMonthly : RENT_MSG.salesDaily, p.values);
}

export const currencyOf = (country: CountryId) => COUNTRIES[country].currency;
