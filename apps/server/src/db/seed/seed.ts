import { seedDiscountsDemo } from './discounts-seed';
import { seedWorkRequestsDemo } from './work-requests-seed';
import { count } from 'drizzle-orm';
import { COUNTRIES, COUNTRY_IDS, clientId, type CountryId } from '@vitrina/domain/countries/countries';
import { PERMISSIONS, PERMISSION_CATEGORIES, TENANT_ROLES, defaultPermissionIds } from '@vitrina/domain/auth/permissions';
import { INTERNAL_ROLES, ROLE_NAMES } from '@vitrina/domain/auth/roles';
import { dailyCutoffParamId, monthlyCutoffParamId } from '@vitrina/domain/sales/daily.rules';
import {
  REMINDER_DAYS_BEFORE_DEFAULT,
  REMINDER_HOUR_DEFAULT,
  reminderDaysBeforeParamId,
  reminderHourParamId,
} from '@vitrina/domain/sales/reminders.rules';
import { workRequestsParamId } from '@vitrina/domain/workers/workers.rules';
import { seedWorkersDemo } from './workers-seed';
import { DEMO_BRAND_CATEGORIES, seedComparisonDemo } from './comparison-seed';
import type { Db } from '../client';
import * as t from '../schema/index';
import { hashPassword } from '../../lib/passwords';
import type { FileStorage } from '../../lib/storage';
import { seedAccessLogDemo } from './access-log-seed';
import { CONTRACTS_PER_CLIENT, DEMO_BUILDINGS, DEMO_CLIENTS, DEMO_PASSWORD, DEMO_USERS, SPACE_PREFIX, demoTaxId } from './demo-data';
import { seedInternalUsers, seedSalesHistory, seedSalesReference } from './sales-seed';
import { seedMonthlyHistory } from './monthly-seed';
import { seedNotificationsDemo } from './notifications-seed';
import { seedFinanceDemo } from './finance-seed';
import { seedRentDemo } from './rent-seed';
import { insertDemoUser } from './seed-rows';
import { seedHelpDemo } from './help-seed';

