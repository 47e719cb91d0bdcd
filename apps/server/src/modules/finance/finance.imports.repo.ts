import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { importRun, upsert, UPSERT_CHUNK as CHUNK, type ImportCounts, type ImportRun } from '../../lib/bulk-upsert';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';

export type DebtDocumentRow = typeof t.debtDocuments.$inferSelect;
export type InstalmentRow = typeof t.debtAgreementInstalments.$inferSelect;
export type InvoiceRow = typeof t.invoices.$inferSelect;
export type ExpenseFileRow = typeof t.expenseFiles.$inferSelect;
export type NewDebtDocument = typeof t.debtDocuments.$inferInsert;
export type NewInstalment = typeof t.debtAgreementInstalments.$inferInsert;
export type NewInvoice = typeof t.invoices.$inferInsert;
export type NewExpenseFile = typeof t.expenseFiles.$inferInsert;
/** A common expense to import: its row (without the file) and its PDF's stored-file row. */
export type NewExpense = { expense: Omit<NewExpenseFile, 'file_id'>; file: t.FileInsert };

/** The common expenses of a batch: their PDFs first (as stored files), then the expenses; a replaced PDF retired. */
async function upsertExpenses(d: Db, expenses: NewExpense[], at: Date): Promise<ImportCounts> {
  if (!expenses.length) return { inserted: 0, updated: 0, unchanged: 0 };
  // the PDFs first, as stored files of their clients: a re-sent one is the same row (revived if it was retired)
  const fileIds = new Map<string, string>();
  for (let i = 0; i < expenses.length; i += CHUNK) {
    const stored = await d
      .insert(t.files)
      .values(expenses.slice(i, i + CHUNK).map((e) => e.file))
      .onConflictDoUpdate({ target: [t.files.bucket, t.files.path], set: { deleted_at: null } })
      .returning({ id: t.files.id, bucket: t.files.bucket, path: t.files.path });
    for (const f of stored) fileIds.set(`${f.bucket}|${f.path}`, f.id);
  }
  const counts = await upsert(
    d,
    t.expenseFiles,
    expenses.map((e) => ({ ...e.expense, file_id: fileIds.get(`${e.file.bucket}|${e.file.path}`)! })),
    [t.expenseFiles.client_id, t.expenseFiles.year_month, t.expenseFiles.nombre],
    ['country_id', 'descripcion', 'file_id'],
  );
  // a PDF replaced by a new one is no longer any expense's: retired from the file service
  const clientIds = [...new Set(expenses.map((e) => e.expense.client_id))];
  await d
    .update(t.files)
    .set({ deleted_at: at })
    .where(
      and(
        eq(t.files.kind, 'common-expense'),
        inArray(t.files.client_id, clientIds),
        isNull(t.files.deleted_at),
        sql`not exists (select 1 from ${t.expenseFiles} where ${t.expenseFiles.file_id} = ${t.files.id})`,
      ),
    );
  return counts;
}

/** The import API's writes: one batch of debt, invoices or common expenses in one transaction. */
export function createFinanceImportRepo(db: Db) {
  return {
    /** One import batch in one transaction: the upserts, then the run's record. */
    importBatch: (
      run: ImportRun,
      write: {
        documents?: NewDebtDocument[];
        instalments?: NewInstalment[];
        invoices?: NewInvoice[];
        expenses?: NewExpense[];
      },
    ) =>
      importRun(db, run, async (d) => [
        await upsert(
          d,
          t.debtDocuments,
          write.documents ?? [],
          [t.debtDocuments.country_id, t.debtDocuments.sociedad, t.debtDocuments.nro_factura],
          [
            'client_id',
            'sociedad_facturadora',
            'folio',
            'tipo_documento',
            'centro_comercial',
            'fecha_emision',
            'fecha_vencimiento',
            'total',
            'estado',
          ],
        ),
        await upsert(
          d,
          t.debtAgreementInstalments,
          write.instalments ?? [],
          [
            t.debtAgreementInstalments.country_id,
            t.debtAgreementInstalments.sociedad,
            t.debtAgreementInstalments.convenio,
            t.debtAgreementInstalments.numero_cuota,
          ],
          ['client_id', 'sociedad_facturadora', 'fecha_vencimiento', 'valor_cuota'],
        ),
        await upsert(
          d,
          t.invoices,
          write.invoices ?? [],
          [t.invoices.country_id, t.invoices.society_code, t.invoices.numero],
          [
            'client_id',
            'society_nombre',
            'tipo_documento',
            'fecha_emision',
            'anio_mes',
            'monto_neto',
            'monto_impuesto',
            'monto_bruto',
            'url',
            'tipo_visualizacion',
            'pdf_bucket',
            'pdf_path',
            'pdf_sha256',
            'compensada',
          ],
        ),
        await upsertExpenses(d, write.expenses ?? [], run.at),
      ]),
  };
}
