import { AppError } from '@vitrina/domain/common/errors';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { addDays, formatDayMonthYear, isValidIsoDate, type IsoDate } from '@vitrina/domain/sales/calendar';
import {
  bulkErrorSummary,
  bulkRowIssues,
  bulkRowTotals,
  contractSpaceId,
  monthBlockApplies,
  monthBlockRefusal,
} from '@vitrina/domain/sales/daily.rules';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import type { ContractInfo } from './daily-sales.repo';
import type { Scope } from '../access/scope';
import { contractAccess } from '../access/require';
import { requireBulkClient } from '../access/require-sales';
import { BULK_TIPOS, normTax, rowOf, type BulkInputRow, type Caller, type DailySalesCommon, type Meta } from './daily-sales.common';

/** The daily-sales bulk upload: its prechecks, the load of JSON or spreadsheet rows, the template's rows. */
export function createDailySalesBulk(common: DailySalesCommon) {
  const { d, repo, clock, cutoffOf, todayIn, generalData, previousMonthPending, dayRefusal, saleRow } = common;

  /**
   * The client of a bulk call: among the caller's clients with that tax id, one where the caller
   * holds create:DailySalesBatch (the bulk control needs create on the daily-sales
   * batch resource); each row's contract must then allow create:DailySales.
   */
  async function bulkClient(scope: Scope, taxId: string) {
    return requireBulkClient(scope, await repo.clientsByTaxId(taxId.trim()));
  }

  async function bulkContracts(scope: Scope, clientId: string) {
    return (await repo.contractsOfClient(clientId)).filter((c) => contractAccess(scope, c, 'create:DailySales') === 'ok');
  }

  /**
   * The checks of a bulk call that need no rows (type, client, create:DailySalesBatch), made
   * before an uploaded file is read; maxRows is the most rows a real file of that client has:
   * the contracts the caller may load × the days of a month.
   */
  async function bulkPrecheck(caller: Caller, tipoRegistro: string, taxId: string) {
    if (!BULK_TIPOS.has(tipoRegistro.toLowerCase()))
      throw new AppError('validation_error', 400, `Tipo de registro no soportado: ${tipoRegistro}`);
    const scope = await d.access.loadScope(caller);
    const client = await bulkClient(scope, taxId);
    return { maxRows: Math.max(1, (await bulkContracts(scope, client.id)).length) * 31 };
  }

  async function bulkLoad(caller: Caller, tipoRegistro: string, taxId: string, rows: BulkInputRow[], meta: Meta) {
    if (!BULK_TIPOS.has(tipoRegistro.toLowerCase()))
      throw new AppError('validation_error', 400, `Tipo de registro no soportado: ${tipoRegistro}`);
    if (!rows.length) throw new AppError('validation_error', 400, SALES_MSG.bulkEmpty);
    const scope = await d.access.loadScope(caller);
    const client = await bulkClient(scope, taxId);
    const country = client.country_id as CountryId;
    const contracts = await bulkContracts(scope, client.id);
    const byCsId = new Map(contracts.map((c) => [contractSpaceId(c), c]));
    const cutoff = await cutoffOf(country);
    const today = todayIn(country);
    const errors: string[] = [];
    const seen = new Map<string, number>();
    const valid: { row: BulkInputRow; contract: ContractInfo; date: IsoDate; totals: ReturnType<typeof bulkRowTotals>; tickets: number }[] =
      [];
    for (const r of rows) {
      const n = r.rowNumber;
      const before = errors.length;
      if (r.tax_id !== undefined && r.tax_id !== null && r.tax_id !== '' && normTax(r.tax_id) !== normTax(client.tax_id))
        errors.push(SALES_MSG.bulkRowTaxId(n));
      if (r.pais !== undefined && r.pais !== null && r.pais !== '') {
        const p = String(r.pais).trim().toUpperCase();
        if (
          p !== country &&
          p !== COUNTRIES[country].name.toUpperCase() &&
          p !== COUNTRIES[country].name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase()
        ) {
          errors.push(SALES_MSG.bulkRow(n, SALES_MSG.countryMismatch));
        }
      }
      const csId = String(r.contract_space_id ?? '').trim();
      const contract = byCsId.get(csId);
      if (!contract) errors.push(SALES_MSG.bulkRowContract(n, csId));
      const date = typeof r.fecha_registro === 'string' ? r.fecha_registro.trim() : '';
      if (!isValidIsoDate(date)) errors.push(SALES_MSG.bulkRow(n, SALES_MSG.invalidDate));
      else if (contract) {
        const refusal = dayRefusal(contract, date, today, cutoff);
        if (refusal) errors.push(SALES_MSG.bulkRow(n, refusal.message));
        const key = `${contract.contract_id}|${date}`;
        if (seen.has(key)) errors.push(SALES_MSG.bulkRow(n, `fecha ${formatDayMonthYear(date)} repetida (fila ${seen.get(key)})`));
        else seen.set(key, n);
      }
      for (const issue of bulkRowIssues(country, {
        total_tickets: r.total_tickets,
        total_ventas: r.total_ventas,
        total_notas_credito: r.total_notas_credito ?? 0,
      })) {
        errors.push(SALES_MSG.bulkRow(n, issue));
      }
      if (errors.length === before && contract) {
        const totals = bulkRowTotals(country, r.total_ventas as number, (r.total_notas_credito as number | undefined) ?? 0);
        if (totals.detalles.total_ventas === 0 && totals.detalles.total_notas_credito === 0)
          errors.push(SALES_MSG.bulkRow(n, SALES_MSG.justifyZero));
        else if (totals.monto_total_bruto < 0 && country === 'CHL') errors.push(SALES_MSG.bulkRow(n, SALES_MSG.positive));
        else valid.push({ row: r, contract, date, totals, tickets: r.total_tickets as number });
      }
    }
    // the month-blocking rule, counting the previous-month days the file itself declares as filled
    const blockable = valid.filter((v) => monthBlockApplies(v.date, today, cutoff));
    if (blockable.length) {
      const filling = new Map<string, Set<string>>();
      for (const v of valid) filling.set(v.contract.contract_id, (filling.get(v.contract.contract_id) ?? new Set()).add(v.date));
      const involved = [...new Map(blockable.map((v) => [v.contract.contract_id, v.contract])).values()];
      const pending = await previousMonthPending(involved, today, cutoff, filling);
      for (const v of blockable) {
        const refusal = monthBlockRefusal(v.date, today, cutoff, pending.get(v.contract.contract_id) ?? 0);
        if (refusal) errors.push(SALES_MSG.bulkRow(v.row.rowNumber, refusal));
      }
      errors.sort((a, b) => rowOf(a) - rowOf(b));
    }
    const fail = () => new AppError('bulk_validation', 400, bulkErrorSummary(errors), { errors });
    if (errors.length) throw fail();
    const now = clock.now();
    const result = await repo.transaction(async (tx) => {
      const locked = await repo.lockSalesOf(
        tx,
        valid.map((v) => ({ contract_id: v.contract.contract_id, fecha_registro: v.date })),
      );
      const audited = new Set(locked.filter((l) => l.auditada).map((l) => `${l.contract_id}|${l.fecha_registro}`));
      for (const v of valid)
        if (audited.has(`${v.contract.contract_id}|${v.date}`)) errors.push(SALES_MSG.bulkRow(v.row.rowNumber, SALES_MSG.audited));
      if (errors.length) throw fail();
      let inserted = 0;
      for (let i = 0; i < valid.length; i += 1000) {
        const chunk = valid
          .slice(i, i + 1000)
          .map((v) =>
            saleRow(
              v.contract,
              v.date,
              { totals: { ...v.totals, total_tickets: v.tickets }, comentarios: null },
              { metodo_ingreso: 'masiva' },
              scope.email,
              now,
            ),
          );
        const written = await repo.upsertSales(tx, chunk, 'declaration');
        if (written.length !== chunk.length) throw new AppError('audited', 409, SALES_MSG.audited);
        inserted += written.filter((w) => w.inserted).length;
      }
      const loadId = await repo.insertBulkLoad(tx, {
        client_id: client.id,
        country_id: country,
        created_by: scope.email,
        created_at: now,
        filas: valid.map((v) => ({
          fila: v.row.rowNumber,
          contract_id: v.contract.contract_id,
          space_id: v.contract.space_id,
          local: v.contract.space_code,
          marca: v.contract.brand_name,
          fecha: v.date,
          total_tickets: v.tickets,
          total_ventas: v.totals.detalles.total_ventas,
          total_notas_credito: Math.abs(v.totals.detalles.total_notas_credito),
          monto_total_bruto: v.totals.monto_total_bruto,
          monto_total_neto: v.totals.monto_total_neto,
        })),
      });
      await repo.audit(
        {
          at: now,
          actor_user_id: caller.userId,
          action: 'daily_sales_bulk',
          entity: 'client',
          entity_id: client.id,
          client_id: client.id,
          ip: meta.ip ?? null,
          details: { rows: valid.length, inserted, load_id: loadId },
        },
        tx,
      );
      return { loadId, filas: valid.length, creadas: inserted, actualizadas: valid.length - inserted };
    });
    // the load's one receipt, once the load is committed
    const { loadId, ...counts } = result;
    const comprobante = d.bulkLoadReceipt ? await d.bulkLoadReceipt(loadId) : undefined;
    return { message: SALES_MSG.bulkSuccess, data: { ...counts, ...(comprobante ? { comprobante } : {}) } };
  }

  /** Rows of the bulk template: the client's current contracts the caller may load. */
  async function bulkTemplate(caller: Caller, taxId: string) {
    const scope = await d.access.loadScope(caller);
    const client = await bulkClient(scope, taxId);
    const contracts = (await bulkContracts(scope, client.id)).filter((c) => c.status === 0);
    if (!contracts.length) throw new AppError('no_contracts', 404, SALES_MSG.bulkNoContracts);
    const country = client.country_id as CountryId;
    return {
      client,
      country,
      fecha: addDays(todayIn(country), -1),
      rows: contracts.map((c) => ({ ...generalData(c), contract_space_id: contractSpaceId(c) })),
    };
  }

  return { bulkPrecheck, bulkLoad, bulkTemplate };
}
