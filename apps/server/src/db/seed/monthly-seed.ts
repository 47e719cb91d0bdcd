import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { zonedDateString } from '@vitrina/domain/common/clock';
import { addMonths, firstDay, lastDay, monthOf } from '@vitrina/domain/sales/calendar';
import { computeMonthlyTotals } from '@vitrina/domain/sales/monthly.rules';
import type { Db } from '../client';
import * as t from '../schema/index';
import { currentContracts } from './seed-rows';

function rand(key: string) {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return ((h >>> 0) % 100_000) / 100_000;
}

function demoMonthly(country: CountryId, key: string) {
  const r = (n: string) => rand(key + n);
  const tickets = 600 + Math.floor(r('t') * 4000);
  const perTicket = { CHL: 14_000, PER: 42, ARG: 9_000, COL: 38_000 }[country];
  const amount = Math.round(tickets * perTicket * (0.6 + r('a')));
  const cash = Math.round(amount * (0.2 + r('c') * 0.3));
  const res = computeMonthlyTotals(country, {
    total_tickets: tickets,
    monto_total_neto: country === 'ARG' ? Math.round(amount / 1.21) : amount,
    detalles:
      country === 'PER'
        ? {
            total_monto_nota_credito: r('n') < 0.3 ? -Math.round(amount * 0.02 * 100) / 100 : 0,
            serie_boletas: 'B001',
            serie_facturas: 'F001',
          }
        : { total_monto_efectivo_boletas: cash, total_monto_tarjeta_boletas: amount - cash },
  });
  return res.ok ? res.totals : undefined;
}

/**
 * Monthly sales history of the current demo contracts, relative to `now`: the three months before
 * the previous one are declared and audited; in the previous month (the one 'Ventas Mensuales'
 * shows) one contract in three has declared (every other of those audited), the rest still have
 * 'Declarar'. Seeded history carries no evidence files.
 */
export async function seedMonthlyHistory(db: Db, now: Date) {
  const contracts = await currentContracts(db);
  const rows: (typeof t.monthlySales.$inferInsert)[] = [];
  contracts.forEach((k, idx) => {
    const country = k.country_id as CountryId;
    const current = monthOf(zonedDateString(now, COUNTRIES[country].timeZone));
    for (let back = 4; back >= 1; back--) {
      const m = addMonths(current, -back);
      if (k.start_date > lastDay(m) || k.end_date < firstDay(m)) continue;
      if (back === 1 && idx % 3 !== 1) continue;
      const totals = demoMonthly(country, `${k.id}${firstDay(m)}`);
      if (!totals) continue;
      const audited = back > 1 || idx % 2 === 0;
      const at = new Date(`${firstDay(addMonths(m, 1)).slice(0, 8)}05T14:00:00Z`);
      rows.push({
        contract_id: k.id,
        space_id: k.space_id,
        client_id: k.client_id,
        country_id: country,
        periodo: firstDay(m),
        fecha_registro: lastDay(m),
        ...totals,
        comentarios: 'Sin Comentarios',
        auditada: audited,
        audited_by: audited ? 'auditor@vitrina.test' : null,
        audited_at: audited ? at : null,
        email_registro: 'sistema@vitrina.test',
        created_by: 'sistema@vitrina.test',
        created_at: at,
        updated_at: at,
      });
    }
  });
  if (rows.length) await db.insert(t.monthlySales).values(rows).onConflictDoNothing();
  return rows.length;
}
