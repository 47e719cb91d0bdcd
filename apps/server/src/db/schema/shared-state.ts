import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * State that every server instance over one database shares (several processes or machines):
 * request-rate windows, recent failures and one-time tokens. Rows expire; they are pruned as
 * they are met.
 */

/** A fixed-window request counter per key (the rate limits of sign-in, reset, bulk uploads). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Recent failures per key (an address or an account), counted in a sliding window. */
export const recentFailures = pgTable(
  'recent_failures',
  {
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('recent_failures_key_at_idx').on(t.key, t.at)],
);

/** Tokens that may be used once (a solved captcha), until they expire. */
export const usedTokens = pgTable(
  'used_tokens',
  {
    key: text('key').primaryKey(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_tokens_expires_at_idx').on(t.expires_at)],
);
