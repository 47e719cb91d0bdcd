import { AppError } from '@vitrina/domain/common/errors';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { daysOf, firstDay, lastDay, type IsoDate } from '@vitrina/domain/sales/calendar';
import { computeDailyTotals, justificationRange, parseCutoffDay } from '@vitrina/domain/sales/daily.rules';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import type { ContractInfo } from './daily-sales.repo';
import type { Scope } from '../access/scope';
import { requireStaff } from '../access/require';
import { notFound } from '../access/errors';
import { requireOwnEmail } from '../access/require-sales';
import { checkRange, daysBetween, inContract, type Caller, type DailySalesCommon, type Meta } from './daily-sales.common';

/** The daily-sales writes: declare a day, justify days, audit a range (staff). */
export function createDailySalesWrites(common: DailySalesCommon) {
  const { d, repo, clock, cutoffOf, todayIn, resolveSpace, toRow, checkMonthBlock, dayRefusal, saleRow } = common;

  /** What a declaration of one day carries (the form's body, the bulk's and the feed's rows). */
  type DayDeclaration = {
    space_int_code: string;
    contract_int_code?: string;
    fecha_registro: IsoDate;
    total_tickets?: number;
    comentarios?: string | null;
    detalles: Record<string, unknown>;
    tipo_registro: string;
    metodo_ingreso: 'form' | 'masiva' | 'api';
  };

  async function declare(
    caller: Caller,
    pathCountry: CountryId,
    pathEmail: string,
    body: DayDeclaration & { country_id: CountryId; metodo_ingreso: 'form' | 'masiva' },
    meta: Meta,
  ) {
    const [scope, spaceContracts] = await Promise.all([d.access.loadScope(caller), repo.contractsOfSpace(body.space_int_code)]);
    requireOwnEmail(scope, pathEmail);
    if (pathCountry !== body.country_id) throw new AppError('country_mismatch', 400, SALES_MSG.countryMismatch);
    return declareAs(scope, caller.userId, body, meta, spaceContracts);
  }

  /**
   * Declares one day as `scope` (a user, or a tenant's API key: the point-of-sale feed): the
   * caller's contract of the space, the cut-off, month-blocking and amount rules, then the upsert
   * and its audit record. `country_id`, when given, must be the contract's country.
   */
  async function declareAs(
    scope: Scope,
    actorUserId: string | null,
    body: DayDeclaration & { country_id?: CountryId },
    meta: Meta,
    spaceContracts?: ContractInfo[],
  ) {
    const contract = await resolveSpace(scope, body.space_int_code, 'create:DailySales', {
      date: body.fecha_registro,
      contractCode: body.contract_int_code,
      contracts: spaceContracts,
    });
    const country = contract.country_id as CountryId;
    if (body.country_id && country !== body.country_id) throw new AppError('country_mismatch', 400, SALES_MSG.countryMismatch);
    const cutoff = parseCutoffDay(contract.cutoff_value);
    const today = todayIn(country);
    const refusal = dayRefusal(contract, body.fecha_registro, today, cutoff);
    if (refusal) throw new AppError(refusal.code, 422, refusal.message);
    await checkMonthBlock(contract, body.fecha_registro, today, cutoff);
    const totals = computeDailyTotals(country, body.detalles, body.total_tickets);
    if (!totals.ok) throw new AppError('validation_error', 400, totals.issues[0]!.message, totals.issues);
    const now = clock.now();
    // the upsert and its audit record in one statement; it never touches an audited record: no row back means audited
    const saved = await repo.declareDay(
      saleRow(contract, body.fecha_registro, { totals: totals.totals, comentarios: body.comentarios ?? null }, body, scope.email, now),
      {
        at: now,
        actor_user_id: actorUserId,
        ip: meta.ip ?? null,
        details: {
          contract_id: contract.contract_id,
          fecha_registro: body.fecha_registro,
          ...totals.totals,
          detalles: undefined,
          metodo_ingreso: body.metodo_ingreso,
          api_key: scope.apiKey ? { id: scope.apiKey.id, prefix: scope.apiKey.prefix, name: scope.apiKey.name } : undefined,
        },
      },
    );
    if (!saved) throw new AppError('audited', 409, SALES_MSG.audited);
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
    const scope = await d.access.loadScope(caller);
    if (body.email) requireOwnEmail(scope, body.email);
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
      const rows = days.map((day) => saleRow(contract, day, { justification_id: just.id, comment }, body, scope.email, now));
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
    const scope = await d.access.loadScope(caller);
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
   * Audits every day of a space's month at once: only once the month is over and
   * when no day of it (inside one of the space's contracts) lacks a declaration or a
   * justification; recorded in the audit log with its reason.
   */
  async function auditMonth(caller: Caller, body: { space_int_code: string; mes: string; motivo: string }, meta: Meta) {
    const scope = await d.access.loadScope(caller);
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

  return { declare, declareAs, justify, audit, auditMonth };
}
