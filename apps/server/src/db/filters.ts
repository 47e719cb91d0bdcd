import { and, eq, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import * as t from './schema/index';

/**
 * The user (given by its id column) holds no internal role. Internal staff (finance, audit,
 * operators) are never a client's contacts or users: a tenant administrator neither sees nor
 * manages them (they read tenants' data through their role, the access layer).
 */
export const notInternalUser = (userId: AnyColumn): SQL =>
  sql`not exists (select 1 from user_roles ur join roles ro on ro.id = ur.role_id where ur.user_id = ${userId} and ro.internal)`;

/**
 * Over `user_roles` joined to its `users`: the role is one of `roles` and enabled, and its holder is
 * not disabled (who acts in the role now: the approvers a step waits for, a staff message's addressees).
 */
export const activeHoldersOf = (roles: string[]): SQL =>
  and(inArray(t.userRoles.role_id, roles), eq(t.userRoles.enabled, true), ne(t.users.status, 'Deshabilitado'))!;
