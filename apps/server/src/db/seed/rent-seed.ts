import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { zonedDateString } from '@vitrina/domain/common/clock';
import { addDays, addMonths, firstDay, lastDay, monthOf } from '@vitrina/domain/sales/calendar';
import type { RentTier } from '@vitrina/domain/rent/rent.rules';
import type { Db } from '../client';
import * as t from '../schema/index';
import { currentContracts } from './seed-rows';

/** Tiers of a demo contract, in local currency, scaled to the country's sales. */
const tiers = (scale: number, rates: number[]): RentTier[] =>
  rates.map((porcentaje, i) => ({
    desde: i * scale,
    hasta: i === rates.length - 1 ? null : (i + 1) * scale,
    porcentaje,
    monto_fijo: null,
  }));

/** A scale of monthly sales per country (the demo's sales are of this order). */
const SCALE: Record<CountryId, number> = { CHL: 20_000_000, PER: 60_000, ARG: 15_000_000, COL: 60_000_000 };
const MIN: Record<CountryId, number> = { CHL: 25, PER: 3_000, ARG: 900_000, COL: 3_500_000 };

/**
 * Demo rent terms for every current demo contract but one per company (its fifth, which shows
 * 'Sin condiciones de renta variable informadas'): Chile in UF (and one contract in pesos), Peru
 * in PEN (and one in USD), Argentina and Colombia in local currency; tiered, natural breakpoints
 * and a maximum among them. The UF's and the dollar's daily values from 13 months before `now`
 * to the end of the current month.
 */
export async function seedRentDemo(db: Db, now: Date) {
  const contracts = await currentContracts(db);
  const rows = contracts
    .filter((c) => !c.id.endsWith('05'))
    .map((c, i) => {
      const country = c.country_id as CountryId;
      const k = Number(c.id.slice(-2));
      const natural = k === 3;
      const unidad =
        country === 'CHL' ? (k === 4 ? 'CLP' : 'UF') : country === 'PER' ? (k === 2 ? 'USD' : 'PEN') : COUNTRIES[country].currency;
      const min = unidad === 'CLP' ? 1_200_000 : unidad === 'USD' ? 900 : MIN[country] * (1 + (i % 3) * 0.2);
      return {
        contract_id: c.id,
        country_id: country,
        vigencia_desde: '2024-01-01',
        vigencia_hasta: null,
        renta_minima: Math.round(min * 100) / 100,
        unidad,
        base_ventas: country === 'CHL' || country === 'ARG' ? 'neto' : 'bruto',
        tipo: natural ? 'natural' : 'tramos',
        tramos: natural ? [] : tiers(SCALE[country], k === 1 ? [5, 7, 9] : [6, 8]),
        porcentaje_natural: natural ? 8 : null,
        renta_maxima: k === 2 && unidad !== 'USD' ? Math.round(min * 4 * 100) / 100 : null,
        dia_valor_unidad: null,
        created_at: now,
        updated_at: now,
      };
    });
  if (rows.length) await db.insert(t.rentTerms).values(rows);

  const today = zonedDateString(now, COUNTRIES.CHL.timeZone);
  const from = firstDay(addMonths(monthOf(today), -13));
  const to = lastDay(monthOf(today));
  const values: (typeof t.unitValues.$inferInsert)[] = [];
  for (let d = from, n = 0; d <= to; d = addDays(d, 1), n++) {
    values.push({ country_id: 'CHL', unidad: 'UF', fecha: d, valor: Math.round((37_500 + n * 3.1) * 100) / 100 });
    values.push({ country_id: 'PER', unidad: 'USD', fecha: d, valor: Math.round((3.75 + Math.sin(n / 9) * 0.05) * 10_000) / 10_000 });
  }
  for (let i = 0; i < values.length; i += 500) await db.insert(t.unitValues).values(values.slice(i, i + 500));
}
