import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';
import { createFinanceImportRepo, type DebtDocumentRow } from './finance.imports.repo';

export type {
  DebtDocumentRow,
  InstalmentRow,
  InvoiceRow,
  ExpenseFileRow,
  NewDebtDocument,
  NewInstalment,
  NewInvoice,
  NewExpenseFile,
  NewExpense,
} from './finance.imports.repo';

/** Queries of accounts payable, invoices and common expenses, and the import API's writes. */
export function createFinanceRepo(db: Db) {
  return {
    client: async (country: string, taxId: string) =>
      (
        await db
          .select()
          .from(t.clients)
          .where(and(eq(t.clients.country_id, country), eq(t.clients.tax_id, taxId)))
      )[0],
    clientsOf: (f: { country?: string; clientIds: string[] }) =>
      f.country || f.clientIds.length
        ? db
            .select({ id: t.clients.id, countryId: t.clients.country_id, taxId: t.clients.tax_id, name: t.clients.name })
            .from(t.clients)
            .where(f.country ? eq(t.clients.country_id, f.country) : inArray(t.clients.id, f.clientIds))
            .orderBy(asc(t.clients.name))
        : Promise.resolve([]),
    existingClients: async (ids: string[]) =>
      ids.length ? (await db.select({ id: t.clients.id }).from(t.clients).where(inArray(t.clients.id, ids))).map((r) => r.id) : [],

    /**
     * The columns of the debt list only, in its order, without the ORM's row mapping
     * (5,000 rows per call): dates as their text (as the string-mode date columns give them), the
     * amount as a number (float8, the same double as Number() of the numeric text).
     */
    debtListRows: async (clientId: string) =>
      (
        await db.execute(sql`
          select folio, tipo_documento, sociedad_facturadora, centro_comercial, fecha_emision::text as fecha_emision,
            fecha_vencimiento::text as fecha_vencimiento, total::float8 as total, estado, sociedad, nro_factura
          from debt_documents where client_id = ${clientId}
          order by fecha_vencimiento, sociedad, nro_factura`)
      ).rows as unknown as Pick<
        DebtDocumentRow,
        | 'folio'
        | 'tipo_documento'
        | 'sociedad_facturadora'
        | 'centro_comercial'
        | 'fecha_emision'
        | 'fecha_vencimiento'
        | 'total'
        | 'estado'
        | 'sociedad'
        | 'nro_factura'
      >[],
    /**
     * A version of a client's debt documents that changes with any write to them: the count and the
     * newest row version (xmin, the transaction that wrote the row) — an insert, an update or a
     * delete changes one of the two.
     */
    debtVersion: async (clientId: string) => {
      const r = await db.execute(
        sql`select count(*)::int as n, coalesce(max(xmin::text::bigint), 0)::text as x from debt_documents where client_id = ${clientId}`,
      );
      const row = r.rows[0] as { n: number; x: string };
      return `${row.n}.${row.x}`;
    },
    /** What the debt summary adds up: each document's due date and amount. */
    debtDues: async (clientId: string) =>
      (
        await db.execute(
          sql`select fecha_vencimiento::text as fecha_vencimiento, total::float8 as total from debt_documents where client_id = ${clientId}`,
        )
      ).rows as unknown as Pick<DebtDocumentRow, 'fecha_vencimiento' | 'total'>[],
    debtDocument: async (clientId: string, sociedad: string, nro: string) =>
      (
        await db
          .select()
          .from(t.debtDocuments)
          .where(and(eq(t.debtDocuments.client_id, clientId), eq(t.debtDocuments.sociedad, sociedad), eq(t.debtDocuments.nro_factura, nro)))
      )[0],
    instalments: (clientId: string) =>
      db
        .select()
        .from(t.debtAgreementInstalments)
        .where(eq(t.debtAgreementInstalments.client_id, clientId))
        .orderBy(asc(t.debtAgreementInstalments.fecha_vencimiento), asc(t.debtAgreementInstalments.numero_cuota)),
    lastRun: async (kind: string) =>
      (
        await db
          .select({ at: t.financeImportRuns.at })
          .from(t.financeImportRuns)
          .where(eq(t.financeImportRuns.kind, kind))
          .orderBy(desc(t.financeImportRuns.at))
          .limit(1)
      )[0]?.at,

    invoicePage: async (clientId: string, f: { society?: string; month?: string }, limit: number, offset: number) => {
      const parts: SQL[] = [eq(t.invoices.client_id, clientId)];
      if (f.society) parts.push(eq(t.invoices.society_code, f.society));
      if (f.month) parts.push(eq(t.invoices.anio_mes, f.month));
      const where = and(...parts);
      const [rows, [total]] = await Promise.all([
        db.select().from(t.invoices).where(where).orderBy(desc(t.invoices.fecha_emision), desc(t.invoices.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(t.invoices).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    invoiceFilters: async (clientId: string) => {
      const [months, societies] = await Promise.all([
        db
          .selectDistinct({ anio_mes: t.invoices.anio_mes })
          .from(t.invoices)
          .where(eq(t.invoices.client_id, clientId))
          .orderBy(desc(t.invoices.anio_mes)),
        db
          .selectDistinct({ society_code: t.invoices.society_code, society_nombre: t.invoices.society_nombre })
          .from(t.invoices)
          .where(eq(t.invoices.client_id, clientId))
          .orderBy(asc(t.invoices.society_code)),
      ]);
      return { months, societies };
    },
    invoice: async (clientId: string, id: number) =>
      (
        await db
          .select()
          .from(t.invoices)
          .where(and(eq(t.invoices.client_id, clientId), eq(t.invoices.id, id)))
      )[0],

    /** A page of the client's common expenses, each with its stored file's location (a live file of the file service). */
    expensePage: async (clientId: string, limit: number, offset: number) => {
      const where = and(eq(t.expenseFiles.client_id, clientId), isNull(t.files.deleted_at));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: t.expenseFiles.id,
            descripcion: t.expenseFiles.descripcion,
            year_month: t.expenseFiles.year_month,
            nombre: t.expenseFiles.nombre,
            country_id: t.expenseFiles.country_id,
            bucket: t.files.bucket,
            object_key: t.files.path,
          })
          .from(t.expenseFiles)
          .innerJoin(t.files, eq(t.files.id, t.expenseFiles.file_id))
          .where(where)
          .orderBy(desc(t.expenseFiles.year_month), asc(t.expenseFiles.nombre))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(t.expenseFiles).innerJoin(t.files, eq(t.files.id, t.expenseFiles.file_id)).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    ...createFinanceImportRepo(db),
  };
}
export type FinanceRepo = ReturnType<typeof createFinanceRepo>;
