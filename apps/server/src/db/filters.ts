import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The user (given by its id column) holds no internal role. Internal staff (finance, audit,
 * operators) are never a client's contacts or users: a tenant administrator neither sees nor
 * manages them (they read tenants' data through their role, the access layer).
 */
export const notInternalUser = (userId: AnyColumn): SQL =>
  sql`not exists (select 1 from user_roles ur join roles ro on ro.id = ur.role_id where ur.user_id = ${userId} and ro.internal)`;
