import { pgTable, text, integer, boolean, date, uuid, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, money, serialId } from './columns';
import { clientCountry } from './core';
import { serviceApiKeys } from './api-keys';
import { files } from './files';

/** One import batch (who, when, what, counts): the debt summary's 'last update' comes from here. */
export const financeImportRuns = pgTable(
  'finance_import_runs',
  {
    id: serialId(),
    /** debt, invoices, expenses */
    kind: text('kind').notNull(),
    api_key_id: uuid('api_key_id').references(() => serviceApiKeys.id),
    /** who: the key's name (or 'seed') */
    source: text('source').notNull(),
    at: ts('at').notNull(),
    received: integer('received').notNull(),
    inserted: integer('inserted').notNull(),
    updated: integer('updated').notNull(),
    unchanged: integer('unchanged').notNull(),
  },
  (t) => [index('finance_import_runs_kind_at').on(t.kind, t.at)],
);

/** A debt document of a client, keyed by country + society + document number. */
export const debtDocuments = pgTable(
  'debt_documents',
  {
    id: serialId(),
    ...clientCountry(),
    sociedad: text('sociedad').notNull(),
    sociedad_facturadora: text('sociedad_facturadora').notNull(),
    nro_factura: text('nro_factura').notNull(),
    folio: text('folio').notNull(),
    tipo_documento: text('tipo_documento').notNull(),
    centro_comercial: text('centro_comercial').notNull(),
    fecha_emision: date('fecha_emision', { mode: 'string' }).notNull(),
    fecha_vencimiento: date('fecha_vencimiento', { mode: 'string' }).notNull(),
    total: money('total').notNull(),
    estado: text('estado').notNull(),
  },
  (t) => [
    uniqueIndex('debt_documents_key').on(t.country_id, t.sociedad, t.nro_factura),
    index('debt_documents_client').on(t.client_id, t.fecha_vencimiento),
  ],
);

/** An instalment of a client's debt agreement; its status comes from the due date. */
export const debtAgreementInstalments = pgTable(
  'debt_agreement_instalments',
  {
    id: serialId(),
    ...clientCountry(),
    sociedad: text('sociedad').notNull(),
    sociedad_facturadora: text('sociedad_facturadora').notNull(),
    convenio: text('convenio').notNull(),
    numero_cuota: integer('numero_cuota').notNull(),
    fecha_vencimiento: date('fecha_vencimiento', { mode: 'string' }).notNull(),
    valor_cuota: money('valor_cuota').notNull(),
  },
  (t) => [
    uniqueIndex('debt_agreement_instalments_key').on(t.country_id, t.sociedad, t.convenio, t.numero_cuota),
    index('debt_agreement_instalments_client').on(t.client_id),
  ],
);

/** An invoice issued by the operator's ERP, keyed by country + society + number. */
export const invoices = pgTable(
  'invoices',
  {
    id: serialId(),
    ...clientCountry(),
    society_code: text('society_code').notNull(),
    society_nombre: text('society_nombre').notNull(),
    numero: text('numero').notNull(),
    tipo_documento: text('tipo_documento').notNull(),
    fecha_emision: date('fecha_emision', { mode: 'string' }).notNull(),
    /** yyyy-MM of the issue date (the period filter) */
    anio_mes: text('anio_mes').notNull(),
    monto_neto: money('monto_neto').notNull(),
    monto_impuesto: money('monto_impuesto').notNull(),
    monto_bruto: money('monto_bruto').notNull(),
    /** an https link of the provider (view type 'url'), or null */
    url: text('url'),
    tipo_visualizacion: text('tipo_visualizacion'),
    /** the stored PDF (view type 'pdf'): storage bucket and path */
    pdf_bucket: text('pdf_bucket'),
    pdf_path: text('pdf_path'),
    pdf_sha256: text('pdf_sha256'),
    compensada: boolean('compensada').notNull().default(false),
  },
  (t) => [
    uniqueIndex('invoices_key').on(t.country_id, t.society_code, t.numero),
    index('invoices_client').on(t.client_id, t.fecha_emision),
  ],
);

/** A common-expense file of a client, keyed by country + tax id (client) + year_month + name; its PDF is a stored file. */
export const expenseFiles = pgTable(
  'expense_files',
  {
    id: serialId(),
    ...clientCountry(),
    year_month: text('year_month').notNull(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull(),
    /** the PDF: a stored file of the client (kind 'common-expense'), downloaded through the file service's signed link */
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id),
  },
  (t) => [
    uniqueIndex('expense_files_key').on(t.client_id, t.year_month, t.nombre),
    index('expense_files_file').on(t.file_id),
    index('expense_files_list').on(t.client_id, t.year_month),
  ],
);
