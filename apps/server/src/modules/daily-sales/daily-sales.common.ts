import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import { zonedDateString } from '@vitrina/domain/common/clock';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import {
  addDays,
  addMonths,
  businessToday,
  daysOf,
  firstDay,
  formatDayMonthYear,
  lastDay,
  monthOf,
  weekday,
  type IsoDate,
  type YearMonth,
} from '@vitrina/domain/sales/calendar';
import {
  contractSpaceId,
  dailyCutoffParamId,
  dayStatus,
  declarationRefusal,
  isDeclarable,
  isOverdue,
  monthBlockApplies,
  monthBlockRefusal,
  parseCutoffDay,
} from '@vitrina/domain/sales/daily.rules';
import type { DailyRow } from '@vitrina/domain/sales/daily.schema';
import { AUDIT_TEAM, SALES_MSG } from '@vitrina/domain/sales/messages';
import type { FileService } from '../../lib/file-service';
import type { ContractInfo, DailySalesRepo, PeriodSale } from './daily-sales.repo';
import { generalData, saleRow } from './daily-sales.records';
import type { PermissionCode } from '@vitrina/domain/auth/permissions';
import type { Access, Scope } from '../access/scope';
import { requireSpaceContract } from '../../lib/space-contract';

export interface Caller {
  userId: string;
}
export interface Meta {
  ip?: string;
}

/** A bulk row once read from JSON or a sheet; rowNumber is what 'Fila N' says. */
export interface BulkInputRow {
  rowNumber: number;
  tax_id?: unknown;
  pais?: unknown;
  contract_space_id: unknown;
  fecha_registro: unknown;
  total_tickets: unknown;
  total_ventas: unknown;
  total_notas_credito?: unknown;
}

export const MAX_RANGE_DAYS = 93;
export const BULK_TIPOS = new Set(['diaria', 'daily', 'venta_diaria', 'daily_sales']);
/** The row number of a 'Fila N: ...' error, to keep errors in file order. */
export const rowOf = (e: string) => Number(/^Fila (\d+):/.exec(e)?.[1] ?? 0);
export const normTax = (v: unknown) =>
  String(v ?? '')
    .replace(/[.\s]/g, '')
    .toUpperCase();
export const dayDiff = (a: IsoDate, b: IsoDate) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

export function daysBetween(start: IsoDate, end: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) out.push(d);
  return out;
}

export const inContract = (c: ContractInfo, d: IsoDate) => d >= c.start_date && d <= c.end_date;

export function checkRange(start: IsoDate, end: IsoDate) {
  if (end < start) throw new AppError('validation_error', 400, SALES_MSG.endBeforeStart);
  if (dayDiff(start, end) >= MAX_RANGE_DAYS) throw new AppError('validation_error', 400, 'El rango de fechas no puede superar 93 días');
}

/** The receipt of an accepted bulk load as the upload answers it: the load, its code and where to download it. */
export interface BulkLoadReceipt {
  id: string;
  codigo: string;
  url: string;
}

export interface DailySalesDeps {
  repo: DailySalesRepo;
  clock: Clock;
  productName?: string;
  files: Pick<FileService, 'signedUrl'>;
  access: Access;
  /** issues the receipt of an accepted bulk load (modules/receipts), after its transaction */
  bulkLoadReceipt?: (loadId: string) => Promise<BulkLoadReceipt>;
}

/**
 * What the daily-sales use cases share: the caller's contract of a space, the cut-off and today
 * of a country, one day's row, a contract's general data and the previous-month rules.
 */
