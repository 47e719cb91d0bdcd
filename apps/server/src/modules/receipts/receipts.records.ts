import { type CountryId } from '@vitrina/domain/countries/countries';
import { bulkLoadFigures, bulkLoadReceiptPath } from '@vitrina/domain/sales/receipts';
import { requireContract, requireContracts } from '../access/require';
import { requireSpaceContract } from '../../lib/space-contract';
import { notFound } from '../access/errors';
import type { ReceiptsRepo } from './receipts.repo';
import { type Caller, type BulkReceiptSnapshot, type ReceiptsCommon } from './receipts.common';

/** The receipt of a record the caller reads: a day, a month, a whole bulk load (and the one issued when a load is accepted). */
export function createReceiptsOfRecords(common: ReceiptsCommon) {
  const { d, repo, base, issue } = common;
  /** A day's receipt: the caller reads the space's daily sales (404 another client's, 403 without permission); 404 without a record. */
  async function daily(caller: Caller, spaceId: string, date: string, companyId?: string) {
    const [scope, contracts] = await Promise.all([d.access.loadScope(caller.userId), d.contracts.contractsOfSpace(spaceId)]);
    const c = requireSpaceContract(scope, contracts, 'read:DailySales', { date, companyId });
    const row = await repo.dailySale(c.contract_id, date);
    if (!row) throw notFound('No hay una declaración aceptada para ese día');
    const s = row.sale;
    const justified = s.justification_id != null;
    const kind = justified ? 'justificacion' : s.metodo_ingreso === 'masiva' ? 'masiva' : 'diaria';
    return issue(
      {
        kind,
        snapshot: {
          ...base(c),
          periodo: s.fecha_registro,
          declarado_por: row.user_name ?? s.updated_by ?? s.created_by,
          declarado_por_email: s.updated_by ?? s.created_by,
          registrado_en: s.updated_at.toISOString(),
          metodo_ingreso: s.metodo_ingreso,
          justificacion: justified ? (row.justificacion ?? null) : null,
          comentario: (justified ? s.justification_comment : s.comentarios) ?? null,
          total_tickets: justified ? null : s.total_tickets,
          monto_total_bruto: justified ? null : s.monto_total_bruto,
          monto_total_neto: justified ? null : s.monto_total_neto,
          detalles: justified ? {} : s.detalles,
        },
      },
      s.id,
      c.client_id,
    );
  }

  /** A monthly sale's receipt: the caller reads the contract's monthly sales. */
  async function monthly(caller: Caller, saleId: string) {
    const row = await repo.monthlySale(saleId);
    if (!row) throw notFound('No hay una declaración mensual con ese identificador');
    const s = row.sale;
    const [scope, [c]] = await Promise.all([d.access.loadScope(caller.userId), d.contracts.contractsByIds([s.contract_id])]);
    if (!c) throw notFound();
    requireContract(scope, c, 'read:MonthlySales');
    return issue(
      {
        kind: 'mensual',
        snapshot: {
          ...base(c),
          periodo: s.periodo.slice(0, 7),
          declarado_por: row.user_name ?? s.updated_by ?? s.created_by,
          declarado_por_email: s.updated_by ?? s.created_by,
          registrado_en: s.updated_at.toISOString(),
          metodo_ingreso: null,
          justificacion: null,
          comentario: s.comentarios ?? null,
          total_tickets: s.total_tickets,
          monto_total_bruto: s.monto_total_bruto,
          monto_total_neto: s.monto_total_neto,
          detalles: s.detalles,
        },
      },
      s.id,
      c.client_id,
    );
  }

  /** What a bulk load's receipt prints: the load's rows as accepted, their totals, the uploader and the server's time. */
  function bulkSnapshot(row: NonNullable<Awaited<ReturnType<ReceiptsRepo['bulkLoad']>>>): BulkReceiptSnapshot {
    const { load } = row;
    const figures = bulkLoadFigures(load.filas, load.country_id as CountryId);
    return {
      pais: load.country_id as CountryId,
      cliente: row.client_name,
      tax_id: row.tax_id,
      periodo: figures.desde === figures.hasta ? figures.desde : `${figures.desde}/${figures.hasta}`,
      local: figures.locales.length === 1 ? figures.locales[0]! : `${figures.locales.length} locales`,
      declarado_por: row.user_name ?? load.created_by,
      declarado_por_email: load.created_by,
      registrado_en: load.created_at.toISOString(),
      ...figures,
    };
  }

  const BULK_NOT_FOUND = 'No hay una carga masiva con ese identificador';

  /** A bulk load and the issue of its receipt (404 without the load). */
  async function bulkLoadOf(loadId: string) {
    const row = await repo.bulkLoad(loadId);
    if (!row) throw notFound(BULK_NOT_FOUND);
    return {
      row,
      issue: () => issue({ kind: 'carga_masiva', snapshot: bulkSnapshot(row) }, loadId, row.load.client_id),
    };
  }

  /**
   * A whole bulk load's receipt: the caller reads the daily sales of every space the load
   * declared (404 when none is theirs to see, 403 when one is missing), as for the days' receipts.
   */
  async function bulkLoad(caller: Caller, loadId: string) {
    const load = await bulkLoadOf(loadId);
    const contractIds = [...new Set(load.row.load.filas.map((f) => f.contract_id))];
    const [scope, contracts] = await Promise.all([d.access.loadScope(caller.userId), d.contracts.contractsByIds(contractIds)]);
    requireContracts(scope, contracts, 'read:DailySales', BULK_NOT_FOUND);
    return load.issue();
  }

  /** Right after a bulk load is accepted: its receipt, as the upload's answer gives it (the load, the code, the download's path). */
  async function bulkLoadIssued(loadId: string) {
    const r = await (await bulkLoadOf(loadId)).issue();
    return { id: loadId, codigo: r.code, url: `/api${bulkLoadReceiptPath(loadId)}` };
  }

  return {
    daily,
    monthly,
    bulkLoad,
    bulkLoadIssued,
  };
}
