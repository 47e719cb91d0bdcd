import { Readable } from 'node:stream';
import type { z } from 'zod';
import { clientId as clientIdOf, type CountryId } from '@vitrina/domain/countries/countries';
import { FINANCE_MSG } from '@vitrina/domain/finance/messages';
import { type debtImportSchema, type expenseImportSchema, type invoiceImportSchema } from '@vitrina/domain/finance/finance.schema';
import type { NewExpense, NewInvoice } from './finance.repo';
import { commonExpenseFile } from './expense-files';
import { type RowError, rejected, isPdf, type FinanceCommon } from './finance.common';

/** The import API that feeds finance (scope finance:import): debt, invoices and common expenses. */
export function createFinanceImports(common: FinanceCommon) {
  const { d, repo, clock, storage, storePdf } = common;
  /** The import's checks beyond the schema: known clients, one row per natural key, real PDFs. */
  async function checkRows<R extends { country_id: CountryId; tax_id: string }>(
    section: string,
    rows: R[],
    key: (r: R) => string,
    errors: RowError[],
  ) {
    const ids = [...new Set(rows.map((r) => clientIdOf(r.country_id, r.tax_id)))];
    const known = new Set(await repo.existingClients(ids));
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      if (!known.has(clientIdOf(r.country_id, r.tax_id)))
        errors.push({ path: `/${section}/${i}/tax_id`, message: FINANCE_MSG.importUnknownClient });
      const k = key(r);
      if (seen.has(k)) errors.push({ path: `/${section}/${i}`, message: FINANCE_MSG.importDuplicateRow });
      seen.add(k);
    });
  }

  return {
    async importDebt(key: { id: string | null; name: string }, b: z.infer<typeof debtImportSchema>) {
      const errors: RowError[] = [];
      await checkRows('documents', b.documents, (r) => `${r.country_id}|${r.sociedad}|${r.nro_factura}`, errors);
      await checkRows('agreements', b.agreements, (r) => `${r.country_id}|${r.sociedad}|${r.convenio}|${r.numero_cuota}`, errors);
      if (errors.length) throw rejected(errors);
      return repo.importBatch(
        { kind: 'debt', api_key_id: key.id, source: key.name, at: clock.now(), received: b.documents.length + b.agreements.length },
        {
          documents: b.documents.map((r) => ({
            client_id: clientIdOf(r.country_id, r.tax_id),
            country_id: r.country_id,
            sociedad: r.sociedad,
            sociedad_facturadora: r.sociedad_facturadora,
            nro_factura: r.nro_factura,
            folio: r.folio,
            tipo_documento: r.tipo_documento,
            centro_comercial: r.centro_comercial,
            fecha_emision: r.fecha_emision,
            fecha_vencimiento: r.fecha_vencimiento,
            total: r.total,
            estado: r.estado,
          })),
          instalments: b.agreements.map((r) => ({
            client_id: clientIdOf(r.country_id, r.tax_id),
            country_id: r.country_id,
            sociedad: r.sociedad,
            sociedad_facturadora: r.sociedad_facturadora,
            convenio: r.convenio,
            numero_cuota: r.numero_cuota,
            fecha_vencimiento: r.fecha_vencimiento,
            valor_cuota: r.valor_cuota,
          })),
        },
      );
    },
    async importInvoices(key: { id: string | null; name: string }, b: z.infer<typeof invoiceImportSchema>) {
      const errors: RowError[] = [];
      await checkRows('invoices', b.invoices, (r) => `${r.country_id}|${r.society_code}|${r.numero}`, errors);
      const pdfs = b.invoices.map((r, i) => {
        if (r.pdf_base64 === undefined) {
          if (r.tipo_visualizacion === 'pdf' && !r.url) errors.push({ path: `/invoices/${i}`, message: FINANCE_MSG.pdfOrUrl });
          return undefined;
        }
        const buf = Buffer.from(r.pdf_base64, 'base64');
        if (!isPdf(buf)) errors.push({ path: `/invoices/${i}/pdf_base64`, message: FINANCE_MSG.notPdf });
        return buf;
      });
      if (errors.length) throw rejected(errors);
      const rows: NewInvoice[] = [];
      for (const [i, r] of b.invoices.entries()) {
        const pdf = pdfs[i] ? await storePdf(`facturas/${r.country_id}`, pdfs[i]) : undefined;
        rows.push({
          client_id: clientIdOf(r.country_id, r.tax_id),
          country_id: r.country_id,
          society_code: r.society_code,
          society_nombre: r.society_nombre,
          numero: r.numero,
          tipo_documento: r.tipo_documento,
          fecha_emision: r.fecha_emision,
          anio_mes: r.fecha_emision.slice(0, 7),
          monto_neto: r.monto_neto,
          monto_impuesto: r.monto_impuesto,
          monto_bruto: r.monto_bruto,
          url: r.url,
          tipo_visualizacion: r.tipo_visualizacion,
          pdf_bucket: pdf?.bucket ?? null,
          pdf_path: pdf?.path ?? null,
          pdf_sha256: pdf?.sha256 ?? null,
          compensada: r.compensada,
        });
      }
      return repo.importBatch(
        { kind: 'invoices', api_key_id: key.id, source: key.name, at: clock.now(), received: rows.length },
        { invoices: rows },
      );
    },
    async importExpenses(key: { id: string | null; name: string }, b: z.infer<typeof expenseImportSchema>) {
      const errors: RowError[] = [];
      await checkRows('files', b.files, (r) => `${clientIdOf(r.country_id, r.tax_id)}|${r.year_month}|${r.nombre}`, errors);
      const pdfs = b.files.map((r, i) => {
        const buf = Buffer.from(r.pdf_base64, 'base64');
        if (!isPdf(buf)) errors.push({ path: `/files/${i}/pdf_base64`, message: FINANCE_MSG.notPdf });
        return buf;
      });
      if (errors.length) throw rejected(errors);
      const rows: NewExpense[] = [];
      const at = clock.now();
      for (const [i, r] of b.files.entries()) {
        const cid = clientIdOf(r.country_id, r.tax_id);
        const file = commonExpenseFile({ clientId: cid, yearMonth: r.year_month, nombre: r.nombre, bucket: d.bucket, bytes: pdfs[i]!, at });
        await storage.put(file.bucket, file.path, Readable.from(pdfs[i]!));
        rows.push({
          expense: { client_id: cid, country_id: r.country_id, year_month: r.year_month, nombre: r.nombre, descripcion: r.descripcion },
          file,
        });
      }
      return repo.importBatch(
        { kind: 'expenses', api_key_id: key.id, source: key.name, at: clock.now(), received: rows.length },
        { expenses: rows },
      );
    },
  };
}
