import type { PermissionCode } from '@vitrina/domain/auth/permissions';
import type { AbilityCode } from '@vitrina/domain/auth/roles';
import { FILES_MSG, isImportedKind, type FileKind } from '@vitrina/domain/files/files.rules';
import { MONTHLY_FILE_KIND } from '@vitrina/domain/sales/monthly.rules';
import type { ContractRef } from './reach';
import type { Scope } from './scope';
import { forbidden, notFound } from './errors';
import { isMember, memberClientIds } from './membership';
import { contractAccess, EVERY_COUNTRY, holds, mayWriteIn, readsAsTenant, staffCovers } from './require';
import { ticketAccess } from './require-help';

/*
 * Who uses a tenant's stored files (the file service): the owning client's members, through the
 * kind's permission or the record the file belongs to, and staff whose abilities cover its purpose.
 */

/**
 * What a tenant's file is for, by its upload kind, as the staff abilities that may read it:
 * sales evidence is read by whoever reads sales; images (brand and company logos) by the clients
 * directory and the sales pages that show them. Other kinds are read by the tenant only.
 */
const EVIDENCE_KINDS: readonly FileKind[] = Object.values(MONTHLY_FILE_KIND);
const FILE_READERS: Partial<Record<FileKind, AbilityCode[]>> = {
  ...Object.fromEntries(EVIDENCE_KINDS.map((k) => [k, ['read:DailySales', 'read:MonthlySales'] satisfies AbilityCode[]])),
  image: ['read:Directory', 'read:DailySales', 'read:MonthlySales'],
  // a work request's documents are read by the approvers of its country
  'work-document': ['approve:WorkRequest'],
  // a client's common-expense PDFs are read by finance staff of its country
  'common-expense': ['read:Expenses'],
};

/**
 * The tenant permission a client's member needs, in that client, to read its files of a kind
 * (through the file service: metadata, signed links). Kinds not listed are read by every member
 * of the owning client. Common expenses are the 'Gastos comunes' page's files: read:Expenses.
 */
const FILE_MEMBER_READS: Partial<Record<string, PermissionCode>> = {
  'common-expense': 'read:Expenses',
};

/**
 * Whether a member of the file's client may use it: read it with the kind's tenant permission
 * (FILE_MEMBER_READS), and for 'write' (delete) also hold a permission that writes there.
 * Non-members get false (staff: see staffReadsFile).
 */
export function memberUsesFile(scope: Scope, f: { client_id: string; kind: string }, op: 'read' | 'write') {
  if (!scope.clients.has(f.client_id)) return false;
  const needs = FILE_MEMBER_READS[f.kind];
  if (needs && !holds(scope, f.client_id, needs)) return false;
  return op === 'read' || mayWriteIn(scope, f.client_id);
}

/**
 * A record a tenant's file is attached to (files.repo `linksOf`): a monthly sale's evidence, a
 * work request's document, a ticket's attachment, a worker's document or a compliance certificate
 * (F30/F31). The contract's keys, or the client, are what the record's own read rule needs.
 */
export type FileLink =
  | { record: 'monthly_sale'; contract: ContractRef & { country_id: string } }
  | { record: 'work_request'; request: ContractRef & { country_id: string; created_by: string } }
  | { record: 'ticket'; ticket: { user_id: string; client_id: string; country_id: string } }
  | { record: 'worker' | 'compliance'; client_id: string };

/** The kinds whose files belong to one record: sales evidence, work documents, ticket attachments. */
const RECORD_FILE_KINDS: ReadonlySet<string> = new Set<FileKind>([...EVIDENCE_KINDS, 'work-document', 'ticket']);

/** Whether a member's read of a file of this kind is decided by its record (memberReadsRecordFile). */
export const fileOfRecord = (kind: string) => RECORD_FILE_KINDS.has(kind);

/**
 * Whether a member of the file's client reads a file of a record kind: through any record it is
 * attached to, by that record's own rule (a store chief reads the evidence of its stores' monthly
 * sales, not of another store's); a file attached to none yet (uploaded, the form not saved) is
 * read by its uploader only.
 */
