import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import { COUNTRIES, clientId as clientIdOf, type CountryId } from '@vitrina/domain/countries/countries';
import { agingSummary, agreementStatus } from '@vitrina/domain/finance/aging';
import { FINANCE_MSG } from '@vitrina/domain/finance/messages';
import {
  clientKey,
  parseClientKey,
  type debtImportSchema,
  type expenseImportSchema,
  type expensesQuerySchema,
  type invoiceImportSchema,
  type invoicesQuerySchema,
  type DebtRow,
  type Invoice,
} from '@vitrina/domain/finance/finance.schema';
import type { PermissionCode } from '@vitrina/domain/auth/permissions';
import type { Access } from '../access/scope';
import { financeReach, requireClientRecords } from '../access/require';
import type { FileStorage } from '../../lib/storage';
import { textPdf } from '../../lib/pdf';
import { debtXlsx } from './debt.xlsx';
import type { FinanceRepo, InvoiceRow, NewExpense, NewInvoice } from './finance.repo';
import { commonExpenseFile } from './expense-files';

type Caller = { userId: string };
type RowError = { path: string; message: string };
const notFound = (m: string = FINANCE_MSG.clientNotFound) => new AppError('not_found', 404, m);
const rejected = (details: RowError[]) => new AppError('import_rejected', 400, FINANCE_MSG.importRejected, details);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const isPdf = (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-';

/** Accounts payable, invoices and common expenses, and the import API that feeds them. */
export function createFinanceService(d: { repo: FinanceRepo; access: Access; clock: Clock; storage: FileStorage; bucket: string }) {
  const { repo, access, clock, storage } = d;

  /** The client of a `{country}-{taxId}` (or country + tax id) the caller may read with `code`. */
  async function readable(caller: Caller, country: string, taxId: string, code: PermissionCode) {
    const client = await repo.client(country, taxId);
    const scope = await access.loadScope(caller);
    if (!client) {
      // nothing revealed: a missing client answers as one the caller does not belong to
      throw notFound();
    }
    requireClientRecords(scope, client, code);
    return { ...client, country_id: client.country_id as CountryId };
  }
  const byKey = (caller: Caller, key: string, code: PermissionCode) => {
    const k = parseClientKey(key);
    if (!k) throw new AppError('bad_request', 400, FINANCE_MSG.badClientKey);
    return readable(caller, k.country, k.taxId, code);
  };

  const debtLink = (country: string, taxId: string, sociedad: string, nro: string) =>
    `/api/fo/debt/clients/${encodeURIComponent(clientKey(country as CountryId, taxId))}/debt-details/${encodeURIComponent(`${sociedad}-${nro}`)}/download`;

  /** A client's debt documents as the debt-details answer. */
  async function debtRowsOf(c: { id: string; country_id: CountryId; tax_id: string }): Promise<{ data: DebtRow[] }> {
    const docs = await repo.debtListRows(c.id);
    return {
      data: docs.map((x) => ({
        folio: x.folio,
        tipoDeDocumento: x.tipo_documento,
        sociedadFacturadora: x.sociedad_facturadora,
        centroComercial: x.centro_comercial,
        fechaDeEmision: x.fecha_emision,
        fechaDeVencimiento: x.fecha_vencimiento,
        totalFactura: x.total,
        estadoDeuda: x.estado,
        linkFactura: debtLink(c.country_id, c.tax_id, x.sociedad, x.nro_factura),
        sociedad: x.sociedad,
        nroFactura: x.nro_factura,
      })),
    };
  }

  const invoiceLink = (r: InvoiceRow, taxId: string) =>
    `/api/fo/invoices/country/${r.country_id}/company/${encodeURIComponent(taxId)}/${r.id}/download`;

  const toInvoice = (r: InvoiceRow, taxId: string): Invoice => ({
    id: r.id,
    tipo_documento: r.tipo_documento,
    numero: r.numero,
    fecha_emision: r.fecha_emision,
    nombre_sociedad: r.society_nombre,
    society_code: r.society_code,
    monto_neto: r.monto_neto,
    monto_impuesto: r.monto_impuesto,
    monto_bruto: r.monto_bruto,
    // a stored PDF is downloaded from the portal; otherwise the provider's link (or nothing yet)
    url: r.pdf_path ? invoiceLink(r, taxId) : r.url,
    tipo_visualizacion: (r.tipo_visualizacion as Invoice['tipo_visualizacion']) ?? null,
    compensada: r.compensada,
  });

  /** Stores a PDF sent inline under a content-addressed path (a re-sent file lands on the same path). */
  async function storePdf(prefix: string, b: Buffer) {
    const hash = sha256(b);
    const path = `${prefix}/${hash}.pdf`;
    await storage.put(d.bucket, path, Readable.from(b));
    return { bucket: d.bucket, path, sha256: hash, size: b.length };
  }

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
    /** The clients whose debt, invoices or common expenses the caller may read (FINANZAS: every client of their country). */
    async clients(caller: Caller) {
      const scope = await access.loadScope(caller);
      return { data: await repo.clientsOf(financeReach(scope, ['read:Debt', 'read:Billing', 'read:Expenses'])) };
    },
    // ---------- accounts payable ----------
    async debt(caller: Caller, key: string) {
      const c = await byKey(caller, key, 'read:Debt');
      const [docs, inst, at] = await Promise.all([repo.debtDues(c.id), repo.instalments(c.id), repo.lastRun('debt')]);
      const now = clock.now();
      const convenio = Math.round(inst.reduce((s, i) => s + Math.round(i.valor_cuota * 100), 0)) / 100;
      return {
        ...agingSummary(
          docs.map((x) => ({ fechaDeVencimiento: x.fecha_vencimiento, totalFactura: x.total })),
          now,
          c.country_id,
        ),
        convenioTotal: convenio,
        updatedAt: at?.toISOString() ?? null,
        cliente: { nombre: c.name, taxId: c.tax_id, country: c.country_id, currency: COUNTRIES[c.country_id].currency },
      };
    },
    async debtDetails(caller: Caller, key: string): Promise<{ data: DebtRow[] }> {
      return debtRowsOf(await byKey(caller, key, 'read:Debt'));
    },
    /**
     * The debt documents of a client the caller may read, as a version of the stored rows and the
     * way to build the answer (the routes keep the answer per version: lib/versioned-json.ts).
     */
    async debtDetailsVersioned(caller: Caller, key: string) {
      const c = await byKey(caller, key, 'read:Debt');
      return { key: c.id, version: await repo.debtVersion(c.id), build: () => debtRowsOf(c) };
    },
    /** 'Descargar': the rows of one status (or all) as .xlsx. */
    async debtXlsx(caller: Caller, key: string, estado?: string) {
      const rows = (await this.debtDetails(caller, key)).data.filter((r) => !estado || r.estadoDeuda === estado);
      const k = parseClientKey(key)!;
      const name = `deuda-${k.country}-${k.taxId}${estado ? `-${estado.toLowerCase().replace(/\s+/g, '-')}` : ''}.xlsx`;
      return { name, body: await debtXlsx(rows, k.country, estado ? `Deuda ${estado}` : 'Deuda total') };
    },
    async debtAgreements(caller: Caller, key: string) {
      const c = await byKey(caller, key, 'read:Debt');
      const now = clock.now();
      return {
        data: (await repo.instalments(c.id)).map((i) => ({
          sociedadFacturadora: i.sociedad_facturadora,
          numeroDeCuota: i.numero_cuota,
          fechaDeVencimiento: i.fecha_vencimiento,
          valorCuota: i.valor_cuota,
          estadoDeuda: agreementStatus(i.fecha_vencimiento, now, c.country_id),
        })),
      };
    },
    /** The document's PDF as base64 text. */
    async debtDocumentPdf(caller: Caller, key: string, doc: string) {
      const c = await byKey(caller, key, 'read:Debt');
      const cut = doc.indexOf('-');
      const x = cut > 0 ? await repo.debtDocument(c.id, doc.slice(0, cut), doc.slice(cut + 1)) : undefined;
      if (!x) throw notFound(FINANCE_MSG.documentNotFound);
      const pdf = await textPdf(`${x.tipo_documento} N° ${x.folio}`, [
        `Sociedad facturadora: ${x.sociedad_facturadora} (${x.sociedad})`,
        `Cliente: ${c.name} — ${COUNTRIES[c.country_id].taxIdLabel} ${c.tax_id}`,
        `Centro comercial: ${x.centro_comercial}`,
        `Fecha de emisión: ${x.fecha_emision.split('-').reverse().join('/')} · Vencimiento: ${x.fecha_vencimiento.split('-').reverse().join('/')}`,
        `Total: ${x.total} ${COUNTRIES[c.country_id].currency} · Estado: ${x.estado}`,
      ]);
      return Buffer.from(pdf).toString('base64');
    },

    // ---------- invoices ----------
    async invoices(caller: Caller, country: string, taxId: string, q: z.infer<typeof invoicesQuerySchema>) {
      const c = await readable(caller, country, taxId, 'read:Billing');
      const month = q.month && q.month !== 'Todos' ? q.month : undefined;
      const society = q.society && q.society !== 'Todos' ? q.society : undefined;
      const { rows, total } = await repo.invoicePage(c.id, { society, month }, q.size, (q.page - 1) * q.size);
      return {
        data: rows.map((r) => toInvoice(r, c.tax_id)),
        pagination: { currentPage: q.page, size: q.size, totalPages: Math.ceil(total / q.size), totalItems: total },
      };
    },
    async invoiceFilters(caller: Caller, country: string, taxId: string) {
      const c = await readable(caller, country, taxId, 'read:Billing');
      const f = await repo.invoiceFilters(c.id);
      return { data: { company_filters: f.months, societies_filters: f.societies } };
    },
    async invoicePdf(caller: Caller, country: string, taxId: string, id: number) {
      const c = await readable(caller, country, taxId, 'read:Billing');
      const inv = await repo.invoice(c.id, id);
      if (!inv?.pdf_path || !inv.pdf_bucket) throw notFound(FINANCE_MSG.documentNotFound);
      return { name: `factura-${inv.society_code}-${inv.numero}.pdf`, body: await storage.get(inv.pdf_bucket, inv.pdf_path) };
    },

    // ---------- common expenses ----------
    async expenses(caller: Caller, country: string, taxId: string, q: z.infer<typeof expensesQuerySchema>) {
      const c = await readable(caller, country, taxId, 'read:Expenses');
      const { rows, total } = await repo.expensePage(c.id, q.limit, (q.page - 1) * q.limit);
      return {
        data: rows.map((r) => ({
          id: r.id,
          descripcion: r.descripcion,
          year_month: r.year_month,
          // the stored file's location: downloaded through POST /api/fo/files/signal/{country}
          bucket: r.bucket,
          object_key: r.object_key,
          nombre: r.nombre,
          country_id: r.country_id,
        })),
        pagination: { currentPage: q.page, limit: q.limit, totalItems: total, totalPages: Math.ceil(total / q.limit) },
      };
    },
    // ---------- import API ----------
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
export type FinanceService = ReturnType<typeof createFinanceService>;