/** Reference data every installation needs: countries, roles, permissions, parameters. */
export async function seedReference(db: Db) {
  await db
    .insert(t.countries)
    .values(
      COUNTRY_IDS.map((id) => {
        const c = COUNTRIES[id];
        return { id, name: c.name, emoji: c.emoji, order: c.order, locale: c.locale, time_zone: c.timeZone, currency: c.currency };
      }),
    )
    .onConflictDoNothing();
  // every role of the one catalogue (packages/domain auth/roles.ts)
  await db
    .insert(t.roles)
    .values([
      ...TENANT_ROLES.map((id) => ({ id, name: ROLE_NAMES[id] })),
      ...INTERNAL_ROLES.map((id) => ({ id, name: ROLE_NAMES[id], internal: true })),
    ])
    .onConflictDoNothing();
  await seedSalesReference(db);
  await db.insert(t.permissionCategories).values(PERMISSION_CATEGORIES).onConflictDoNothing();
  await db
    .insert(t.permissions)
    .values(
      PERMISSIONS.map((p) => ({
        id: p.id,
        code: p.code,
        name: p.name,
        description: p.description,
        category_id: p.categoryId,
        countries_ids: p.countries_ids,
        requires: p.requires,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(t.params)
    .values(
      COUNTRY_IDS.flatMap((id) => [
        {
          id: dailyCutoffParamId(id),
          value: '12',
          description: 'Día de corte de la venta diaria del mes anterior',
        },
        {
          id: monthlyCutoffParamId(id),
          value: '12',
          description: 'Día de corte de la venta mensual del mes anterior',
        },
        {
          id: reminderDaysBeforeParamId(id),
          value: String(REMINDER_DAYS_BEFORE_DEFAULT),
          description: 'Recordatorio de corte: días antes del día de corte (0: solo el día de corte)',
        },
        {
          id: reminderHourParamId(id),
          value: String(REMINDER_HOUR_DEFAULT),
          description: 'Recordatorio de corte: hora local desde la que se envían (0 a 23)',
        },
        {
          id: workRequestsParamId(id),
          value: 'false',
          description: 'Solicitudes de trabajo, trabajadores y dotaciones habilitados en el país (true / false)',
        },
      ]),
    )
    .onConflictDoNothing();
}

export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: count() }).from(t.users);
  return (row?.n ?? 0) === 0;
}

const pad = (n: number, w = 3) => String(n).padStart(w, '0');

/**
 * The demo data set of the README. Deterministic: the same ids on every machine; the sales
 * history is relative to `now` (the app clock when seeding). Announcement files go to `storage`.
 */
export async function seedDemo(db: Db, storage: FileStorage, now: Date = new Date()) {
  const buildingIds: Record<CountryId, string[]> = { CHL: [], PER: [], ARG: [], COL: [] };
  for (const country of COUNTRY_IDS) {
    const rows = DEMO_BUILDINGS[country].map((b, i) => ({
      id: `${country}-B${i + 1}`,
      country_id: country,
      id_sap: `${country.slice(0, 2)}${pad(i + 1, 2)}`,
      name: b.name,
      city: b.city,
    }));
    buildingIds[country] = rows.map((r) => r.id);
    await db.insert(t.buildings).values(rows);
  }

  const spaceCounter: Record<CountryId, number> = { CHL: 0, PER: 0, ARG: 0, COL: 0 };
  const contractsByClient = new Map<string, { id: string; space_id: string; brand_id: string }[]>();
  const brandIdByName = new Map<string, string>();

  for (const [ci, c] of DEMO_CLIENTS.entries()) {
    const taxId = demoTaxId(c);
    const id = clientId(c.country, taxId);
    await db.insert(t.clients).values({
      id,
      country_id: c.country,
      tax_id: taxId,
      name: c.name,
      email: c.email,
      phone: c.phone,
      website: c.website,
      address: c.address,
      report_services: c.reportServices ?? [],
    });
    const brands = c.brands.map((name, bi) => ({
      id: `${c.country}-M${ci + 1}${bi + 1}`,
      client_id: id,
      name,
      category: DEMO_BRAND_CATEGORIES[name] ?? null,
      email: `contacto@${name
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '')}.test`,
    }));
    brands.forEach((b) => brandIdByName.set(b.name, b.id));
    await db.insert(t.brands).values(brands);

    const spaces = [];
    const contracts = [];
    for (let k = 0; k < CONTRACTS_PER_CLIENT; k++) {
      spaceCounter[c.country] += 1;
      const n = spaceCounter[c.country];
      const spaceId = `${SPACE_PREFIX[c.country]}${1000 + n}`;
      const building = buildingIds[c.country][(ci + k) % 3]!;
      spaces.push({
        id: spaceId,
        building_id: building,
        code: `L-${100 + n}`,
        municipal_number: c.country === 'PER' ? `${200 + n}` : null,
        area_m2: 40 + ((n * 37) % 160) + 0.5,
      });
      const expired = k === CONTRACTS_PER_CLIENT - 1;
      const brand = brands[k % brands.length]!;
      contracts.push({
        id: `${c.country}-C${ci + 1}${pad(k + 1, 2)}`,
        code: `${c.country.slice(0, 2)}-${2023 + (k % 2)}-${pad(ci * 10 + k + 1, 4)}`,
        client_id: id,
        brand_id: brand.id,
        space_id: spaceId,
        start_date: expired ? '2021-01-01' : `${2023 + (k % 2)}-0${(k % 9) + 1}-01`,
        end_date: expired ? '2025-12-31' : `${2028 + (k % 3)}-12-31`,
        status: expired ? 1 : 0,
      });
    }
    await db.insert(t.spaces).values(spaces);
    await db.insert(t.contracts).values(contracts);
    contractsByClient.set(id, contracts);
  }

  const hash = await hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_USERS) {
    const userId = await insertDemoUser(db, hash, new Date(), {
      email: u.email,
      nombres: u.nombres,
      apellidos: u.apellidos,
      phone: u.phone,
      position: u.position,
      country_id: u.country,
      login_count: u.loginCount,
    });
    for (const [pos, idx] of u.clients.entries()) {
      const c = DEMO_CLIENTS[idx]!;
      const cid = clientId(c.country, demoTaxId(c));
      await db.insert(t.userClients).values({
        user_id: userId,
        client_id: cid,
        position: pos,
        permission_ids: defaultPermissionIds(u.role, c.country),
      });
      const contracts = contractsByClient.get(cid) ?? [];
      let assigned = contracts;
      if (u.role === 'EXT_MARCA') {
        const brandIds = (u.brands ?? []).map((b) => brandIdByName.get(b)!);
        await db.insert(t.assignments).values(brandIds.map((brand_id) => ({ user_id: userId, type: 'Brand', client_id: cid, brand_id })));
        for (const brand_id of brandIds) {
          await db.insert(t.userRoles).values({ user_id: userId, role_id: u.role, client_id: cid, brand_id });
        }
        assigned = contracts.filter((k) => brandIds.includes(k.brand_id));
      } else if (u.role === 'EXT_LOCAL') {
        assigned = contracts.slice(0, u.spaces ?? 1);
        for (const k of assigned) {
          await db.insert(t.userRoles).values({ user_id: userId, role_id: u.role, client_id: cid, contract_id: k.id });
        }
      } else {
        await db.insert(t.userRoles).values({ user_id: userId, role_id: u.role, client_id: cid });
      }
      if (assigned.length) {
        await db.insert(t.assignments).values(
          assigned.map((k) => ({
            user_id: userId,
            type: 'Space',
            client_id: cid,
            space_id: k.space_id,
            contract_id: k.id,
          })),
        );
      }
    }
  }
  await seedInternalUsers(db, now);
  await seedSalesHistory(db, now);
  await seedMonthlyHistory(db, now);
  await seedNotificationsDemo(db, storage, now);
  await seedFinanceDemo(db, storage, now);
  await seedRentDemo(db, now);
  await seedHelpDemo(db, now);
  await seedDiscountsDemo(db, now);
  await seedAccessLogDemo(db, now);
  await seedWorkersDemo(db, storage, now);
  await seedWorkRequestsDemo(db, now);
  await seedComparisonDemo(db, now);
}

/**
 * Reference data always; the demo data set on an empty database when asked, its announcement
 * files in `storage` (the one the app serves them from). When the demo's transaction fails, the
 * files it stored leave the storage again.
 */
export async function seed(db: Db, opts: { demo: boolean; now?: Date; storage: FileStorage }) {
  await seedReference(db);
  if (opts.demo && (await isEmpty(db))) {
    const stored: { bucket: string; path: string }[] = [];
    const storage: FileStorage = {
      name: opts.storage.name,
      put: async (bucket, path, body) => {
        stored.push({ bucket, path });
        await opts.storage.put(bucket, path, body);
      },
      get: (bucket, path) => opts.storage.get(bucket, path),
      remove: (bucket, path) => opts.storage.remove(bucket, path),
    };
    try {
      await db.transaction(async (tx) => seedDemo(tx as unknown as Db, storage, opts.now ?? new Date()));
    } catch (err) {
      for (const f of stored) await opts.storage.remove(f.bucket, f.path).catch(() => undefined);
      throw err;
    }
    return true;
  }
  return false;
}
