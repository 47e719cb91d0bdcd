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
  isValidIsoDate,
  lastDay,
  monthOf,
  weekday,
  type IsoDate,
  type YearMonth,
} from '@vitrina/domain/sales/calendar';
import {
  bulkErrorSummary,
  bulkRowIssues,
  bulkRowTotals,
  computeDailyTotals,
  contractSpaceId,
  dailyCutoffParamId,
  dayStatus,
  declarationRefusal,
  isDeclarable,
  isMonthBlocked,
  isOverdue,
  isPeriodClosed,
  justificationRange,
  MAX_LOCAL_MANAGERS,
  storeChiefLimitReached,
  monthBlockApplies,
  monthBlockRefusal,
  normalizeComment,
  parseCutoffDay,
} from '@vitrina/domain/sales/daily.rules';
import type { DailyRow } from '@vitrina/domain/sales/daily.schema';
import { AUDIT_TEAM, SALES_MSG } from '@vitrina/domain/sales/messages';
import { defaultPermissionIds } from '@vitrina/domain/auth/permissions';
import type { Db } from '../../db/client';
import type { DailySaleRow } from '../../db/schema/sales';
import type { FilesService } from '../files/files.service';
import type { ContractInfo, DailySalesRepo, SaleInsert } from './daily-sales.repo';
import type { PermissionCode } from '@vitrina/domain/auth/permissions';
import type { Access, Scope } from '../access/scope';
import { clientsWith, contractAccess, holds, requireStaff, staffCovers } from '../access/require';
import { forbidden, notFound } from '../access/errors';

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

const MAX_RANGE_DAYS = 93;
const BULK_TIPOS = new Set(['diaria', 'daily', 'venta_diaria', 'daily_sales']);
/** The row number of a 'Fila N: ...' error, to keep errors in file order. */
const rowOf = (e: string) => Number(/^Fila (\d+):/.exec(e)?.[1] ?? 0);
const normTax = (v: unknown) =>
  String(v ?? '')
    .replace(/[.\s]/g, '')
    .toUpperCase();
const dayDiff = (a: IsoDate, b: IsoDate) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

function daysBetween(start: IsoDate, end: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) out.push(d);
  return out;
}

const inContract = (c: ContractInfo, d: IsoDate) => d >= c.start_date && d <= c.end_date;

function checkRange(start: IsoDate, end: IsoDate) {
  if (end < start) throw new AppError('validation_error', 400, SALES_MSG.endBeforeStart);
  if (dayDiff(start, end) >= MAX_RANGE_DAYS) throw new AppError('validation_error', 400, 'El rango de fechas no puede superar 93 días');
}

