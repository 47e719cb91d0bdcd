import { pgTable, text, integer, boolean, uuid, primaryKey, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, stampsNow } from './columns';
import { brands, buildings, clients, contracts, countries, spaces } from './core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    nombres: text('nombres').notNull(),
    apellidos: text('apellidos').notNull(),
    phone: text('phone'),
    position: text('position'),
    country_id: text('country_id')
      .notNull()
      .references(() => countries.id),
    /** Ok, Pendiente, Deshabilitado */
    status: text('status').notNull().default('Pendiente'),
    corporativo: boolean('corporativo').notNull().default(false),
    login_count: integer('login_count').notNull().default(0),
    last_login_at: ts('last_login_at'),
    password_changed_at: ts('password_changed_at'),
    /** profile: no cut-off reminders (bell and e-mail) for this user */
    reminders_opt_out: boolean('reminders_opt_out').notNull().default(false),
    /** profile: e-mail a receipt of each accepted declaration */
    receipts_by_email: boolean('receipts_by_email').notNull().default(false),
    ...stampsNow(),
  },
  (t) => [uniqueIndex('users_email').on(t.email)],
);

export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  internal: boolean('internal').notNull().default(false),
});

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: text('role_id')
      .notNull()
      .references(() => roles.id),
    enabled: boolean('enabled').notNull().default(true),
    client_id: text('client_id').references(() => clients.id),
    brand_id: text('brand_id').references(() => brands.id),
    contract_id: text('contract_id').references(() => contracts.id),
  },
  (t) => [index('user_roles_user').on(t.user_id)],
);

/**
 * The shopping centres a staff member (an internal role) works at: mall staff act on the campaigns
 * of their buildings only (coupon validation). Set by the portal administrator in the console.
 */
export const staffBuildings = pgTable(
  'staff_buildings',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    building_id: text('building_id')
      .notNull()
      .references(() => buildings.id),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.building_id] }), index('staff_buildings_building').on(t.building_id)],
);

export const permissionCategories = pgTable('permission_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  category_id: integer('category_id')
    .notNull()
    .references(() => permissionCategories.id),
  countries_ids: text('countries_ids').array().notNull(),
  requires: text('requires').array().notNull(),
});

/** The clients a user belongs to, with the permission ids the user holds there. */
export const userClients = pgTable(
  'user_clients',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client_id: text('client_id')
      .notNull()
      .references(() => clients.id),
    permission_ids: integer('permission_ids').array().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.client_id] })],
);

/** A user's assignment to a space (through its contract), a contract or a brand. */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Space, Contract or Brand */
    type: text('type').notNull(),
    client_id: text('client_id')
      .notNull()
      .references(() => clients.id),
    space_id: text('space_id').references(() => spaces.id),
    contract_id: text('contract_id').references(() => contracts.id),
    brand_id: text('brand_id').references(() => brands.id),
  },
  (t) => [index('assignments_user').on(t.user_id)],
);
