import { and, eq, inArray } from 'drizzle-orm';
import { clientId } from '@vitrina/domain/countries/countries';
import type { Db } from '../client';
import * as t from '../schema/index';
import { DEMO_CLIENTS, demoTaxId } from './demo-data';

/**
 * A few outside reads of the first Chilean company's sales, so 'Mi empresa' →
 * 'Accesos a tus datos' shows something on a fresh demo: finance and audit staff reading its
 * spaces' daily sales in the last days.
 */
export async function seedAccessLogDemo(db: Db, now: Date) {
  const client = clientId(DEMO_CLIENTS[0]!.country, demoTaxId(DEMO_CLIENTS[0]!));
  const staff = await db
    .select({ id: t.users.id, email: t.users.email })
    .from(t.users)
    .where(inArray(t.users.email, ['finanzas@vitrina.test', 'auditor@vitrina.test']));
  const contracts = await db
    .select({ code: t.contracts.code, space: t.spaces.code })
    .from(t.contracts)
    .innerJoin(t.spaces, eq(t.spaces.id, t.contracts.space_id))
    .where(and(eq(t.contracts.client_id, client), eq(t.contracts.status, 0)))
    .limit(2);
  if (!staff.length || !contracts.length) return;
  const hours = [70, 50, 26, 5];
  await db.insert(t.salesAccessLog).values(
    hours.map((h, i) => {
      const who = staff[i % staff.length]!;
      const c = contracts[i % contracts.length]!;
      return {
        at: new Date(now.getTime() - h * 3_600_000),
        client_id: client,
        user_id: who.id,
        actor: who.email,
        role: who.email.startsWith('finanzas') ? 'FINANZAS' : 'AUDITOR',
        resource: 'Ventas diarias',
        detail: `local ${c.space} · contrato ${c.code}`,
      };
    }),
  );
}
