import type { z } from 'zod';
import { AppError } from '@vitrina/domain/common/errors';
import { RENT_MSG } from '@vitrina/domain/rent/messages';
import type { rentTermsImportSchema, unitValuesImportSchema } from '@vitrina/domain/rent/rent.schema';
import type { RentDeps } from './rent.common';

type RowError = { path: string; message: string };
const rejected = (details: RowError[]) => new AppError('import_rejected', 400, RENT_MSG.importRejected, details);
type Key = { id: string | null; name: string };

/** The import API that feeds 'Renta variable' (scope rent:import): contracts' rent terms and the units' daily values. */
export function createRentImports({ repo, clock }: RentDeps) {
  return {
    /** Terms by contract and start of validity; the whole batch or nothing, each refused row named. */
    async importTerms(key: Key, b: z.output<typeof rentTermsImportSchema>) {
      const errors: RowError[] = [];
      const known = new Map(
        (await repo.existingContracts([...new Set(b.terms.map((r) => r.contract_id))])).map((c) => [c.id, c.country_id]),
      );
      const seen = new Set<string>();
      b.terms.forEach((r, i) => {
        if (known.get(r.contract_id) !== r.country_id) errors.push({ path: `/terms/${i}/contract_id`, message: RENT_MSG.unknownContract });
        const k = `${r.contract_id}|${r.vigencia_desde}`;
        if (seen.has(k)) errors.push({ path: `/terms/${i}`, message: RENT_MSG.duplicateRow });
        seen.add(k);
      });
      if (errors.length) throw rejected(errors);
      const at = clock.now();
      return repo.importBatch(
        { kind: 'rent-terms', api_key_id: key.id, source: key.name, at, received: b.terms.length },
        {
          terms: b.terms.map((r) => ({
            contract_id: r.contract_id,
            country_id: r.country_id,
            vigencia_desde: r.vigencia_desde,
            vigencia_hasta: r.vigencia_hasta,
            renta_minima: r.renta_minima,
            unidad: r.unidad,
            base_ventas: r.base_ventas,
            tipo: r.tipo,
            tramos: r.tipo === 'tramos' ? r.tramos : [],
            porcentaje_natural: r.tipo === 'natural' ? r.porcentaje_natural : null,
            renta_maxima: r.renta_maxima,
            dia_valor_unidad: r.dia_valor_unidad,
            created_at: at,
            updated_at: at,
          })),
        },
      );
    },
    /** Unit values by country, unit and date; the whole batch or nothing. */
    async importUnitValues(key: Key, b: z.output<typeof unitValuesImportSchema>) {
      const errors: RowError[] = [];
      const seen = new Set<string>();
      b.values.forEach((r, i) => {
        const k = `${r.country_id}|${r.unidad}|${r.fecha}`;
        if (seen.has(k)) errors.push({ path: `/values/${i}`, message: RENT_MSG.unitValueDuplicate });
        seen.add(k);
      });
      if (errors.length) throw rejected(errors);
      return repo.importBatch(
        { kind: 'unit-values', api_key_id: key.id, source: key.name, at: clock.now(), received: b.values.length },
        { values: b.values },
      );
    },
  };
}
