import type { RentDeps } from './rent.common';
import { createRentImports } from './rent.imports';
import { createRentReads } from './rent.reads';
import { createRentStaff } from './rent.staff';
import { buildingRentXlsx, contractRentXlsx } from './rent.xlsx';

/** 'Renta variable': the tenant's contracts and months (rent.reads.ts), the staff's centre table (rent.staff.ts), and the import API (rent.imports.ts). */
export function createRentService(d: RentDeps) {
  const reads = createRentReads(d);
  const staff = createRentStaff(d);
  return {
    ...reads,
    ...staff,
    ...createRentImports(d),
    contractXlsx: async (caller: { userId: string }, id: string, mes?: string) => {
      const v = await reads.contractMonth(caller, id, mes);
      return { name: `renta-variable-${v.contrato.codigo}-${v.periodo}.xlsx`, body: await contractRentXlsx(v) };
    },
    buildingXlsx: async (caller: { userId: string }, id: string, mes: string) => {
      const v = await staff.buildingMonth(caller, id, mes);
      return { name: `renta-variable-${v.centro.id}-${v.periodo}.xlsx`, body: await buildingRentXlsx(v) };
    },
  };
}
export type RentService = ReturnType<typeof createRentService>;
