import { PERMISSIONS, type PermissionCode } from '@vitrina/domain/auth/permissions';
import { FINANCE_MSG } from '@vitrina/domain/finance/messages';
import { NOTIF_MSG } from '@vitrina/domain/notifications/messages';
import { requireClientRecords, staffCovers } from './require';
import { forbidden, notFound } from './errors';
import type { Scope } from './scope';

/*
 * The refusals of finance: which clients' debt, invoices and expenses the caller reads, and who
 * reads and accepts a client's charge notes (notas de cargo).
 */

/** read:DebitNotes (packages/domain auth/permissions). */
const READ_DEBIT_NOTES = PERMISSIONS.find((p) => p.code === 'read:DebitNotes')!.id;

/**
 * Which clients' finance records the caller may read with any of `codes`: staff holding one of
 * them read every client of their country ('country'); a tenant the clients where it holds one.
 */
export function financeReach(scope: Scope, codes: PermissionCode[]): { country?: string; clientIds: string[] } {
  if (codes.some((c) => staffCovers(scope, c, scope.countryId))) return { country: scope.countryId, clientIds: [] };
  return { clientIds: [...scope.clients].filter(([, p]) => codes.some((c) => p.has(c))).map(([id]) => id) };
}

/**
 * The client a finance read names (found by its country and tax id): a missing client answers as
 * one the caller does not belong to (404, nothing revealed); then requireClientRecords.
 */
export function requireFinanceClient<C extends { id: string; country_id: string }>(
  scope: Scope,
  client: C | undefined,
  code: PermissionCode,
): C {
  if (!client) throw notFound(FINANCE_MSG.clientNotFound);
  requireClientRecords(scope, client, code);
  return client;
}

/** What the caller may do with a client's charge notes: 'ok' holding read:DebitNotes there, 'forbidden' a member without it, 'none' otherwise. */
export function debitNotesAccess(memberships: { client_id: string; permission_ids: number[] }[], clientId: string) {
  const m = memberships.find((c) => c.client_id === clientId);
  if (!m) return 'none' as const;
  return m.permission_ids.includes(READ_DEBIT_NOTES) ? ('ok' as const) : ('forbidden' as const);
}

/** A client's charge notes (read, list, accept): 404 when not a member (nothing revealed), 403 without read:DebitNotes. */
export function requireDebitNotesClient(memberships: { client_id: string; permission_ids: number[] }[], clientId: string) {
  const a = debitNotesAccess(memberships, clientId);
  if (a === 'none') throw notFound(NOTIF_MSG.debitNoteNotFound);
  if (a === 'forbidden') throw forbidden();
}

/** Only a recipient of a charge note accepts it (403 otherwise). */
export function requireDebitNoteRecipient(recipients: { user_id: string }[], userId: string) {
  if (!recipients.some((r) => r.user_id === userId)) throw forbidden(NOTIF_MSG.debitNoteNotRecipient);
}
