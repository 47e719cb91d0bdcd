import { eq } from 'drizzle-orm';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { addDays, addMonths, businessToday, daysOf, firstDay, monthOf } from '@vitrina/domain/sales/calendar';
import { computeDailyTotals, normalizeComment } from '@vitrina/domain/sales/daily.rules';
import type { Db } from '../client';
import * as t from '../schema/index';
import { currentContracts, insertCorporateUser } from './seed-rows';
import { hashPassword } from '../../lib/passwords';
import { DEMO_PASSWORD } from './demo-data';
import { INTERNAL_ROLES, ROLE_NAMES, staffDemoEmail } from '@vitrina/domain/auth/roles';

/** The justification catalogue. periodo: a date range can be chosen. */
export const JUSTIFICATIONS = [
  { id: 1, nombre: 'Local cerrado por remodelación', periodo: true },
  { id: 2, nombre: 'Feriado', periodo: false },
  { id: 3, nombre: 'Corte de energía', periodo: false },
  { id: 4, nombre: 'Inventario', periodo: false },
  { id: 5, nombre: 'Local cerrado temporalmente', periodo: true },
  { id: 6, nombre: 'Cierre del centro comercial', periodo: false },
  { id: 7, nombre: 'Vacaciones del personal', periodo: true },
];

/** The demo staff with their own names; every other internal role gets `staffDemoEmail(role)` (the operator: notifications-seed). */
export const INTERNAL_DEMO_USERS = [
  {
    email: 'finanzas@vitrina.test',
    nombres: 'Patricia',
    apellidos: 'Valenzuela Ortiz',
    role: 'FINANZAS',
    position: 'Analista de Finanzas',
  },
  { email: 'auditor@vitrina.test', nombres: 'Rodrigo', apellidos: 'Sepúlveda Mora', role: 'AUDITOR', position: 'Auditor de Ventas' },
];

export async function seedSalesReference(db: Db) {
  await db.insert(t.justifications).values(JUSTIFICATIONS).onConflictDoNothing();
}

/**
 * Internal staff: corporate users of Chile with their role, one demo account per internal role;
 * the front desk (PERSONAL_CENTRO) works at the Chilean demo buildings. Staff are members of no client: they read tenants' data through their role's
 * abilities (packages/domain auth/roles.ts, the server's access layer).
 */
export async function seedInternalUsers(db: Db, now: Date) {
  const hash = await hashPassword(DEMO_PASSWORD);
  const named = new Set([...INTERNAL_DEMO_USERS.map((u) => u.role), 'OPERADOR']);
  const users = [
    ...INTERNAL_DEMO_USERS,
    ...INTERNAL_ROLES.filter((r) => !named.has(r)).map((role) => ({
      email: staffDemoEmail(role),
      nombres: 'Demo',
      apellidos: ROLE_NAMES[role],
      role,
      position: ROLE_NAMES[role],
    })),
  ];
  for (const u of users) {
    const userId = await insertCorporateUser(db, hash, now, u);
    // the mall's front desk works at the Chilean demo buildings (it validates their campaigns' coupons)
    if (u.role === 'PERSONAL_CENTRO') {
      const chl = await db.select({ id: t.buildings.id }).from(t.buildings).where(eq(t.buildings.country_id, 'CHL'));
      if (chl.length) await db.insert(t.staffBuildings).values(chl.map((b) => ({ user_id: userId, building_id: b.id })));
    }
  }
}

/** Deterministic pseudo-random number in [0, 1) from a string. */
function rand(key: string) {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return ((h >>> 0) % 100_000) / 100_000;
}

