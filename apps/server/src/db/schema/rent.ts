import { date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RentTier } from '@vitrina/domain/rent/rent.rules';
import { serialId, stamps } from './columns';
import { contracts, countries } from './core';

/**
 * A contract's variable-rent terms for a validity period, as the operator's ERP imports them
 * (modules/rent): the minimum guaranteed monthly rent in its unit, the sales base, tiered or
 * natural breakpoints, an optional maximum, and the day whose unit value converts the minimum.
 * One row per contract and start of validity: a re-sent batch updates it.
 */
export const rentTerms = pgTable(
  'rent_terms',
  {
    id: serialId(),
    contract_id: text('contract_id')
      .notNull()
      .references(() => contracts.id),
    country_id: text('country_id')
      .notNull()
      .references(() => countries.id),
    vigencia_desde: date('vigencia_desde', { mode: 'string' }).notNull(),
    /** null: open-ended */
    vigencia_hasta: date('vigencia_hasta', { mode: 'string' }),
    renta_minima: numeric('renta_minima', { precision: 16, scale: 4, mode: 'number' }).notNull(),
    /** UF, CLP, PEN, USD, ARS, COP */
    unidad: text('unidad').notNull(),
    /** 'bruto' | 'neto' */
    base_ventas: text('base_ventas').notNull(),
    /** 'tramos' | 'natural' */
    tipo: text('tipo').notNull(),
    tramos: jsonb('tramos').$type<RentTier[]>().notNull().default([]),
    porcentaje_natural: numeric('porcentaje_natural', { precision: 7, scale: 4, mode: 'number' }),
    renta_maxima: numeric('renta_maxima', { precision: 16, scale: 4, mode: 'number' }),
    /** the day of the month whose unit value is used; null: the month's last day */
    dia_valor_unidad: integer('dia_valor_unidad'),
    ...stamps(),
  },
  (t) => [uniqueIndex('rent_terms_contract_from').on(t.contract_id, t.vigencia_desde), index('rent_terms_country').on(t.country_id)],
);

/** A unit's value on a day in its country's currency (Chile's UF, Peru's USD), imported daily. */
export const unitValues = pgTable(
  'unit_values',
  {
    country_id: text('country_id')
      .notNull()
      .references(() => countries.id),
    unidad: text('unidad').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    valor: numeric('valor', { precision: 14, scale: 4, mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('unit_values_key').on(t.country_id, t.unidad, t.fecha)],
);
