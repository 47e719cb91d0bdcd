import { pgTable, text, integer, boolean, date, uuid, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BulkLoadRow } from '@vitrina/domain/sales/receipts';
import { audit, money, stampsNow, ts } from './columns';
import { clients, saleKeys } from './core';

/** Reasons for a day without sales. `periodo`: a date range can be chosen. */
export const justifications = pgTable('justifications', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
  periodo: boolean('periodo').notNull().default(false),
  activo: boolean('activo').notNull().default(true),
});

/**
 * One daily-sales record per contract and day: declared amounts,
 * or a justification, and the audit lock. UNIQUE(contract_id, fecha_registro) makes a retried
 * or double-clicked declaration update the same row.
 */
export const dailySales = pgTable(
  'daily_sales',
  {
    ...saleKeys(),
    fecha_registro: date('fecha_registro', { mode: 'string' }).notNull(),
    monto_total_bruto: money('monto_total_bruto').notNull().default(0),
    monto_total_neto: money('monto_total_neto').notNull().default(0),
    total_tickets: integer('total_tickets').notNull().default(0),
    comentarios: text('comentarios'),
    /** the spec's detalles: per-group tickets and amounts, series, credit notes (stored negative) */
    detalles: jsonb('detalles').$type<Record<string, number | string | null>>().notNull().default({}),
    justification_id: integer('justification_id').references(() => justifications.id),
    justification_comment: text('justification_comment'),
    ...audit(),
    /** 'diaria' for daily sales */
    tipo_registro: text('tipo_registro').notNull().default('diaria'),
    /** 'form' or 'masiva' */
    metodo_ingreso: text('metodo_ingreso').notNull().default('form'),
    created_by: text('created_by').notNull(),
    updated_by: text('updated_by'),
    ...stampsNow(),
  },
  (t) => [
    uniqueIndex('daily_sales_contract_date').on(t.contract_id, t.fecha_registro),
    index('daily_sales_space_date').on(t.space_id, t.fecha_registro),
    index('daily_sales_client_date').on(t.client_id, t.fecha_registro),
  ],
);

/**
 * An accepted daily-sales bulk load: who loaded which rows for which
 * client, and when (the server's time). Its rows keep the file's figures as accepted, whatever
 * later edits or loads do to the days: the load's receipt ('carga_masiva') is made from them.
 */
export const dailySalesBulkLoads = pgTable(
  'daily_sales_bulk_loads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    client_id: text('client_id')
      .notNull()
      .references(() => clients.id),
    country_id: text('country_id').notNull(),
    /** the uploader's e-mail, as daily_sales.created_by */
    created_by: text('created_by').notNull(),
    created_at: ts('created_at').notNull(),
    /** the accepted rows in file order */
    filas: jsonb('filas').$type<BulkLoadRow[]>().notNull(),
  },
  (t) => [index('daily_sales_bulk_loads_client').on(t.client_id, t.created_at)],
);

export type DailySaleRow = typeof dailySales.$inferSelect;
export type JustificationRow = typeof justifications.$inferSelect;
