import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema/index';

/** The current contracts (status 0) with their client's country, in id order: the sales histories' stores. */
export const currentContracts = (db: Db) =>
  db
    .select({
      id: t.contracts.id,
      space_id: t.contracts.space_id,
      client_id: t.contracts.client_id,
      country_id: t.clients.country_id,
      start_date: t.contracts.start_date,
      end_date: t.contracts.end_date,
    })
    .from(t.contracts)
    .innerJoin(t.clients, eq(t.clients.id, t.contracts.client_id))
    .where(eq(t.contracts.status, 0))
    .orderBy(t.contracts.id);

/** A demo user (status Ok) whose password is `hash`, with that password in its history; answers its id. */
export async function insertDemoUser(
  db: Db,
  hash: string,
  now: Date,
  u: Omit<typeof t.users.$inferInsert, 'password_hash' | 'status' | 'password_changed_at'>,
) {
  const [user] = await db
    .insert(t.users)
    .values({ ...u, password_hash: hash, status: 'Ok', password_changed_at: now })
    .returning({ id: t.users.id });
  await db.insert(t.passwordHistory).values({ user_id: user!.id, password_hash: hash, created_at: now });
  return user!.id;
}

/** A Chilean corporate demo user holding one role, with its password in the history; answers its id. */
export async function insertCorporateUser(
  db: Db,
  hash: string,
  now: Date,
  u: { email: string; nombres: string; apellidos: string; position: string; role: string },
) {
  const userId = await insertDemoUser(db, hash, now, {
    email: u.email,
    nombres: u.nombres,
    apellidos: u.apellidos,
    position: u.position,
    country_id: 'CHL',
    corporativo: true,
    login_count: 3,
  });
  await db.insert(t.userRoles).values({ user_id: userId, role_id: u.role });
  return userId;
}
