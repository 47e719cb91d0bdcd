import type { IsoDate } from '@vitrina/domain/sales/calendar';
import { contractSpaceId, normalizeComment } from '@vitrina/domain/sales/daily.rules';
import type { ContractInfo, DeclaredDay } from './daily-sales.repo';

/** A contract's general data, as the period and template answers give it. */
export function generalData(c: ContractInfo) {
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

/**
 * A day's record as a declaration, a justification or a bulk load writes it: the contract's
 * keys, the day, what it holds (totals, or a justification with zero totals), how it came and
 * who wrote it when (created and updated alike: the upsert keeps the first creation).
 */
export function saleRow(
  contract: Pick<ContractInfo, 'contract_id' | 'space_id' | 'client_id' | 'country_id'>,
  day: IsoDate,
  holds:
    | {
        totals: { monto_total_bruto: number; monto_total_neto: number; total_tickets: number; detalles: unknown };
        comentarios: string | null;
      }
    | { justification_id: number; comment: string | null },
  how: { tipo_registro?: string; metodo_ingreso: 'form' | 'masiva' | 'api' },
  by: string,
  now: Date,
): DeclaredDay {
  const declared = 'totals' in holds;
  return {
    contract_id: contract.contract_id,
    space_id: contract.space_id,
    client_id: contract.client_id,
    country_id: contract.country_id,
    fecha_registro: day,
    monto_total_bruto: declared ? holds.totals.monto_total_bruto : 0,
    monto_total_neto: declared ? holds.totals.monto_total_neto : 0,
    total_tickets: declared ? holds.totals.total_tickets : 0,
    detalles: (declared ? holds.totals.detalles : {}) as Record<string, number | string | null>,
    comentarios: normalizeComment(declared ? holds.comentarios : holds.comment),
    justification_id: declared ? null : holds.justification_id,
    justification_comment: declared ? null : holds.comment,
    tipo_registro: how.tipo_registro || 'diaria',
    metodo_ingreso: how.metodo_ingreso,
    created_by: by,
    updated_by: by,
    created_at: now,
    updated_at: now,
  };
}
