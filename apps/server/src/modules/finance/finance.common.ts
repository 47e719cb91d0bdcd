import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import { type CountryId } from '@vitrina/domain/countries/countries';
import { FINANCE_MSG } from '@vitrina/domain/finance/messages';
import { clientKey, parseClientKey, type DebtRow, type Invoice } from '@vitrina/domain/finance/finance.schema';
import type { PermissionCode } from '@vitrina/domain/auth/permissions';
import type { Access } from '../access/scope';
import { requireFinanceClient } from '../access/require-finance';
import type { FileStorage } from '../../lib/storage';
import type { FinanceRepo, InvoiceRow } from './finance.repo';

export type Caller = { userId: string };
export type RowError = { path: string; message: string };
export const notFound = (m: string = FINANCE_MSG.clientNotFound) => new AppError('not_found', 404, m);
export const rejected = (details: RowError[]) => new AppError('import_rejected', 400, FINANCE_MSG.importRejected, details);
export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
export const isPdf = (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-';

export interface FinanceDeps {
  repo: FinanceRepo;
  access: Access;
  clock: Clock;
  storage: FileStorage;
  bucket: string;
}

/** What finance's use cases share: the dependencies, the client the caller may read, the debt rows, the invoice DTO, a stored PDF. */
export function createFinanceCommon(d: FinanceDeps) {
  const { repo, access, clock, storage } = d;

  /** The client of a `{country}-{taxId}` (or country + tax id) the caller may read with `code`. */
  async function readable(caller: Caller, country: string, taxId: string, code: PermissionCode) {
    const client = await repo.client(country, taxId);
    const scope = await access.loadScope(caller);
    const c = requireFinanceClient(scope, client, code);
    return { ...c, country_id: c.country_id as CountryId };
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

  return { d, repo, access, clock, storage, readable, byKey, debtLink, debtRowsOf, invoiceLink, toInvoice, storePdf };
}

export type FinanceCommon = ReturnType<typeof createFinanceCommon>;
