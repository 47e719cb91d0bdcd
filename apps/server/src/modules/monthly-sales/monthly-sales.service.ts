import { AppError } from '@vitrina/domain/common/errors';
import { type Clock, zonedDateString } from '@vitrina/domain/common/clock';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { EVIDENCE_MAX_BYTES, FILES_MSG, KIND_RULES, type FileExt } from '@vitrina/domain/files/files.rules';
import { firstDay, lastDay, type IsoDate } from '@vitrina/domain/sales/calendar';
import { contractSpaceId, monthlyCutoffParamId, parseCutoffDay } from '@vitrina/domain/sales/daily.rules';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { MONTHLY_MSG } from '@vitrina/domain/sales/monthly.messages';
import {
  MONTHLY_COMMENT_DEFAULT,
  MONTHLY_FILE_KIND,
  canDeclareMonth,
  computeMonthlyTotals,
  evidenceRefusal,
  isWithinMonthlyCutoff,
  monthlyAction,
  monthlyPeriod,
  periodKey,
} from '@vitrina/domain/sales/monthly.rules';
import type { MonthlySaleRow } from '../../db/schema/index';
import type { ContractInfo } from '../../lib/contracts.repo';
import type { Access, Scope } from '../access/scope';
import { assigned } from '../access/reach';
import { holds, requireContract } from '../access/require';
import { notFound } from '../access/errors';
import { monthlySalesClients, requireEvidenceOf, requireOwnEmail } from '../access/require-sales';
import { fileToken, type FileService } from '../../lib/file-service';
import type { MonthlySalesRepo } from './monthly-sales.repo';

export interface Caller {
  userId: string;
}
export interface Meta {
  ip?: string;
}

/** Past the cut-off or outside the previous month: the message the web recognises. */
const saleDateNotValid = (cutoff: number) =>
  new AppError('sale_date_not_valid', 422, MONTHLY_MSG.saleDateInvalidApi, { dia_corte: cutoff });

const overlaps = (c: ContractInfo, start: IsoDate, end: IsoDate) => c.start_date <= end && c.end_date >= start;

/**
 * Monthly sales: the list of the caller's
 * contracts for the previous month, the declaration with its evidence files, and unlinking
 * evidence. The period is always the previous month in the country's time zone; the cut-off is
 * the country's `venta_mensual_dia_corte_mes_anterior_<country>` parameter.
 */