export function memberReadsRecordFile(scope: Scope, f: { uploaded_by: string | null }, links: readonly FileLink[]) {
  if (!links.length) return f.uploaded_by === scope.userId;
  return links.some((l) => {
    switch (l.record) {
      case 'monthly_sale':
        return contractAccess(scope, l.contract, 'read:MonthlySales') === 'ok';
      case 'work_request':
        return readsAsTenant(scope, l.request);
      case 'ticket':
        return ticketAccess(scope, l.ticket) === 'tenant';
      case 'worker':
      case 'compliance':
        return holds(scope, l.client_id, 'manage:Workers');
    }
  });
}

/** Whether staff may read a tenant's file of this kind (the owning client's country asked only when needed). */
export async function staffReadsFile(scope: Scope, kind: string, countryOf: () => Promise<string | undefined>) {
  const readers = (FILE_READERS[kind as FileKind] ?? []).filter((code) => scope.staff.has(code));
  if (!readers.length) return false;
  if (readers.some((code) => staffCovers(scope, code, undefined) && EVERY_COUNTRY.has(code))) return true;
  const country = await countryOf();
  return readers.some((code) => staffCovers(scope, code, country ?? ''));
}

/** A tenant's file as the read rules need it. */
type FileOfClient = { id: string; client_id: string; kind: string; uploaded_by: string | null };
/** The file repository's reads the rules ask: the records files are attached to, a client's country. */
type FileReads = {
  linksOf: (ids: string[]) => Promise<Map<string, FileLink[]>>;
  countryOf: (clientId: string) => Promise<string | undefined>;
};

/**
 * The files the caller may use (read, or delete with 'write'): the owning client's members read it
 * (with the kind's tenant permission, if it has one), and delete it with a permission that writes
 * there (memberUsesFile); a file of a record kind only through its record's read rule, or by its
 * uploader until it is attached (memberReadsRecordFile); staff read it when their abilities cover
 * the file's purpose (staffReadsFile). `linksOf` and `countryOf` are the file repository's reads.
 */
export async function usableFiles<F extends FileOfClient>(scope: Scope, files: readonly F[], op: 'read' | 'write', q: FileReads) {
  const members = files.filter((f) => memberUsesFile(scope, f, op));
  const links = await q.linksOf(members.filter((f) => fileOfRecord(f.kind)).map((f) => f.id));
  const ok: F[] = [];
  for (const f of files) {
    if (
      isMember(scope, f.client_id)
        ? members.includes(f) && (!fileOfRecord(f.kind) || memberReadsRecordFile(scope, f, links.get(f.id) ?? []))
        : op === 'read' && (await staffReadsFile(scope, f.kind, () => q.countryOf(f.client_id)))
    )
      ok.push(f);
  }
  return ok;
}

/** A live file the caller may use (usableFiles), or 404 (nothing revealed). */
export async function requireUsableFile<F extends FileOfClient>(scope: Scope, file: F | undefined, op: 'read' | 'write', q: FileReads) {
  if (!file || !(await usableFiles(scope, [file], op, q)).length) throw notFound();
  return file;
}

/**
 * The client an upload belongs to: the chosen company, or the caller's first one where they may
 * write. Only the tenant's own members upload, with a permission that writes there (staff, who are
 * no client's members, never upload into a tenant); 403 otherwise.
 */
export function uploadClientOf(scope: Scope, companyId?: string) {
  const writable = memberClientIds(scope).filter((c) => mayWriteIn(scope, c));
  if (companyId) {
    if (!writable.includes(companyId)) throw forbidden();
    return companyId;
  }
  if (!writable.length) throw forbidden();
  return writable[0]!;
}

/** The operator's files (common expenses) are not the tenant's to delete: 403. */
export function requireTenantFile(file: { kind: string }) {
  if (isImportedKind(file.kind)) throw forbidden(FILES_MSG.importedFile);
}
