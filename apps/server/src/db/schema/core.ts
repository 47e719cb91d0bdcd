import {
  pgTable,
  text,
  integer,
  boolean,
  timestamp,
  date,
  numeric,
  uuid,
  jsonb,
  bigserial,
  primaryKey,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
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

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    created_at: ts('created_at').notNull(),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash').on(t.token_hash)],
);

export const passwordHistory = pgTable(
  'password_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    password_hash: text('password_hash').notNull(),
    created_at: ts('created_at').notNull(),
  },
  (t) => [index('password_history_user').on(t.user_id)],
);

/** Server-side sessions: every token carries its session id. */
/**
 * One-time codes of the corporate sign-on (OIDC): the provider's callback leaves one here and
 * sends the browser to the web app with it; the web app exchanges it (once, within a minute) for
 * a session. Only the code's hash is kept.
 */
export const ssoCodes = pgTable(
  'sso_codes',
  {
    code_hash: text('code_hash').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull(),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
  },
  (t) => [index('sso_codes_user').on(t.user_id)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull(),
    last_seen_at: ts('last_seen_at').notNull(),
    expires_at: ts('expires_at').notNull(),
    revoked_at: ts('revoked_at'),
    replaced_by: uuid('replaced_by'),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [index('sessions_user').on(t.user_id)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull(),
    actor_user_id: uuid('actor_user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    client_id: text('client_id'),
    ip: text('ip'),
    details: jsonb('details'),
  },
  (t) => [index('audit_log_entity').on(t.entity, t.entity_id)],
);

/** Operator parameters (cut-off days and the like), by id. */
export const params = pgTable('params', {
  id: text('id').primaryKey(),
  value: text('value').notNull(),
  description: text('description'),
});
