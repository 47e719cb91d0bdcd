import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { joinContractPlace } from '../../db/contract-place';
import * as t from '../../db/schema/index';
import { importRun, upsert, type ImportRun } from '../../lib/bulk-upsert';
import { contractOwnColumns } from '../../lib/contracts.repo';
import { rowById } from '../../db/row-by-id';

export type RentTermsRow = typeof t.rentTerms.$inferSelect;
export type NewRentTerms = typeof t.rentTerms.$inferInsert;
export type NewUnitValue = typeof t.unitValues.$inferInsert;

/** A contract with what the rent pages show of it. */
const contractColumns = {
  ...contractOwnColumns,
  space_code: t.spaces.code,
  building_id: t.buildings.id,
  building_name: t.buildings.name,
  brand_name: t.brands.name,
  client_name: t.clients.name,
  country_id: t.clients.country_id,
};
/** Queries of 'Renta variable' and its import API. No rules here. */
export function createRentRepo(db: Db) {
  const contracts = () =>
    joinContractPlace(db.select(contractColumns).from(t.contracts).$dynamic()).innerJoin(
      t.clients,
      eq(t.clients.id, t.contracts.client_id),
    );
  return {
    /** The current contracts of some clients. */
    currentContracts: (clientIds: string[]) =>
      clientIds.length
        ? contracts()
            .where(and(eq(t.contracts.status, 0), inArray(t.contracts.client_id, clientIds)))
            .orderBy(asc(t.buildings.name), asc(t.spaces.code))
        : Promise.resolve([]),
    contract: async (id: string) => (await contracts().where(eq(t.contracts.id, id)))[0],
    /** The contracts of a shopping centre in force some day of [from, to]. */
    contractsOfBuilding: (buildingId: string, from: string, to: string) =>
      contracts()
        .where(and(eq(t.buildings.id, buildingId), lte(t.contracts.start_date, to), gte(t.contracts.end_date, from)))
        .orderBy(asc(t.spaces.code), asc(t.contracts.id)),
    building: (id: string) =>
      rowById(db, t.buildings, id, { id: t.buildings.id, name: t.buildings.name, country_id: t.buildings.country_id }),
    buildingsOf: (countryId: string) =>
      db
        .select({ id: t.buildings.id, name: t.buildings.name, city: t.buildings.city, country_id: t.buildings.country_id })
        .from(t.buildings)
        .where(eq(t.buildings.country_id, countryId))
        .orderBy(asc(t.buildings.name)),
    /** Which of some contracts have terms at all. */
    contractsWithTerms: async (ids: string[]) =>
      ids.length
        ? new Set(
            (await db.selectDistinct({ id: t.rentTerms.contract_id }).from(t.rentTerms).where(inArray(t.rentTerms.contract_id, ids))).map(
              (r) => r.id,
            ),
          )
        : new Set<string>(),
    /** The terms of some contracts in force some day of [from, to]. */
    termsOf: (ids: string[], from: string, to: string) =>
      ids.length
        ? db
            .select()
            .from(t.rentTerms)
            .where(
              and(
                inArray(t.rentTerms.contract_id, ids),
                lte(t.rentTerms.vigencia_desde, to),
                or(isNull(t.rentTerms.vigencia_hasta), gte(t.rentTerms.vigencia_hasta, from)),
              ),
            )
            .orderBy(asc(t.rentTerms.vigencia_desde))
        : Promise.resolve([] as RentTermsRow[]),
    /** A country's unit values in [from, to]. */
    unitValues: (countryId: string, from: string, to: string) =>
      db
        .select({ unidad: t.unitValues.unidad, fecha: t.unitValues.fecha, valor: t.unitValues.valor })
        .from(t.unitValues)
        .where(and(eq(t.unitValues.country_id, countryId), gte(t.unitValues.fecha, from), lte(t.unitValues.fecha, to)))
        .orderBy(asc(t.unitValues.fecha)),
    /** The daily records of some contracts in [from, to]: each day's gross and net amounts. */
    dailySales: (ids: string[], from: string, to: string) =>
      ids.length
        ? db
            .select({
              contract_id: t.dailySales.contract_id,
              fecha: t.dailySales.fecha_registro,
              bruto: t.dailySales.monto_total_bruto,
              neto: t.dailySales.monto_total_neto,
            })
            .from(t.dailySales)
            .where(
              and(inArray(t.dailySales.contract_id, ids), gte(t.dailySales.fecha_registro, from), lte(t.dailySales.fecha_registro, to)),
            )
        : Promise.resolve([]),
    /** The monthly declarations of some contracts with periods in [from, to]. */
    monthlySales: (ids: string[], from: string, to: string) =>
      ids.length
        ? db
            .select({
              contract_id: t.monthlySales.contract_id,
              periodo: t.monthlySales.periodo,
              bruto: t.monthlySales.monto_total_bruto,
              neto: t.monthlySales.monto_total_neto,
            })
            .from(t.monthlySales)
            .where(and(inArray(t.monthlySales.contract_id, ids), gte(t.monthlySales.periodo, from), lte(t.monthlySales.periodo, to)))
        : Promise.resolve([]),
    /** The contracts that exist among some ids, with their country. */
    existingContracts: (ids: string[]) =>
      ids.length
        ? db
            .select({ id: t.contracts.id, country_id: t.clients.country_id })
            .from(t.contracts)
            .innerJoin(t.clients, eq(t.clients.id, t.contracts.client_id))
            .where(inArray(t.contracts.id, ids))
        : Promise.resolve([]),
    /** One import batch in one transaction: the upserts, then the run's record. */
    importBatch: (run: ImportRun, write: { terms?: NewRentTerms[]; values?: NewUnitValue[] }) =>
      importRun(db, run, async (d) => [
        await upsert(
          d,
          t.rentTerms,
          write.terms ?? [],
          [t.rentTerms.contract_id, t.rentTerms.vigencia_desde],
          [
            'country_id',
            'vigencia_hasta',
            'renta_minima',
            'unidad',
            'base_ventas',
            'tipo',
            'tramos',
            'porcentaje_natural',
            'renta_maxima',
            'dia_valor_unidad',
          ],
        ),
        await upsert(d, t.unitValues, write.values ?? [], [t.unitValues.country_id, t.unitValues.unidad, t.unitValues.fecha], ['valor']),
      ]),
  };
}
export type RentRepo = ReturnType<typeof createRentRepo>;

/** A contract with what the rent pages show of it. */
export type RentContract = NonNullable<Awaited<ReturnType<RentRepo['contract']>>>;
