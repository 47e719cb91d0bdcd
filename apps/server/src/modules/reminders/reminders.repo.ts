import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { PERMISSIONS } from '@vitrina/domain/auth/permissions';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';
import { reachesSql } from '../access/reach';

const DECLARE = PERMISSIONS.find((p) => p.code === 'create:DailySales')!.id;

/** A user who declares a contract's space, with the contract's dates and labels. */
export interface ReminderRecipientRow {
  user_id: string;
  email: string;
  nombres: string;
  contract_id: string;
  space_id: string;
  start_date: string;
  end_date: string;
  space_code: string;
  brand_name: string;
  building_name: string;
}

/** The cut-off reminders' queries. Queries only. */
export function createRemindersRepo(db: Db) {
  return {
    params: (ids: string[]) => db.select().from(t.params).where(inArray(t.params.id, ids)),

    /**
     * The enabled users who may declare (create:DailySales in the client) a current contract of
     * the country that overlaps [start, end] and is theirs by assignment, unless they opted out.
     */
    async recipients(country: string, start: string, end: string): Promise<ReminderRecipientRow[]> {
      const res = await db.execute(sql`
        select u.id as user_id, u.email, u.nombres, c.id as contract_id, c.space_id, c.start_date::text as start_date,
          c.end_date::text as end_date, s.code as space_code, b.name as brand_name, bu.name as building_name
        from contracts c
          join clients cl on cl.id = c.client_id
          join spaces s on s.id = c.space_id
          join buildings bu on bu.id = s.building_id
          join brands b on b.id = c.brand_id
          join user_clients uc on uc.client_id = c.client_id and ${DECLARE} = any(uc.permission_ids)
          join users u on u.id = uc.user_id
        where cl.country_id = ${country} and c.status = 0 and c.start_date <= ${end} and c.end_date >= ${start}
          and u.status = 'Ok' and not u.reminders_opt_out
          and ${reachesSql(sql`u.id`, { id: sql`c.id`, client_id: sql`c.client_id`, brand_id: sql`c.brand_id`, space_id: sql`c.space_id` })}
        order by u.id, s.code, c.id`);
      return res.rows as unknown as ReminderRecipientRow[];
    },

    /** The dates with a record (declared or justified) of the contracts in [start, end]. */
    declaredDates: (contractIds: string[], start: string, end: string) =>
      contractIds.length
        ? db
            .select({ contract_id: t.dailySales.contract_id, fecha: t.dailySales.fecha_registro })
            .from(t.dailySales)
            .where(
              and(
                inArray(t.dailySales.contract_id, contractIds),
                gte(t.dailySales.fecha_registro, start),
                lte(t.dailySales.fecha_registro, end),
              ),
            )
        : Promise.resolve([]),

    /** Records the day's reminder of a user; false when it was recorded already (by this or another instance). */
    async claim(row: typeof t.reminderSends.$inferInsert) {
      const got = await db.insert(t.reminderSends).values(row).onConflictDoNothing().returning({ user_id: t.reminderSends.user_id });
      return got.length === 1;
    },

    /** Removes a claim whose message could not be delivered, so that the next run tries again. */
    unclaim: (userId: string, country: string, localDate: string) =>
      db
        .delete(t.reminderSends)
        .where(
          and(eq(t.reminderSends.user_id, userId), eq(t.reminderSends.country_id, country), eq(t.reminderSends.local_date, localDate)),
        ),

    sendsOf: (userId: string) => db.select().from(t.reminderSends).where(eq(t.reminderSends.user_id, userId)),
  };
}
export type RemindersRepo = ReturnType<typeof createRemindersRepo>;