export function createMonthlySalesService(d: {
  repo: MonthlySalesRepo;
  access: Access;
  clock: Clock;
  files: Pick<FileService, 'signedUrls'>;
}) {
  const { repo, clock } = d;

  const todayIn = (country: CountryId) => zonedDateString(clock.now(), COUNTRIES[country].timeZone);
  const cutoffOf = async (country: CountryId) => parseCutoffDay((await repo.param(monthlyCutoffParamId(country)))?.value);
  const periodOf = (country: CountryId) => {
    const today = todayIn(country);
    const m = monthlyPeriod(today);
    return { today, month: m, periodo: firstDay(m), start: firstDay(m), end: lastDay(m) };
  };

  async function withFiles(sales: MonthlySaleRow[]) {
    const links = await repo.filesOf(sales.map((s) => s.id));
    return sales.map((s) => ({
      id: s.id,
      periodo: s.periodo.slice(0, 7),
      fecha_registro: s.fecha_registro,
      total_tickets: s.total_tickets,
      monto_total_neto: s.monto_total_neto,
      monto_total_bruto: s.monto_total_bruto,
      comentarios: s.comentarios,
      detalles: s.detalles,
      auditada: s.auditada,
      email_registro: s.email_registro,
      files: links.filter((l) => l.sale_id === s.id).map((l) => fileToken(l.file)),
    }));
  }

  /** 'Ventas Mensuales': the caller's assigned contracts with a code, in the previous month. */
  async function list(caller: Caller, q: { company_id?: string }) {
    const scope = await d.access.loadScope(caller);
    const readable = monthlySalesClients(scope, q.company_id);
    const all = (await Promise.all(readable.map((c) => repo.contractsOfClient(c)))).flat();
    const country = (all[0]?.country_id ?? 'CHL') as CountryId;
    const { today, month, periodo, start, end } = periodOf(country);
    const cutoff = await cutoffOf(country);
    const allowed = canDeclareMonth(country, month, today, cutoff);
    const contracts = all.filter(
      (c) => c.country_id === country && c.contract_code && assigned(scope.assignments, c) && overlaps(c, start, end),
    );
    const rows = await repo.salesOf(
      contracts.map((c) => c.contract_id),
      periodo,
    );
    const sales = await withFiles(rows);
    const saleOf = (c: ContractInfo) => sales[rows.findIndex((r) => r.contract_id === c.contract_id)] ?? null;
    const canCreate = (c: ContractInfo) => holds(scope, c.client_id, 'create:MonthlySales');
    const logos = await d.files.signedUrls(
      caller,
      contracts.map((c) => c.brand_logo),
    );
    return {
      data: {
        pais: country,
        periodo: periodKey(month),
        hoy: today,
        dia_corte: cutoff,
        puede_declarar: allowed,
        puede_crear: contracts.some(canCreate),
        contratos: contracts.map((c) => {
          const sale = saleOf(c);
          return {
            space_int_code: c.space_id,
            contract_int_code: c.contract_id,
            contract_space_id: contractSpaceId(c),
            contrato: c.contract_code,
            local: c.space_code,
            numero_municipal: c.municipal_number,
            marca: c.brand_name,
            edificio: c.building_name,
            logo: c.brand_logo,
            logo_url: (c.brand_logo && logos.get(c.brand_logo)) || null,
            sales: sale,
            serieBoletas: (sale?.detalles.serie_boletas as string | undefined) ?? null,
            serieFacturas: (sale?.detalles.serie_facturas as string | undefined) ?? null,
            montoNotasCredito: (sale?.detalles.total_monto_nota_credito as number | undefined) ?? null,
            hayVenta: !!sale,
            accion: monthlyAction(sale, allowed && canCreate(c)),
          };
        }),
      },
    };
  }

  /** The contract of a declaration or unlink, checked: exists, assigned, permission. */
  async function contractFor(scope: Scope, contractId: string, spaceId?: string) {
    const [c] = await repo.contractsByIds([contractId]);
    if (!c || (spaceId && c.space_id !== spaceId)) throw notFound();
    requireContract(scope, c, 'create:MonthlySales');
    return c;
  }

  async function declare(
    caller: Caller,
    pathCountry: CountryId,
    pathEmail: string,
    body: {
      space_int_code: string;
      contract_int_code: string;
      country_id: CountryId;
      fecha_registro: string;
      comentarios?: string | null;
      monto_total_neto?: number | null;
      monto_total_bruto?: number | null;
      total_tickets: number;
      detalles?: Record<string, unknown> | null;
      files?: string[];
    },
    meta: Meta,
  ) {
    const scope = await d.access.loadScope(caller);
    requireOwnEmail(scope, pathEmail);
    if (pathCountry !== body.country_id) throw new AppError('country_mismatch', 400, SALES_MSG.countryMismatch);
    const contract = await contractFor(scope, body.contract_int_code, body.space_int_code);
    const country = contract.country_id as CountryId;
    if (country !== body.country_id) throw new AppError('country_mismatch', 400, SALES_MSG.countryMismatch);
    const { today, month, periodo, start, end } = periodOf(country);
    const cutoff = await cutoffOf(country);
    if (body.fecha_registro.slice(0, 7) !== periodKey(month) || !isWithinMonthlyCutoff(today, cutoff)) throw saleDateNotValid(cutoff);
    if (!overlaps(contract, start, end)) throw new AppError('no_contract', 422, SALES_MSG.contractNotFound);
    const totals = computeMonthlyTotals(country, body as Parameters<typeof computeMonthlyTotals>[1]);
    if (!totals.ok) throw new AppError('validation_error', 400, totals.issues[0]!.message, totals.issues);
    const fileIds = [...new Set(body.files ?? [])];
    const now = clock.now();
    const fecha = body.fecha_registro.length === 10 ? body.fecha_registro : end;

    const saved = await repo.transaction(async (tx) => {
      const existing = await repo.lockSale(tx, contract.contract_id, periodo);
      if (existing?.auditada) throw new AppError('audited', 409, MONTHLY_MSG.auditedLocked);
      const files = await repo.lockFiles(tx, fileIds);
      const allowedExts = KIND_RULES[MONTHLY_FILE_KIND[country]].exts;
      for (const id of fileIds) {
        const f = requireEvidenceOf(
          files.find((x) => x.file.id === id),
          contract.client_id,
        );
        if (f.sale_id && f.sale_id !== existing?.id) throw new AppError('file_in_other_sale', 409, MONTHLY_MSG.fileInOtherSale);
        if (!allowedExts.includes(f.file.extension as FileExt)) throw new AppError('unsupported_file_type', 422, FILES_MSG.typeNotAllowed);
        if (f.file.size_bytes > EVIDENCE_MAX_BYTES) throw new AppError('file_too_large', 422, FILES_MSG.tooLarge);
      }
      const already = existing ? (await repo.filesOf([existing.id], tx)).map((l) => l.file.id) : [];
      const refusal = evidenceRefusal(country, new Set([...already, ...fileIds]).size);
      if (refusal) throw new AppError('evidence', 422, refusal);
      const row = await repo.upsert(tx, {
        contract_id: contract.contract_id,
        space_id: contract.space_id,
        client_id: contract.client_id,
        country_id: country,
        periodo,
        fecha_registro: fecha,
        ...totals.totals,
        comentarios: body.comentarios?.trim() || MONTHLY_COMMENT_DEFAULT,
        email_registro: scope.email,
        created_by: scope.email,
        updated_by: scope.email,
        created_at: now,
        updated_at: now,
      });
      if (!row) throw new AppError('audited', 409, MONTHLY_MSG.auditedLocked);
      await repo.link(tx, row.id, fileIds, scope.email, now);
      await repo.audit(
        {
          at: now,
          actor_user_id: caller.userId,
          action: row.inserted ? 'monthly_sale_declared' : 'monthly_sale_updated',
          entity: 'monthly_sale',
          entity_id: row.id,
          client_id: contract.client_id,
          ip: meta.ip ?? null,
          details: { contract_id: contract.contract_id, periodo, files: fileIds, ...totals.totals },
        },
        tx,
      );
      return row;
    });
    const { inserted, ...sale } = saved;
    const [data] = await withFiles([sale]);
    return { message: MONTHLY_MSG.success, created: inserted, data: data! };
  }

  /** Unlinks one evidence file from a sale (the file stays with its company). */
  async function unlink(caller: Caller, saleId: string, body: { file_key: string; user_email?: string }, meta: Meta) {
    const scope = await d.access.loadScope(caller);
    if (body.user_email) requireOwnEmail(scope, body.user_email);
    const sale = await repo.saleById(saleId);
    if (!sale) throw notFound();
    const contract = await contractFor(scope, sale.contract_id);
    const country = contract.country_id as CountryId;
    const { periodo } = periodOf(country);
    const cutoff = await cutoffOf(country);
    if (sale.periodo !== periodo || !isWithinMonthlyCutoff(todayIn(country), cutoff)) throw saleDateNotValid(cutoff);
    const now = clock.now();
    await repo.transaction(async (tx) => {
      const locked = await repo.lockSaleById(tx, saleId);
      if (!locked) throw notFound();
      if (locked.auditada) throw new AppError('audited', 409, MONTHLY_MSG.auditedLocked);
      const linked = (await repo.filesOf([saleId], tx)).map((l) => l.file.id);
      if (!linked.includes(body.file_key)) throw notFound();
      const refusal = evidenceRefusal(country, linked.length - 1);
      if (refusal) throw new AppError('evidence', 422, refusal);
      await repo.unlink(tx, saleId, body.file_key);
      await repo.audit(
        {
          at: now,
          actor_user_id: caller.userId,
          action: 'monthly_sale_file_unlinked',
          entity: 'monthly_sale',
          entity_id: saleId,
          client_id: contract.client_id,
          ip: meta.ip ?? null,
          details: { file_id: body.file_key },
        },
        tx,
      );
    });
    const [data] = await withFiles([(await repo.saleById(saleId))!]);
    return { message: MONTHLY_MSG.evidenceUnlinked, data: data! };
  }

  return { list, declare, unlink };
}

export type MonthlySalesService = ReturnType<typeof createMonthlySalesService>;
