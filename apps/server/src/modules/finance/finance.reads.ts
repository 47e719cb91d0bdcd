import type { z } from 'zod';
import { COUNTRIES } from '@vitrina/domain/countries/countries';
import { agingSummary, agreementStatus } from '@vitrina/domain/finance/aging';
import { FINANCE_MSG } from '@vitrina/domain/finance/messages';
import { parseClientKey, type expensesQuerySchema, type invoicesQuerySchema, type DebtRow } from '@vitrina/domain/finance/finance.schema';
import { financeReach } from '../access/require-finance';
import { textPdf } from '../../lib/pdf';
import { debtXlsx } from './debt.xlsx';
import { type Caller, notFound, type FinanceCommon } from './finance.common';

/** The reads: the clients, a client's debt, agreements and documents, invoices and common expenses. */
export function createFinanceReads(common: FinanceCommon) {
  const { repo, access, clock, storage, readable, byKey, debtRowsOf, toInvoice } = common;
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
  };
}
