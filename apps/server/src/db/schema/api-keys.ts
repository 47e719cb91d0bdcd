import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts, serialId } from './columns';
import { clients } from './core';
import { users } from './users';

/**
 * API keys, one mechanism for every machine caller (modules/access/api-keys.ts): the operator's
 * ERP feeding the finance import (scope 'finance:import', no client) and a tenant's point of sale
 * feeding its daily sales (scope 'sales:feed', bound to its client). Only the SHA-256 of the
 * secret is kept; `prefix` names the key in logs, the CLI and the tenant's 'Mi empresa'.
 */
export const serviceApiKeys = pgTable(
  'service_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull().unique(),
    key_hash: text('key_hash').notNull(),
    /** 'finance:import' | 'sales:feed' */
    scope: text('scope').notNull(),
    /** the tenant client a 'sales:feed' key acts for (null for the operator's own keys) */
    client_id: text('client_id').references(() => clients.id),
    /** the company administrator who created it (null: the CLI) */
    created_by: uuid('created_by').references(() => users.id),
    created_at: ts('created_at').notNull(),
    revoked_at: ts('revoked_at'),
    last_used_at: ts('last_used_at'),
  },
  (t) => [index('service_api_keys_client_idx').on(t.client_id)],
);

/**
 * The answers of requests sent with an `Idempotency-Key` header, per API key: a retry with the
 * same key and body gets the stored answer (nothing written twice), another body is refused.
 * `status` null while the first request is still running.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    id: serialId(),
    api_key_id: uuid('api_key_id')
      .notNull()
      .references(() => serviceApiKeys.id),
    key: text('key').notNull(),
    body_hash: text('body_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    created_at: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('idempotent_requests_key_idx').on(t.api_key_id, t.key)],
);

/**
 * Reads of a tenant's sales by anyone outside the tenant (internal staff, API keys), recorded by
 * the access layer; the tenant's company administrators read it ('Accesos a tus datos').
 */
export const salesAccessLog = pgTable(
  'sales_access_log',
  {
    id: serialId(),
    at: ts('at').notNull(),
    client_id: text('client_id')
      .notNull()
      .references(() => clients.id),
    /** the staff user (null for an API key) */
    user_id: uuid('user_id'),
    api_key_id: uuid('api_key_id'),
    /** who: an e-mail or 'API <name> (<prefix>)' */
    actor: text('actor').notNull(),
    /** the internal role(s) that granted the read, or 'API' */
    role: text('role').notNull(),
    /** what: 'Ventas diarias', 'Ventas mensuales', ... */
    resource: text('resource').notNull(),
    /** which: the contract / space read (codes), when known */
    detail: text('detail'),
    details: jsonb('details'),
  },
  (t) => [index('sales_access_log_client_at_idx').on(t.client_id, t.at)],
);