export function createDailySalesCommon(d: DailySalesDeps) {
  const { repo, clock } = d;
  const auditedLocked = SALES_MSG.auditedByTeam(d.productName ?? AUDIT_TEAM);

  async function cutoffOf(country: CountryId) {
    return parseCutoffDay((await repo.param(dailyCutoffParamId(country)))?.value);
  }
  const todayIn = (country: CountryId) => businessToday(clock.now(), COUNTRIES[country].timeZone);

  /**
   * The caller's contract for a space: among the space's contracts visible to the caller (404
   * when none), with the needed permission (403 otherwise). Picks the contract covering `date`,
   * or the current one; `contractCode` pins one.
   */
  async function resolveSpace(
    scope: Scope,
    spaceId: string,
    need: PermissionCode,
    o: { companyId?: string; date?: IsoDate; contractCode?: string; contracts?: ContractInfo[] } = {},
  ) {
    return requireSpaceContract(scope, o.contracts ?? (await repo.contractsOfSpace(spaceId)), need, o);
  }

  /** One day of the period table/calendar. */
  function toRow(
    date: IsoDate,
    sale: PeriodSale | undefined,
    justName: string | null | undefined,
    ctx: {
      contract: ContractInfo;
      today: IsoDate;
      cutoff: number;
      canDeclare: boolean;
    },
  ): DailyRow {
    const { contract, today, cutoff } = ctx;
    const country = contract.country_id as CountryId;
    const within = inContract(contract, date);
    const facts = { audited: !!sale?.auditada, justified: sale?.justification_id != null, reported: !!sale };
    const tipo = !sale && !within && date <= today ? 'no declarada' : dayStatus(date, facts, today, cutoff);
    const cargable = within && isDeclarable(date, today, cutoff);
    const refusal = sale?.auditada
      ? auditedLocked
      : !within
        ? SALES_MSG.contractNotFound
        : (declarationRefusal(date, today, cutoff) ?? null);
    const det = (sale?.detalles ?? null) as Record<string, number | string | null> | null;
    const createdLocal = sale ? zonedDateString(sale.created_at, COUNTRIES[country].timeZone) : null;
    return {
      id: sale?.id ?? null,
      fecha_registro: date,
      fecha: formatDayMonthYear(date),
      weekday: weekday(date),
      tipo,
      cargable,
      editable: cargable && !sale?.auditada && ctx.canDeclare,
      motivo_bloqueo: refusal,
      total: sale && sale.justification_id == null ? (country === 'CHL' ? sale.monto_total_bruto : sale.monto_total_neto) : null,
      monto_total_bruto: sale ? sale.monto_total_bruto : null,
      monto_total_neto: sale ? sale.monto_total_neto : null,
      montoNotasDeCredito:
        typeof det?.total_monto_nota_credito === 'number'
          ? det.total_monto_nota_credito
          : typeof det?.total_notas_credito === 'number'
            ? det.total_notas_credito
            : null,
      total_tickets: sale ? sale.total_tickets : null,
      boletasTickets: typeof det?.total_tickets_boletas === 'number' ? det.total_tickets_boletas : null,
      facturasTickets: typeof det?.total_tickets_facturas === 'number' ? det.total_tickets_facturas : null,
      comentarios: sale?.comentarios ?? null,
      detalles: det,
      justificacion: sale?.justification_id ?? null,
      justification_id: sale?.justification_id ?? null,
      justificacion_nombre: justName ?? null,
      justification_comment: sale?.justification_comment ?? null,
      auditada: !!sale?.auditada,
      dias_atraso: createdLocal ? Math.max(0, dayDiff(date, createdLocal) - 1) : null,
      metodo_ingreso: sale?.metodo_ingreso ?? null,
      CreatedAt: sale ? sale.created_at.toISOString() : null,
      contract_space_id: contractSpaceId(contract),
    };
  }

  /** Pending (overdue) dates of a contract in a month, given the dates that have a record. */
  function overdueDates(c: ContractInfo, m: YearMonth, recorded: Set<string>, today: IsoDate, cutoff: number) {
    return daysOf(m).filter((day) => inContract(c, day) && isOverdue(day, today, cutoff, recorded.has(day)));
  }

  /**
   * The previous month's pending days of each contract (the month-blocking rule), leaving out
   * the dates in `filling` (days a bulk file itself declares).
   */
  async function previousMonthPending(contracts: ContractInfo[], today: IsoDate, cutoff: number, filling = new Map<string, Set<string>>()) {
    const prev = addMonths(monthOf(today), -1);
    const facts = await repo.saleFacts(
      contracts.map((c) => c.contract_id),
      firstDay(prev),
      lastDay(prev),
    );
    return new Map(
      contracts.map((c) => {
        const recorded = new Set([
          ...facts.filter((f) => f.contract_id === c.contract_id).map((f) => f.fecha_registro),
          ...(filling.get(c.contract_id) ?? []),
        ]);
        return [c.contract_id, overdueDates(c, prev, recorded, today, cutoff).length] as const;
      }),
    );
  }

  /** 422 with the blocking modal's text when the month-blocking rule refuses `date`; reads only when it can apply. */
  async function checkMonthBlock(contract: ContractInfo, date: IsoDate, today: IsoDate, cutoff: number) {
    if (!monthBlockApplies(date, today, cutoff)) return;
    const pending = (await previousMonthPending([contract], today, cutoff)).get(contract.contract_id) ?? 0;
    const refusal = monthBlockRefusal(date, today, cutoff, pending);
    if (refusal) throw new AppError('month_blocked', 422, refusal);
  }

  /** The rule refusals of declaring, justifying or loading a day. */
  function dayRefusal(contract: ContractInfo, date: IsoDate, today: IsoDate, cutoff: number) {
    const r = declarationRefusal(date, today, cutoff);
    if (r) return { code: date > today ? 'future_day' : 'period_closed', message: r };
    if (!inContract(contract, date)) return { code: 'no_contract', message: SALES_MSG.contractNotFound };
    return undefined;
  }

  return {
    d,
    repo,
    clock,
    cutoffOf,
    todayIn,
    resolveSpace,
    toRow,
    generalData,
    overdueDates,
    previousMonthPending,
    checkMonthBlock,
    dayRefusal,
    saleRow,
  };
}

export type DailySalesCommon = ReturnType<typeof createDailySalesCommon>;
