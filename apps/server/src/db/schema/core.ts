import { pgTable, text, integer, date, numeric, uuid, index, uniqueIndex } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  emoji: text('emoji').notNull(),
  order: integer('order').notNull(),
  locale: text('locale').notNull(),
  time_zone: text('time_zone').notNull(),
  currency: text('currency').notNull(),
});

/** A tenant company. id = country id + tax id. */
export const clients = pgTable(
  'clients',
  {
    id: text('id').primaryKey(),
    country_id: text('country_id')
      .notNull()
      .references(() => countries.id),
    tax_id: text('tax_id').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    address: text('address'),
    logo_path: text('logo_path'),
    /** the on-demand report services the company has ('informe-de-ventas'): 'Reportes' shows only with one */
    report_services: text('report_services').array().notNull().default([]),
  },
  (t) => [uniqueIndex('clients_country_tax').on(t.country_id, t.tax_id)],
);

export const brands = pgTable(
  'brands',
  {
    id: text('id').primaryKey(),
    client_id: text('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    web: text('web'),
    logo: text('logo'),
    /** the brand's category (rubro, packages/domain comparison/categories.ts), set by staff: its stores' comparison group */
    category: text('category'),
  },
  (t) => [index('brands_client').on(t.client_id)],
);

/** A shopping centre. */
export const buildings = pgTable('buildings', {
  id: text('id').primaryKey(),
  country_id: text('country_id')
    .notNull()
    .references(() => countries.id),
  id_sap: text('id_sap').notNull(),
  name: text('name').notNull(),
  city: text('city').notNull(),
});

/** A store unit in a shopping centre. The id's prefix tells the country (c, p, a, co). */
export const spaces = pgTable(
  'spaces',
  {
    id: text('id').primaryKey(),
    building_id: text('building_id')
      .notNull()
      .references(() => buildings.id),
    code: text('code').notNull(),
    municipal_number: text('municipal_number'),
    area_m2: numeric('area_m2', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [index('spaces_building').on(t.building_id)],
);

export const contracts = pgTable(
  'contracts',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    client_id: text('client_id')
      .notNull()
      .references(() => clients.id),
    brand_id: text('brand_id')
      .notNull()
      .references(() => brands.id),
    space_id: text('space_id')
      .notNull()
      .references(() => spaces.id),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    /** 0 = vigente, otherwise no vigente */
    status: integer('status').notNull().default(0),
  },
  (t) => [index('contracts_client').on(t.client_id), index('contracts_space').on(t.space_id)],
);

/** Operator parameters (cut-off days and the like), by id. */
export const params = pgTable('params', {
  id: text('id').primaryKey(),
  value: text('value').notNull(),
  description: text('description'),
});

/** The client and country a row belongs to (both required). */
export const clientCountry = () => ({
  client_id: text('client_id')
    .notNull()
    .references(() => clients.id),
  country_id: text('country_id')
    .notNull()
    .references(() => countries.id),
});

/** A sales declaration's keys: its own id, the contract and store it is for, their client and country. */
export const saleKeys = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  contract_id: text('contract_id')
    .notNull()
    .references(() => contracts.id),
  space_id: text('space_id')
    .notNull()
    .references(() => spaces.id),
  client_id: text('client_id')
    .notNull()
    .references(() => clients.id),
  country_id: text('country_id').notNull(),
});
