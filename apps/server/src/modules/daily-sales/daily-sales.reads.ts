import { COUNTRY_IDS, type CountryId } from '@vitrina/domain/countries/countries';
import { addMonths, firstDay, lastDay, monthOf, type IsoDate } from '@vitrina/domain/sales/calendar';
import { isMonthBlocked, isPeriodClosed, parseCutoffDay } from '@vitrina/domain/sales/daily.rules';
import type { Scope } from '../access/scope';
import { clientsWith, contractAccess, staffCovers } from '../access/require';
import { checkRange, daysBetween, type Caller, type DailySalesCommon } from './daily-sales.common';

/** The daily-sales reads: a space's period (table and calendar), the spaces overview, a month for download, the justifications. */
export function createDailySalesReads(common: DailySalesCommon) {
  const { d, repo, cutoffOf, todayIn, resolveSpace, toRow, generalData, overdueDates } = common;

  async function period(caller: Caller, spaceId: string, q: { start_date: IsoDate; end_date: IsoDate; company_id?: string }) {
    checkRange(q.start_date, q.end_date);
    // the space's contracts with their records, in one round trip: the previous month is the
    // contract's country's, so the dates come for the previous months of every country's today
    // (one month, or two across a turn of the month), narrowed once the contract is known
    const prevDays = COUNTRY_IDS.flatMap((c) => {
      const m = addMonths(monthOf(todayIn(c)), -1);
      return [firstDay(m), lastDay(m)];
    }).sort();
    const [prevStart, prevEnd] = [prevDays[0]!, prevDays.at(-1)!];
    const [scope, space] = await Promise.all([
      d.access.loadScope(caller),
      repo.periodOfSpace(spaceId, q.start_date, q.end_date, prevStart, prevEnd),
    ]);
    const contract = await resolveSpace(scope, spaceId, 'read:DailySales', {
      companyId: q.company_id,
      contracts: space.map((s) => s.contract),
    });
    const country = contract.country_id as CountryId;
    const today = todayIn(country);
    const prev = addMonths(monthOf(today), -1);
    const cutoff = parseCutoffDay(contract.cutoff_value);
    const mine = space.find((s) => s.contract.contract_id === contract.contract_id)!;
    const sales = mine.sales;
    const [from, to] = [firstDay(prev), lastDay(prev)];
    const prevDates = new Set(mine.dates.filter((day) => day >= from && day <= to));
    const pendingPrev = overdueDates(contract, prev, prevDates, today, cutoff);
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

  /** The caller's current contracts (one per space) that they may read. */
  async function readableContracts(scope: Scope, f: { company_id?: string; country_id?: CountryId; spaces_ids?: string[] }) {
    const clientIds = staffCovers(scope, 'read:DailySales') ? undefined : clientsWith(scope, 'read:DailySales');
    if (clientIds && !clientIds.length) return [];
    // filtered first, then checked: the access layer records staff reads of exactly the contracts answered
    let contracts = await repo.currentContracts(clientIds);
    if (f.company_id) contracts = contracts.filter((c) => c.client_id === f.company_id);
    if (f.country_id) contracts = contracts.filter((c) => c.country_id === f.country_id);
    if (f.spaces_ids?.length) {
      const ids = new Set(f.spaces_ids);
      contracts = contracts.filter((c) => ids.has(c.space_id));
    }
    contracts = contracts.filter((c) => contractAccess(scope, c, 'read:DailySales') === 'ok');
    const seen = new Set<string>();
    return contracts.filter((c) => (seen.has(c.space_id) ? false : (seen.add(c.space_id), true)));
  }

  async function overview(caller: Caller, f: { company_id?: string; country_id?: CountryId; spaces_ids?: string[] }) {
    const scope = await d.access.loadScope(caller);
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

  /** The month of a space, for 'Descargar grupo'. */
  async function monthForDownload(caller: Caller, spaceId: string, month: string, companyId?: string) {
    const [y, m] = month.split('-').map(Number);
    const ym = { year: y!, month: m! };
    const p = await period(caller, spaceId, { start_date: firstDay(ym), end_date: lastDay(ym), company_id: companyId });
    return p.data;
  }

  return {
    justifications: async () => ({ data: (await repo.justifications()).map((j) => ({ id: j.id, nombre: j.nombre, periodo: j.periodo })) }),
    period,
    overview,
    monthForDownload,
  };
}
