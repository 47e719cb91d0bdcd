import { pgTable, text, uuid, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, ts } from './columns';
import { users } from './users';

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
    id: serialId(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    password_hash: text('password_hash').notNull(),
    created_at: ts('created_at').notNull(),
  },
  (t) => [index('password_history_user').on(t.user_id)],
);

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

/** Server-side sessions: every token carries its session id. */
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
    id: serialId(),
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
