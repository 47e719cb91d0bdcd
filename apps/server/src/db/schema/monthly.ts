import { pgTable, text, bigint, date, uuid, jsonb, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';
import { audit, money, stampsNow, ts } from './columns';
import { saleKeys } from './core';
import { files } from './files';

/**
 * One monthly sale per contract and month. periodo is the
 * month's first day; UNIQUE(contract_id, periodo) makes a retried declaration update the row.
 */
export const monthlySales = pgTable(
  'monthly_sales',
  {
    ...saleKeys(),
    periodo: date('periodo', { mode: 'string' }).notNull(),
    fecha_registro: date('fecha_registro', { mode: 'string' }).notNull(),
    total_tickets: bigint('total_tickets', { mode: 'number' }).notNull().default(0),
    monto_total_bruto: money('monto_total_bruto').notNull().default(0),
    monto_total_neto: money('monto_total_neto').notNull().default(0),
    comentarios: text('comentarios'),
    /** per country: cash/card (CHL, ARG), credit notes stored negative and series (PER) */
    detalles: jsonb('detalles').$type<Record<string, number | string | null>>().notNull().default({}),
    ...audit(),
    email_registro: text('email_registro'),
    created_by: text('created_by').notNull(),
    updated_by: text('updated_by'),
    ...stampsNow(),
  },
  (t) => [
    uniqueIndex('monthly_sales_contract_period').on(t.contract_id, t.periodo),
    index('monthly_sales_client_period').on(t.client_id, t.periodo),
    // 'Comparativo' reads one month of a whole country
    index('monthly_sales_country_period').on(t.country_id, t.periodo),
  ],
);

/** Evidence files of a monthly sale. A file is evidence of at most one sale. */
export const monthlySaleFiles = pgTable(
  'monthly_sale_files',
  {
    sale_id: uuid('sale_id')
      .notNull()
      .references(() => monthlySales.id, { onDelete: 'cascade' }),
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id),
    linked_by: text('linked_by').notNull(),
    linked_at: ts('linked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sale_id, t.file_id] }), uniqueIndex('monthly_sale_files_file').on(t.file_id)],
);

export type MonthlySaleRow = typeof monthlySales.$inferSelect;
