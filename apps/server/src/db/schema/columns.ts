import { bigserial, boolean, numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** Column builders shared by the tables: each call makes a new column, so a table never shares one. */

/** A point in time, with its time zone, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An amount of money: 14 digits, 2 decimals, read as a number. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** A numbered id (bigserial primary key). */
export const serialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** When the row was created and last changed, both set by the writer. */
export const stamps = () => ({
  created_at: ts('created_at').notNull(),
  updated_at: ts('updated_at').notNull(),
});

/** As stamps, both defaulting to now() (the sales declarations). */
export const stampsNow = () => ({
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** A sales declaration's audit lock: whether it is audited, by whom and when. */
export const audit = () => ({
  auditada: boolean('auditada').notNull().default(false),
  audited_by: text('audited_by'),
  audited_at: ts('audited_at'),
});
