import { businessToday } from '@vitrina/domain/sales/calendar';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { RENT_MSG } from '@vitrina/domain/rent/messages';
import { monthSoFar, monthState, rentForMonth, salesOnBase } from '@vitrina/domain/rent/rent.month';
import { projectMonth } from '@vitrina/domain/rent/rent.rules';
import { explainProjection } from '@vitrina/domain/rent/rent.explain';
import type { RentContractMonth } from '@vitrina/domain/rent/rent.schema';
import { addMonths, monthOf } from '@vitrina/domain/sales/calendar';
import { rentContractsOf, requireRentContract } from '../access/require-rent';
import { memberClientIds } from '../access/membership';
import type { TermsRecord } from '@vitrina/domain/rent/rent.month';
import { closedMonth, contractRef, currencyOf, loadPeriod, parseYm, ymKey, type Caller, type RentDeps } from './rent.common';

/** The tenant's side of 'Renta variable': its contracts, and a contract's month with its projection and last 12 months. */
export function createRentReads({ repo, access, clock }: RentDeps) {
  async function contractMonth(caller: Caller, contractId: string, mes?: string): Promise<RentContractMonth> {
    const scope = await access.loadScope(caller);
    const c = await repo.contract(contractId);
    const contract = requireRentContract(scope, c);
    const country = contract.country_id as CountryId;
    const today = businessToday(clock.now(), COUNTRIES[country].timeZone);
    const m = mes ? parseYm(mes) : monthOf(today);
    const p = await loadPeriod(repo, country, [contract.contract_id], addMonths(m, -12), m);
    const terms = p.termsOf(contract.contract_id, m);
    const days = p.daily(contract.contract_id, m).filter((d) => d.fecha <= today);
    const sales = days.reduce((s, d) => s + salesOnBase(terms, d), 0);
    const so = monthSoFar(m, today, new Set(days.map((d) => d.fecha)));
    const mesAlDia = rentForMonth(country, m, terms, sales, RENT_MSG.salesSoFar, p.values);
    const proj = so.enCurso && !so.completo ? projectMonth(sales, so.diasDeclarados, so.diasDelMes, country) : null;
    return {
      contrato: contractRef(contract),
      moneda: currencyOf(country),
      periodo: ymKey(m),
      condiciones: terms ? termsOut(terms) : null,
      aviso: terms ? null : RENT_MSG.noTerms,
      alDia: {
        hasta: so.hasta,
        diasDelMes: so.diasDelMes,
        diasDeclarados: so.diasDeclarados,
        diasPendientes: so.diasPendientes,
        completo: so.completo,
        estado: monthState(so),
        mes: mesAlDia,
      },
      proyeccion: proj
        ? {
            supuesto: explainProjection(country, proj, so.diasDeclarados),
            mes: rentForMonth(country, m, terms, proj.ventas, RENT_MSG.salesProjected, p.values),
          }
        : null,
      historial: Array.from({ length: 12 }, (_, i) => closedMonth(p, country, contract.contract_id, addMonths(m, -12 + i))).reverse(),
    };
  }

  return {
    /** The caller's contracts whose rent it may read, each with whether it has terms. */
    async contracts(caller: Caller, companyId?: string) {
      const scope = await access.loadScope(caller);
      const all = await repo.currentContracts(companyId ? [companyId] : memberClientIds(scope));
      const own = rentContractsOf(scope, all);
      const withTerms = await repo.contractsWithTerms(own.map((c) => c.contract_id));
      return { data: own.map((c) => ({ ...contractRef(c), conCondiciones: withTerms.has(c.contract_id) })) };
    },
    contractMonth,
  };
}

const termsOut = (t: TermsRecord) => ({
  vigenciaDesde: t.vigencia_desde,
  vigenciaHasta: t.vigencia_hasta,
  rentaMinima: t.renta_minima,
  unidad: t.unidad,
  baseVentas: t.base_ventas,
  tipo: t.tipo,
  tramos: t.tramos.map((x) => ({ desde: x.desde, hasta: x.hasta, porcentaje: x.porcentaje, monto_fijo: x.monto_fijo ?? null })),
  porcentajeNatural: t.porcentaje_natural,
  rentaMaxima: t.renta_maxima,
  diaValorUnidad: t.dia_valor_unidad,
});
