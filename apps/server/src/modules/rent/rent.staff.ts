import type { CountryId } from '@vitrina/domain/countries/countries';
import type { RentBuildingMonth } from '@vitrina/domain/rent/rent.schema';
import { firstDay, lastDay } from '@vitrina/domain/sales/calendar';
import { noteRentReads, rentStaffCountry, requireRentBuilding } from '../access/require-rent';
import { closedMonth, contractRef, currencyOf, loadPeriod, parseYm, ymKey, type Caller, type RentDeps } from './rent.common';

/** The staff side of 'Renta variable' (FINANZAS, AUDITOR): the centres of their country, and a centre's month. */
export function createRentStaff({ repo, access }: RentDeps) {
  return {
    async buildings(caller: Caller) {
      const country = rentStaffCountry(await access.loadScope(caller));
      const rows = await repo.buildingsOf(country);
      return { data: rows.map((b) => ({ id: b.id, nombre: b.name, ciudad: b.city, pais: b.country_id as CountryId })) };
    },
    /** Each contract of the centre in force that month: its minimum, percentage rent and rent due, or why there are none; totals per currency. */
    async buildingMonth(caller: Caller, buildingId: string, mes: string): Promise<RentBuildingMonth> {
      const scope = await access.loadScope(caller);
      const b = requireRentBuilding(scope, await repo.building(buildingId));
      const country = b.country_id as CountryId;
      const m = parseYm(mes);
      const contracts = await repo.contractsOfBuilding(b.id, firstDay(m), lastDay(m));
      noteRentReads(
        scope,
        contracts.map((c) => c.client_id),
      );
      const p = await loadPeriod(
        repo,
        country,
        contracts.map((c) => c.contract_id),
        m,
        m,
      );
      const moneda = currencyOf(country);
      const filas = contracts.map((c) => {
        const r = closedMonth(p, country, c.contract_id, m);
        const f = r.figuras;
        return {
          contrato: contractRef(c),
          moneda,
          ventas: r.ventas,
          rentaMinima: f?.rentaMinima ?? null,
          rentaPorcentaje: f?.rentaPorcentaje ?? null,
          rentaAPagar: f?.rentaAPagar ?? null,
          aplica: f?.aplica ?? null,
          aviso: r.aviso,
        };
      });
      const totals = new Map<
        string,
        { moneda: string; rentaMinima: number; rentaPorcentaje: number; rentaAPagar: number; contratos: number }
      >();
      for (const f of filas) {
        if (f.rentaAPagar === null) continue;
        const t = totals.get(f.moneda) ?? { moneda: f.moneda, rentaMinima: 0, rentaPorcentaje: 0, rentaAPagar: 0, contratos: 0 };
        // summed in cents, so the totals carry no floating-point residue
        t.rentaMinima = (Math.round(t.rentaMinima * 100) + Math.round(f.rentaMinima! * 100)) / 100;
        t.rentaPorcentaje = (Math.round(t.rentaPorcentaje * 100) + Math.round(f.rentaPorcentaje! * 100)) / 100;
        t.rentaAPagar = (Math.round(t.rentaAPagar * 100) + Math.round(f.rentaAPagar * 100)) / 100;
        t.contratos += 1;
        totals.set(f.moneda, t);
      }
      return {
        centro: { id: b.id, nombre: b.name, pais: country },
        periodo: ymKey(m),
        filas,
        totales: [...totals.values()],
        sinCondiciones: filas.filter((f) => f.rentaAPagar === null).length,
      };
    },
  };
}
