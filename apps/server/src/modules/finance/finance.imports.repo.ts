import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { upsert, UPSERT_CHUNK as CHUNK, type ImportCounts } from '../../lib/bulk-upsert';
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
/** The import API's writes: one batch of debt, invoices or common expenses in one transaction. */
export function createFinanceImportRepo(db: Db) {
  return {
    /** One import batch in one transaction: the upserts, then the run's record. */
    importBatch: (
      run: { kind: string; api_key_id: string | null; source: string; at: Date; received: number },
      write: {
        documents?: NewDebtDocument[];
        instalments?: NewInstalment[];
        invoices?: NewInvoice[];
        expenses?: NewExpense[];
      },
    ) =>
      db.transaction(async (tx) => {
        const d = tx as unknown as Db;
        const total: ImportCounts = { inserted: 0, updated: 0, unchanged: 0 };
        const add = (c: ImportCounts) => {
          total.inserted += c.inserted;
          total.updated += c.updated;
          total.unchanged += c.unchanged;
        };
        if (write.documents?.length)
          add(
            await upsert(
              d,
              t.debtDocuments,
              write.documents,
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
          );
        if (write.instalments?.length)
          add(
            await upsert(
              d,
              t.debtAgreementInstalments,
              write.instalments,
              [
                t.debtAgreementInstalments.country_id,
                t.debtAgreementInstalments.sociedad,
                t.debtAgreementInstalments.convenio,
                t.debtAgreementInstalments.numero_cuota,
              ],
              ['client_id', 'sociedad_facturadora', 'fecha_vencimiento', 'valor_cuota'],
            ),
          );
        if (write.invoices?.length)
          add(
            await upsert(
              d,
              t.invoices,
              write.invoices,
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
          );
        if (write.expenses?.length) {
          // the PDFs first, as stored files of their clients: a re-sent one is the same row (revived if it was retired)
          const fileIds = new Map<string, string>();
          for (let i = 0; i < write.expenses.length; i += CHUNK) {
            const stored = await d
              .insert(t.files)
              .values(write.expenses.slice(i, i + CHUNK).map((e) => e.file))
              .onConflictDoUpdate({ target: [t.files.bucket, t.files.path], set: { deleted_at: null } })
              .returning({ id: t.files.id, bucket: t.files.bucket, path: t.files.path });
            for (const f of stored) fileIds.set(`${f.bucket}|${f.path}`, f.id);
          }
          add(
            await upsert(
              d,
              t.expenseFiles,
              write.expenses.map((e) => ({ ...e.expense, file_id: fileIds.get(`${e.file.bucket}|${e.file.path}`)! })),
              [t.expenseFiles.client_id, t.expenseFiles.year_month, t.expenseFiles.nombre],
              ['country_id', 'descripcion', 'file_id'],
            ),
          );
          // a PDF replaced by a new one is no longer any expense's: retired from the file service
          const clientIds = [...new Set(write.expenses.map((e) => e.expense.client_id))];
          await d
            .update(t.files)
            .set({ deleted_at: run.at })
            .where(
              and(
                eq(t.files.kind, 'common-expense'),
                inArray(t.files.client_id, clientIds),
                isNull(t.files.deleted_at),
                sql`not exists (select 1 from ${t.expenseFiles} where ${t.expenseFiles.file_id} = ${t.files.id})`,
              ),
            );
        }
        const [r] = await tx
          .insert(t.financeImportRuns)
          .values({ ...run, ...total })
          .returning({ id: t.financeImportRuns.id });
        return { run_id: r!.id, received: run.received, ...total };
      }),
  };
}