function demoDetalles(country: CountryId, key: string) {
  const r = (n: string) => rand(key + n);
  if (country === 'CHL') {
    const bt = 20 + Math.floor(r('bt') * 180);
    const ft = Math.floor(r('ft') * 6);
    const et = r('et') < 0.2 ? 1 : 0;
    return computeDailyTotals('CHL', {
      total_tickets_boletas: bt,
      total_monto_efectivo_boletas: Math.round(bt * 4_000 * (0.3 + r('be'))),
      total_monto_tarjeta_boletas: Math.round(bt * 9_000 * (0.3 + r('bc'))),
      total_tickets_facturas: ft,
      total_monto_efectivo_facturas: ft ? Math.round(ft * 20_000 * r('fe')) + 1 : 0,
      total_monto_tarjeta_facturas: ft ? Math.round(ft * 40_000 * (0.2 + r('fc'))) : 0,
      total_tickets_exentas: et,
      total_monto_exentas: et ? Math.round(15_000 * (0.5 + r('ea'))) : 0,
    });
  }
  const tickets = 15 + Math.floor(r('t') * 150);
  const amount = Math.round(tickets * (country === 'PER' ? 45 : country === 'ARG' ? 9_000 : 38_000) * (0.5 + r('a')) * 100) / 100;
  const credit = r('c') < 0.25 ? -Math.round(amount * 0.05 * r('cc') * 100) / 100 : 0;
  const detalles =
    country === 'PER'
      ? { total_monto_sin_igv: amount, total_monto_nota_credito: credit, serie_boletas: 'B001', serie_facturas: 'F001' }
      : { total_monto_efectivo: amount, total_monto_nota_credito: credit };
  return computeDailyTotals(country, detalles, tickets);
}

/**
 * Three months of daily-sales history for every current demo contract, relative to `now`:
 * declared, justified, audited and pending days, so that every tab and status has examples.
 * - two months back: all declared or justified; audited for every other contract
 * - last month: mostly declared; some contracts leave the last days pending (blocking modal
 *   before the cut-off), some have the first half audited
 * - this month: declared up to a few days ago; one contract in three is up to date
 */
export async function seedSalesHistory(db: Db, now: Date) {
  const contracts = await currentContracts(db);
  const rows: (typeof t.dailySales.$inferInsert)[] = [];
  contracts.forEach((k, idx) => {
    const country = k.country_id as CountryId;
    const today = businessToday(now, COUNTRIES[country].timeZone);
    const yesterday = addDays(today, -1);
    const current = monthOf(today);
    const months = [addMonths(current, -2), addMonths(current, -1), current];
    const upToDate = idx % 3 === 0;
    const pendingLastMonth = idx % 4 === 1;
    months.forEach((m, mi) => {
      const days = daysOf(m).filter((d) => d <= yesterday && d >= k.start_date && d <= k.end_date);
      days.forEach((d, di) => {
        const key = `${k.id}${d}`;
        const isLastDays = di >= days.length - 3;
        if (mi === 1 && pendingLastMonth && isLastDays) return;
        if (mi === 2 && !upToDate && d > addDays(yesterday, -(1 + (idx % 3)))) return;
        if (mi === 1 && rand(key + 'skip') < 0.04 && !upToDate) return;
        const audited = (mi === 0 && idx % 2 === 0) || (mi === 1 && idx % 3 === 0 && di < 15);
        const at = new Date(`${d}T23:30:00Z`);
        const base = {
          contract_id: k.id,
          space_id: k.space_id,
          client_id: k.client_id,
          country_id: country,
          fecha_registro: d,
          auditada: audited,
          audited_by: audited ? 'auditor@vitrina.test' : null,
          audited_at: audited ? new Date(`${firstDay(addMonths(m, 1))}T15:00:00Z`) : null,
          tipo_registro: 'diaria',
          created_by: 'sistema@vitrina.test',
          created_at: at,
          updated_at: at,
        };
        if (rand(key + 'j') < 0.06) {
          const j = [2, 3, 4, 6][Math.floor(rand(key + 'jj') * 4)]!;
          rows.push({
            ...base,
            justification_id: j,
            justification_comment: j === 3 ? 'Sin suministro eléctrico en el sector' : null,
            comentarios: normalizeComment(null),
            metodo_ingreso: 'form',
          });
          return;
        }
        const r = demoDetalles(country, key);
        if (!r.ok) return;
        rows.push({
          ...base,
          ...r.totals,
          detalles: r.totals.detalles as Record<string, number | string | null>,
          comentarios: rand(key + 'c') < 0.1 ? 'Día con alta afluencia de público' : normalizeComment(null),
          metodo_ingreso: rand(key + 'm') < 0.15 ? 'masiva' : 'form',
        });
      });
    });
  });
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(t.dailySales)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
  return rows.length;
}
