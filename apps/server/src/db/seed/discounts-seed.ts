import { eq, sql } from 'drizzle-orm';
import { COUNTRY_IDS, clientId, type CountryId } from '@vitrina/domain/countries/countries';
import { todayIn } from '@vitrina/domain/discounts/discounts.rules';
import type { Db } from '../client';
import * as t from '../schema/index';
import { DEMO_CLIENTS, demoTaxId } from './demo-data';

const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const CAMPAIGNS = [
  { name: 'Semana del café', type: '%', value: 15, status: 'approved', starts: 0, ends: 30, stock: 100, days: '12345' },
  { name: 'Liquidación de temporada', type: '$', value: 5000, status: 'approved', starts: 0, ends: 3, stock: null, days: '1234567' },
  { name: 'Fin de semana familiar', type: '%', value: 20, status: 'pending', starts: 2, ends: 40, stock: 50, days: '67' },
  { name: 'Borrador de invierno', type: '%', value: 10.5, status: 'draft', starts: 5, ends: 60, stock: null, days: '135' },
] as const;

/** Demo campaigns (approved, por expirar, pending, draft) of the first client of each country, with a few coupons in Chile. */
export async function seedDiscountsDemo(db: Db, now: Date) {
  for (const country of COUNTRY_IDS) {
    const ci = DEMO_CLIENTS.findIndex((c) => c.country === country);
    const c = DEMO_CLIENTS[ci]!;
    const cid = clientId(c.country, demoTaxId(c));
    const [creator] = await db
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.email, `empresa.${country.toLowerCase()}@vitrina.test`));
    if (!creator) continue;
    const brands = await db.select().from(t.brands).where(eq(t.brands.client_id, cid));
    const today = todayIn(now, country as CountryId);
    for (const [i, k] of CAMPAIGNS.entries()) {
      const brand = brands[i % brands.length]!;
      const res = await db.execute(
        sql`select distinct s.building_id as id from contracts x join spaces s on s.id = x.space_id where x.brand_id = ${brand.id}`,
      );
      const buildings = (res.rows as { id: string }[]).map((r) => r.id);
      if (!buildings.length) continue;
      const [d] = await db
        .insert(t.discounts)
        .values({
          client_id: cid,
          country_id: country,
          brand_id: brand.id,
          name: k.name,
          description: `${k.name} en ${brand.name}`,
          conditions: 'Válido presentando el código en caja. No acumulable con otras promociones.',
          discount_type: k.type,
          value: k.value,
          week_days: k.days,
          start_date: plusDays(today, k.starts),
          end_date: plusDays(today, k.ends),
          stock: k.stock,
          status: k.status,
          email: k.status === 'draft' ? null : `marketing@${brand.id.toLowerCase()}.test`,
          channels: k.status === 'draft' ? [] : ['On tour', 'App Mi Mall'],
          created_by: creator.id,
          created_at: new Date(now.getTime() - (CAMPAIGNS.length - i) * 3_600_000),
          updated_at: now,
          reviewed_at: k.status === 'approved' ? now : null,
        })
        .returning({ id: t.discounts.id });
      await db.insert(t.discountBuildings).values(buildings.map((b) => ({ discount_id: d!.id, building_id: b })));
      if (country === 'CHL' && i === 0) {
        const users = await db
          .select({ id: t.users.id, email: t.users.email })
          .from(t.users)
          .where(sql`${t.users.email} in ('marca.chl@vitrina.test', 'local.chl@vitrina.test')`);
        for (const [j, u] of users.entries()) {
          await db.insert(t.coupons).values({
            discount_id: d!.id,
            user_id: u.id,
            code: j === 0 ? 'CAFE23' : 'CAFE45',
            created_at: now,
            redeemed_at: j === 0 ? null : now,
            redeemed_by: j === 0 ? null : creator.id,
          });
        }
        await db.update(t.discounts).set({ coupons_count: users.length }).where(eq(t.discounts.id, d!.id));
      }
    }
  }
}