export function createDailySalesService(d: {
  repo: DailySalesRepo;
  clock: Clock;
  productName?: string;
  files: Pick<FilesService, 'signedUrl'>;
  access: Access;
}) {
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
    let contracts = o.contracts ?? (await repo.contractsOfSpace(spaceId));
    if (o.companyId) contracts = contracts.filter((c) => c.client_id === o.companyId);
    if (o.contractCode) contracts = contracts.filter((c) => c.contract_id === o.contractCode || c.contract_code === o.contractCode);
    const visible = contracts.map((c) => ({ c, a: contractAccess(scope, c, need) })).filter((x) => x.a !== 'none');
    if (!visible.length) throw notFound();
    const ok = visible.filter((x) => x.a === 'ok').map((x) => x.c);
    if (!ok.length) throw forbidden();
    const pick = (o.date && ok.find((c) => inContract(c, o.date!))) || ok[0]!;
    return pick;
  }

  /** One day of the period table/calendar. */
  function toRow(
    date: IsoDate,
    sale: DailySaleRow | undefined,
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

  function generalData(c: ContractInfo) {
    return {
      space_int_code: c.space_id,
      contract_int_code: c.contract_id,
      contract_space_id: contractSpaceId(c),
      marca: c.brand_name,
      edificio: c.building_name,
      local: c.space_code,
      numero_municipal: c.municipal_number,
      contrato: c.contract_code,
      vigente: c.status === 0,
      inicio_contrato: c.start_date,
      fin_vigencia: c.end_date,
      local_m2: c.area_m2,
      logo: c.brand_logo,
      pais: c.country_id,
      empresa_id: c.client_id,
      empresa_nombre: c.client_name,
      tax_id: c.tax_id,
    };
  }

  /** Pending (overdue) dates of a contract in a month, given the dates that have a record. */
  function overdueDates(c: ContractInfo, m: YearMonth, recorded: Set<string>, today: IsoDate, cutoff: number) {
    return daysOf(m).filter((day) => inContract(c, day) && isOverdue(day, today, cutoff, recorded.has(day)));
  }

  async function period(caller: Caller, spaceId: string, q: { start_date: IsoDate; end_date: IsoDate; company_id?: string }) {
    checkRange(q.start_date, q.end_date);
    const [scope, spaceContracts] = await Promise.all([d.access.loadScope(caller.userId), repo.contractsOfSpace(spaceId)]);
    const contract = await resolveSpace(scope, spaceId, 'read:DailySales', { companyId: q.company_id, contracts: spaceContracts });
    const country = contract.country_id as CountryId;
    const today = todayIn(country);
    const prev = addMonths(monthOf(today), -1);
    const cutoff = parseCutoffDay(contract.cutoff_value);
    const both = await repo.salesOfContractAnd(contract.contract_id, q.start_date, q.end_date, firstDay(prev), lastDay(prev));
    const sales = both.filter((s) => s.sale.fecha_registro >= q.start_date && s.sale.fecha_registro <= q.end_date);
    const prevFacts = both
      .filter((s) => s.sale.fecha_registro >= firstDay(prev) && s.sale.fecha_registro <= lastDay(prev))
      .map((s) => s.sale);
    const pendingPrev = overdueDates(contract, prev, new Set(prevFacts.map((f) => f.fecha_registro)), today, cutoff);
    const canDeclare = contractAccess(scope, contract, 'create:DailySales') === 'ok';
    const byDate = new Map(sales.map((s) => [s.sale.fecha_registro, s]));
    const rows = daysBetween(q.start_date, q.end_date).map((day) => {
      const s = byDate.get(day);
      return toRow(day, s?.sale, s?.justificacion_nombre, { contract, today, cutoff, canDeclare });
    });
    const declared = sales.filter((s) => s.sale.justification_id == null).map((s) => s.sale);
    const viewed = monthOf(q.start_date);
    return {
      data: {
        generalData: {
          ...generalData(contract),
          logo_url: await d.files.signedUrl(caller, contract.brand_logo),
          cantVentasDiariasPendientesMesAnterior: pendingPrev.length,
        },
        hoy: today,
        dia_corte: cutoff,
        periodo_cerrado: isPeriodClosed(viewed, today, cutoff),
        bloqueo_mes_anterior: isMonthBlocked(viewed, today, cutoff, pendingPrev.length),
        puede_declarar: canDeclare,
        pendientes_mes_anterior: pendingPrev,
        totales: {
          total_tickets: declared.reduce((a, s) => a + s.total_tickets, 0),
          monto_total_bruto: Math.round(declared.reduce((a, s) => a + s.monto_total_bruto, 0) * 100) / 100,
          monto_total_neto: Math.round(declared.reduce((a, s) => a + s.monto_total_neto, 0) * 100) / 100,
        },
        data: rows,
      },
    };
  }

  /**
   * The previous month's pending days of each contract (spec 2 §4's blocking rule), leaving out
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

  async function declare(
    caller: Caller,
    pathCountry: CountryId,
    pathEmail: string,
    body: {
      country_id: CountryId;
      space_int_code: string;
      contract_int_code?: string;
      fecha_registro: IsoDate;
      total_tickets?: number;
      comentarios?: string | null;
      detalles: Record<string, unknown>;
      tipo_registro: string;
      metodo_ingreso: 'form' | 'masiva';
    },
    meta: Meta,
  ) {
    const [scope, spaceContracts] = await Promise.all([d.access.loadScope(caller.userId), repo.contractsOfSpace(body.space_int_code)]);
    if (pathEmail.trim().toLowerCase() !== scope.email.toLowerCase()) throw forbidden(SALES_MSG.emailMismatch);
    if (pathCountry !== body.country_id) throw new AppError('country_mismatch', 400, SALES_MSG.countryMismatch);
    const contract = await resolveSpace(scope, body.space_int_code, 'create:DailySales', {
      date: body.fecha_registro,
      contractCode: body.contract_int_code,
      contracts: spaceContracts,
    });
    const country = contract.country_id as CountryId;
    if (country !== body.country_id) throw new AppError('country_mismatch', 400, SALES_MSG.countryMismatch);
    const cutoff = parseCutoffDay(contract.cutoff_value);
    const today = todayIn(country);
    const refusal = dayRefusal(contract, body.fecha_registro, today, cutoff);
    if (refusal) throw new AppError(refusal.code, 422, refusal.message);
    await checkMonthBlock(contract, body.fecha_registro, today, cutoff);
    const totals = computeDailyTotals(country, body.detalles, body.total_tickets);
    if (!totals.ok) throw new AppError('validation_error', 400, totals.issues[0]!.message, totals.issues);
    const now = clock.now();
    const saved = await repo.transaction(async (tx) => {
      // the upsert never touches an audited record: no row back means audited
      const [row] = await repo.upsertSales(
        tx,
        [
          {
            contract_id: contract.contract_id,
            space_id: contract.space_id,
            client_id: contract.client_id,
            country_id: country,
            fecha_registro: body.fecha_registro,
            ...totals.totals,
            detalles: totals.totals.detalles as Record<string, number | string | null>,
            comentarios: normalizeComment(body.comentarios),
            justification_id: null,
            justification_comment: null,
            tipo_registro: body.tipo_registro || 'diaria',
            metodo_ingreso: body.metodo_ingreso,
            created_by: scope.email,
            updated_by: scope.email,
            created_at: now,
            updated_at: now,
          },
        ],
        'declaration',
      );
      if (!row) throw new AppError('audited', 409, SALES_MSG.audited);
      await repo.audit(
        {
          at: now,
          actor_user_id: caller.userId,
          action: row.inserted ? 'daily_sale_declared' : 'daily_sale_updated',
          entity: 'daily_sale',
          entity_id: row.id,
          client_id: contract.client_id,
          ip: meta.ip ?? null,
          details: { contract_id: contract.contract_id, fecha_registro: body.fecha_registro, ...totals.totals, detalles: undefined },
        },
        tx,
      );
      return row;
    });
    const { inserted, ...sale } = saved;
    return {
      message: inserted ? SALES_MSG.reported : SALES_MSG.updated,
      created: inserted,
      data: toRow(body.fecha_registro, sale, null, { contract, today, cutoff, canDeclare: true }),
    };
  }

  async function justify(
    caller: Caller,
    q: { start_date?: IsoDate; end_date?: IsoDate },
    body: {
      justification_code: number;
      fecha_registro: IsoDate;
      space_int_code: string;
      contract_int_code?: string;
      email?: string;
      country_id: CountryId;
      comentarios?: string | null;
      metodo_ingreso: 'form' | 'masiva';
      tipo_registro: string;
    },
    meta: Meta,
  ) {
    const scope = await d.access.loadScope(caller.userId);
    if (body.email && body.email.trim().toLowerCase() !== scope.email.toLowerCase()) throw forbidden(SALES_MSG.emailMismatch);
    const contract = await resolveSpace(scope, body.space_int_code, 'create:DailySales', {
      date: body.fecha_registro,
      contractCode: body.contract_int_code,
    });
    const country = contract.country_id as CountryId;
    if (country !== body.country_id) throw new AppError('country_mismatch', 400, SALES_MSG.countryMismatch);
    const just = await repo.justification(body.justification_code);
    if (!just || !just.activo) throw new AppError('validation_error', 400, SALES_MSG.justificationNotFound);
    // a reason without periodo covers the sale day only; the web may still send it as the range
    const range = justificationRange(
      body.fecha_registro,
      just.periodo,
      just.periodo ? q.start_date : q.start_date === body.fecha_registro ? undefined : q.start_date,
      just.periodo ? q.end_date : q.end_date === body.fecha_registro ? undefined : q.end_date,
    );
    if (!range.ok) throw new AppError('validation_error', 400, range.message);
    const cutoff = await cutoffOf(country);
    const today = todayIn(country);
    const days = daysBetween(range.start, range.end);
    for (const day of days) {
      const refusal = dayRefusal(contract, day, today, cutoff);
      if (refusal) throw new AppError(refusal.code, 422, refusal.message);
    }
    // the range stays within one month: its first day tells whether the block applies
    await checkMonthBlock(contract, range.start, today, cutoff);
    const now = clock.now();
    const comment = body.comentarios?.trim() || null;
    const result = await repo.transaction(async (tx) => {
      const existing = await repo.lockSales(tx, contract.contract_id, range.start, range.end);
      if (existing.some((e) => e.auditada)) throw new AppError('audited', 409, SALES_MSG.audited);
      const rows: SaleInsert[] = days.map((day) => ({
        contract_id: contract.contract_id,
        space_id: contract.space_id,
        client_id: contract.client_id,
        country_id: country,
        fecha_registro: day,
        monto_total_bruto: 0,
        monto_total_neto: 0,
        total_tickets: 0,
        detalles: {},
        comentarios: normalizeComment(comment),
        justification_id: just.id,
        justification_comment: comment,
        tipo_registro: body.tipo_registro || 'diaria',
        metodo_ingreso: body.metodo_ingreso,
        created_by: scope.email,
        updated_by: scope.email,
        created_at: now,
        updated_at: now,
      }));
      const written = await repo.upsertSales(tx, rows, 'justification');
      if (written.length !== rows.length) throw new AppError('audited', 409, SALES_MSG.audited);
      await repo.audit(
        {
          at: now,
          actor_user_id: caller.userId,
          action: 'daily_sale_justified',
          entity: 'daily_sale',
          entity_id: contract.contract_id,
          client_id: contract.client_id,
          ip: meta.ip ?? null,
          details: { contract_id: contract.contract_id, start: range.start, end: range.end, justification_id: just.id, comment },
        },
        tx,
      );
      return {
        overwritten: existing.filter((e) => e.justification_id == null).length,
        rejustified: existing.filter((e) => e.justification_id != null).length,
        created: written.filter((w) => w.inserted).length,
      };
    });
    return {
      message: result.rejustified ? SALES_MSG.justificationUpdated : SALES_MSG.justified,
      data: { fechas: days, sobrescritas: result.overwritten, creadas: result.created },
    };
  }

  async function audit(
    caller: Caller,
    body: { space_int_code: string; start_date: IsoDate; end_date: IsoDate; auditada: boolean; motivo: string },
    meta: Meta,
  ) {
    const scope = await d.access.loadScope(caller.userId);
    requireStaff(scope, 'audit:DailySales', { message: SALES_MSG.auditorOnly });
    checkRange(body.start_date, body.end_date);
    const contracts = await repo.contractsOfSpace(body.space_int_code);
    if (!contracts.length) throw notFound();
    const now = clock.now();
    const changed = await repo.transaction(async (tx) => {
      const rows = await repo.setAudited(
        tx,
        contracts.map((c) => c.contract_id),
        body.start_date,
        body.end_date,
        body.auditada,
        scope.email,
        now,
      );
      await repo.audit(
        {
          at: now,
          actor_user_id: caller.userId,
          action: body.auditada ? 'daily_sales_audited' : 'daily_sales_unaudited',
          entity: 'space',
          entity_id: body.space_int_code,
          client_id: contracts[0]!.client_id,
          ip: meta.ip ?? null,
          details: { start: body.start_date, end: body.end_date, dates: rows.map((r) => r.fecha_registro), motivo: body.motivo },
        },
        tx,
      );
      return rows.map((r) => r.fecha_registro).sort();
    });
    return { message: body.auditada ? 'Ventas auditadas' : 'Auditoría revertida', data: { fechas: changed } };
  }

  /**
   * Audits every day of a space's month at once (issue #18): only once the month is over and
   * when no day of it (inside one of the space's contracts) lacks a declaration or a
   * justification; recorded in the audit log with its reason.
   */
  async function auditMonth(caller: Caller, body: { space_int_code: string; mes: string; motivo: string }, meta: Meta) {
    const scope = await d.access.loadScope(caller.userId);
    requireStaff(scope, 'audit:DailySales', { message: SALES_MSG.auditorOnly });
    const contracts = await repo.contractsOfSpace(body.space_int_code);
    if (!contracts.length) throw notFound();
    const [year, month] = body.mes.split('-').map(Number) as [number, number];
    const m = { year, month };
    const today = todayIn(contracts[0]!.country_id as CountryId);
    if (lastDay(m) >= today) throw new AppError('validation_error', 400, SALES_MSG.auditMonthNotOver);
    const start = firstDay(m);
    const end = lastDay(m);
    const facts = await repo.saleFacts(
      contracts.map((c) => c.contract_id),
      start,
      end,
    );
    const recorded = new Set(facts.map((f) => `${f.contract_id}|${f.fecha_registro}`));
    const pending = daysOf(m).filter((day) => {
      const c = contracts.find((x) => inContract(x, day));
      return c !== undefined && !recorded.has(`${c.contract_id}|${day}`);
    });
    if (pending.length) throw new AppError('month_pending', 409, SALES_MSG.auditMonthPending(pending.length));
    const now = clock.now();
    const changed = await repo.transaction(async (tx) => {
      const rows = await repo.setAudited(
        tx,
        contracts.map((c) => c.contract_id),
        start,
        end,
        true,
        scope.email,
        now,
      );
      await repo.audit(
        {
          at: now,
          actor_user_id: caller.userId,
          action: 'daily_sales_audited',
          entity: 'space',
          entity_id: body.space_int_code,
          client_id: contracts[0]!.client_id,
          ip: meta.ip ?? null,
          details: { start, end, month: body.mes, dates: rows.map((r) => r.fecha_registro), motivo: body.motivo },
        },
        tx,
      );
      return rows.map((r) => r.fecha_registro).sort();
    });
    return { message: 'Mes auditado', data: { fechas: changed } };
  }

  /** The caller's current contracts (one per space) that they may read. */
  async function readableContracts(scope: Scope, f: { company_id?: string; country_id?: CountryId; spaces_ids?: string[] }) {
    const clientIds = staffCovers(scope, 'read:DailySales') ? undefined : clientsWith(scope, 'read:DailySales');
    if (clientIds && !clientIds.length) return [];
    let contracts = (await repo.currentContracts(clientIds)).filter((c) => contractAccess(scope, c, 'read:DailySales') === 'ok');
    if (f.company_id) contracts = contracts.filter((c) => c.client_id === f.company_id);
    if (f.country_id) contracts = contracts.filter((c) => c.country_id === f.country_id);
    if (f.spaces_ids?.length) {
      const ids = new Set(f.spaces_ids);
      contracts = contracts.filter((c) => ids.has(c.space_id));
    }
    const seen = new Set<string>();
    return contracts.filter((c) => (seen.has(c.space_id) ? false : (seen.add(c.space_id), true)));
  }

  async function overview(caller: Caller, f: { company_id?: string; country_id?: CountryId; spaces_ids?: string[] }) {
    const scope = await d.access.loadScope(caller.userId);
    const contracts = await readableContracts(scope, f);
    const countries = [...new Set(contracts.map((c) => c.country_id as CountryId))];
    const ctx = new Map(await Promise.all(countries.map(async (c) => [c, { cutoff: await cutoffOf(c), today: todayIn(c) }] as const)));
    const minStart = [...ctx.values()].map((x) => firstDay(addMonths(monthOf(x.today), -1))).sort()[0] ?? '2000-01-01';
    const maxEnd =
      [...ctx.values()]
        .map((x) => x.today)
        .sort()
        .at(-1) ?? '2000-01-01';
    const facts = await repo.saleFacts(
      contracts.map((c) => c.contract_id),
      minStart,
      maxEnd,
    );
    const byContract = new Map<string, typeof facts>();
    for (const fct of facts) {
      const list = byContract.get(fct.contract_id) ?? [];
      list.push(fct);
      byContract.set(fct.contract_id, list);
    }
    const spaces = contracts.map((c) => {
      const { cutoff, today } = ctx.get(c.country_id as CountryId)!;
      const current = monthOf(today);
      const windowStart = firstDay(addMonths(current, -1));
      const mine = (byContract.get(c.contract_id) ?? []).filter((x) => x.fecha_registro >= windowStart && x.fecha_registro <= today);
      const recorded = new Set(mine.map((x) => x.fecha_registro));
      const pending = [
        ...overdueDates(c, addMonths(current, -1), recorded, today, cutoff),
        ...overdueDates(c, current, recorded, today, cutoff),
      ];
      const audited = mine.filter((x) => x.auditada).length;
      return {
        generalData: generalData(c),
        estado: pending.length ? ('Pendiente' as const) : ('Al día' as const),
        auditada: audited > 0,
        sales: {
          pending,
          reported: mine.filter((x) => x.justification_id == null).length,
          audited,
          justified: mine.filter((x) => x.justification_id != null).length,
        },
      };
    });
    const firstToday = [...ctx.values()][0]?.today ?? todayIn('CHL');
    return {
      data: {
        hoy: firstToday,
        counts: {
          todas: spaces.length,
          pendientes: spaces.filter((s) => s.estado === 'Pendiente').length,
          al_dia: spaces.filter((s) => s.estado === 'Al día').length,
          auditadas: spaces.filter((s) => s.auditada).length,
        },
        spaces,
      },
    };
  }

  /**
   * The client of a bulk call: among the caller's clients with that tax id, one where the caller
   * holds create:DailySalesBatch (spec 2 §2, §6: the bulk control needs create on the daily-sales
   * batch resource); each row's contract must then allow create:DailySales.
   */
  async function bulkClient(scope: Scope, taxId: string) {
    const clients = (await repo.clientsByTaxId(taxId.trim())).filter((c) => scope.clients.has(c.id));
    if (!clients.length) throw notFound();
    const ok = clients.find((c) => holds(scope, c.id, 'create:DailySalesBatch'));
    if (!ok) throw forbidden();
    return ok;
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
    const scope = await d.access.loadScope(caller.userId);
    const client = await bulkClient(scope, taxId);
    return { maxRows: Math.max(1, (await bulkContracts(scope, client.id)).length) * 31 };
  }

  async function bulkLoad(caller: Caller, tipoRegistro: string, taxId: string, rows: BulkInputRow[], meta: Meta) {
    if (!BULK_TIPOS.has(tipoRegistro.toLowerCase()))
      throw new AppError('validation_error', 400, `Tipo de registro no soportado: ${tipoRegistro}`);
    if (!rows.length) throw new AppError('validation_error', 400, SALES_MSG.bulkEmpty);
    const scope = await d.access.loadScope(caller.userId);
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
        const chunk = valid.slice(i, i + 1000).map((v): SaleInsert => ({
          contract_id: v.contract.contract_id,
          space_id: v.contract.space_id,
          client_id: client.id,
          country_id: country,
          fecha_registro: v.date,
          monto_total_bruto: v.totals.monto_total_bruto,
          monto_total_neto: v.totals.monto_total_neto,
          total_tickets: v.tickets,
          detalles: v.totals.detalles,
          comentarios: normalizeComment(null),
          justification_id: null,
          justification_comment: null,
          tipo_registro: 'diaria',
          metodo_ingreso: 'masiva',
          created_by: scope.email,
          updated_by: scope.email,
          created_at: now,
          updated_at: now,
        }));
        const written = await repo.upsertSales(tx, chunk, 'declaration');
        if (written.length !== chunk.length) throw new AppError('audited', 409, SALES_MSG.audited);
        inserted += written.filter((w) => w.inserted).length;
      }
      await repo.audit(
        {
          at: now,
          actor_user_id: caller.userId,
          action: 'daily_sales_bulk',
          entity: 'client',
          entity_id: client.id,
          client_id: client.id,
          ip: meta.ip ?? null,
          details: { rows: valid.length, inserted },
        },
        tx,
      );
      return { filas: valid.length, creadas: inserted, actualizadas: valid.length - inserted };
    });
    return { message: SALES_MSG.bulkSuccess, data: result };
  }

  /** Rows of the bulk template: the client's current contracts the caller may load. */
  async function bulkTemplate(caller: Caller, taxId: string) {
    const scope = await d.access.loadScope(caller.userId);
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

  /** The month of a space, for 'Descargar grupo'. */
  async function monthForDownload(caller: Caller, spaceId: string, month: string, companyId?: string) {
    const [y, m] = month.split('-').map(Number);
    const ym = { year: y!, month: m! };
    const p = await period(caller, spaceId, { start_date: firstDay(ym), end_date: lastDay(ym), company_id: companyId });
    return p.data;
  }

  // local managers
  function contact(
    u: { user_id: string; nombres: string; apellidos: string; email: string; phone: string | null; status: string; country_id: string },
    roles: { id: string; nombre: string; habilitado: boolean; contratoId: string | null }[],
  ) {
    return {
      id: u.user_id,
      nombres: u.nombres,
      apellidos: u.apellidos,
      email: u.email,
      telefono: u.phone,
      estado: u.status,
      paisId: u.country_id,
      roles,
    };
  }

  /** The enabled managers of a space, one entry per person (they may hold roles on several of its contracts). */
  const enabledManagers = <T extends { user_id: string; enabled: boolean; contract_id: string | null }>(roles: T[], contractId: string) => {
    const byUser = new Map<string, T>();
    for (const m of roles.filter((r) => r.enabled)) {
      if (!byUser.has(m.user_id) || m.contract_id === contractId) byUser.set(m.user_id, m);
    }
    return [...byUser.values()];
  };

  async function managersView(scope: Scope, contract: ContractInfo) {
    const [managers, contacts] = await Promise.all([repo.managersOfSpace(contract.space_id), repo.contactsOfClient(contract.client_id)]);
    const enabled = enabledManagers(managers, contract.contract_id);
    const ids = new Set(enabled.map((m) => m.user_id));
    return {
      data: {
        space_int_code: contract.space_id,
        contract_int_code: contract.contract_id,
        max: MAX_LOCAL_MANAGERS,
        managers: enabled.map((m) =>
          contact(m, [{ id: m.role_id, nombre: 'EXT_LOCAL', habilitado: m.enabled, contratoId: m.contract_id }]),
        ),
        candidates: contacts.filter((c) => !c.corporativo && c.user_id !== scope.userId && !ids.has(c.user_id)).map((c) => contact(c, [])),
      },
    };
  }

  async function managers(caller: Caller, spaceId: string) {
    const scope = await d.access.loadScope(caller.userId);
    const contract = await resolveSpace(scope, spaceId, 'read:DailySales');
    return managersView(scope, contract);
  }

  async function assignManager(caller: Caller, spaceId: string, userId: string, meta: Meta) {
    const scope = await d.access.loadScope(caller.userId);
    const contract = await resolveSpace(scope, spaceId, 'manage:User');
    const contacts = await repo.contactsOfClient(contract.client_id);
    const target = contacts.find((c) => c.user_id === userId && !c.corporativo);
    if (!target) throw new AppError('not_a_contact', 404, SALES_MSG.managerNotContact);
    const now = clock.now();
    await repo.transaction(async (tx) => {
      // the limit is per space: lock the space so two assignments cannot both see one free place
      await repo.lockSpace(tx, contract.space_id);
      const current = await repo.managersOfSpace(contract.space_id, tx);
      const mine = current.find((m) => m.user_id === userId && m.contract_id === contract.contract_id);
      if (mine?.enabled) return;
      const enabled = enabledManagers(current, contract.contract_id);
      if (storeChiefLimitReached(new Set(enabled.map((m) => m.user_id)), userId)) {
        throw new AppError('managers_max', 409, SALES_MSG.managersMax);
      }
      if (mine) await repo.enableManagerRole(tx, mine.role_id, true);
      else
        await repo.insertManagerRole(tx, {
          user_id: userId,
          role_id: 'EXT_LOCAL',
          client_id: contract.client_id,
          contract_id: contract.contract_id,
          enabled: true,
        });
      if (!(await repo.spaceAssignment(tx, userId, contract.contract_id))) {
        await repo.insertAssignment(tx, {
          user_id: userId,
          type: 'Space',
          client_id: contract.client_id,
          space_id: contract.space_id,
          contract_id: contract.contract_id,
        });
      }
      const uc = await repo.userClient(tx, userId, contract.client_id);
      if (uc) {
        const local = defaultPermissionIds('EXT_LOCAL', contract.country_id as CountryId);
        const merged = [...new Set([...uc.permission_ids, ...local])].sort((a, b) => a - b);
        if (merged.length !== uc.permission_ids.length) await repo.setUserClientPermissions(tx, userId, contract.client_id, merged);
      }
      await repo.audit(
        {
          at: now,
          actor_user_id: caller.userId,
          action: 'local_manager_assigned',
          entity: 'contract',
          entity_id: contract.contract_id,
          client_id: contract.client_id,
          ip: meta.ip ?? null,
          details: { user_id: userId, space_id: contract.space_id },
        },
        tx,
      );
    });
    return { message: SALES_MSG.managerAdded, ...(await managersView(scope, contract)) };
  }

  async function removeManager(caller: Caller, spaceId: string, userId: string, meta: Meta) {
    const scope = await d.access.loadScope(caller.userId);
    const contract = await resolveSpace(scope, spaceId, 'manage:User');
    const now = clock.now();
    await repo.transaction(async (tx: Db) => {
      await repo.lockSpace(tx, contract.space_id);
      // unassigning from the space: the user's manager roles on every contract of it
      const mine = (await repo.managersOfSpace(contract.space_id, tx)).filter((m) => m.user_id === userId);
      if (!mine.length) throw notFound();
      for (const m of mine) await repo.deleteManagerRole(tx, m.role_id);
      const others = await repo.otherRolesInClient(tx, userId, contract.client_id);
      const broad = others.some((r) => r.role_id === 'EXT_EMPRESA' || (r.brand_id && r.brand_id === contract.brand_id));
      if (!broad) for (const m of mine) if (m.contract_id) await repo.deleteAssignment(tx, userId, m.contract_id);
      await repo.audit(
        {
          at: now,
          actor_user_id: caller.userId,
          action: 'local_manager_removed',
          entity: 'contract',
          entity_id: contract.contract_id,
          client_id: contract.client_id,
          ip: meta.ip ?? null,
          details: { user_id: userId, space_id: contract.space_id },
        },
        tx,
      );
    });
    return { message: SALES_MSG.managerRemoved, ...(await managersView(scope, contract)) };
  }

  return {
    justifications: async () => ({ data: (await repo.justifications()).map((j) => ({ id: j.id, nombre: j.nombre, periodo: j.periodo })) }),
    period,
    declare,
    justify,
    audit,
    auditMonth,
    overview,
    bulkPrecheck,
    bulkLoad,
    bulkTemplate,
    monthForDownload,
    managers,
    assignManager,
    removeManager,
  };
}

export type DailySalesService = ReturnType<typeof createDailySalesService>;
