import { describe, expect, it } from 'vitest';
import type { PermissionCode } from '@vitrina/domain/auth/permissions';
import { fileOfRecord, memberReadsRecordFile, type FileLink } from './require-files';
import type { Scope } from './scope';

/** A tenant of client C1 with some permissions there and assignments to contracts or brands. */
const tenant = (userId: string, perms: PermissionCode[], assignments: Scope['assignments'] = []): Scope => ({
  userId,
  email: `${userId}@vitrina.test`,
  countryId: 'CHL',
  corporativo: false,
  receiptsByEmail: false,
  roles: new Set(),
  staff: new Set(),
  clients: new Map([['C1', new Set(perms)]]),
  assignments,
  buildings: new Set(),
});
const store = { client_id: 'C1', contract_id: 'K1', brand_id: 'B1', space_id: 'S1', country_id: 'CHL' };
const toStore = [{ type: 'Space', client_id: 'C1', contract_id: 'K1', brand_id: null, space_id: 'S1' }];
const admin = tenant('admin', ['manage:Client', 'read:MonthlySales', 'manage:Workers']);
const chief = tenant('chief', ['read:MonthlySales', 'create:DailySales'], toStore);
const otherChief = tenant('other', ['read:MonthlySales', 'create:DailySales'], [{ ...toStore[0]!, contract_id: 'K2', space_id: 'S2' }]);
const reads = (scope: Scope, links: FileLink[], uploadedBy: string | null = 'someone') =>
  memberReadsRecordFile(scope, { uploaded_by: uploadedBy }, links);

describe("a member's read of a file that belongs to one record", () => {
  it('is decided by the record for sales evidence, work documents and ticket attachments only', () => {
    expect(['evidence-chl', 'evidence-per', 'evidence-arg', 'evidence-col', 'work-document', 'ticket'].every(fileOfRecord)).toBe(true);
    expect(['image', 'common-expense', 'pdf', 'document'].some(fileOfRecord)).toBe(false);
  });

  it('a file attached to nothing yet: its uploader only', () => {
    expect(reads(chief, [], 'chief')).toBe(true);
    expect(reads(admin, [], 'chief')).toBe(false);
    expect(reads(chief, [], null)).toBe(false);
  });

  it("a monthly sale's evidence: whoever reads the sale's contract", () => {
    const links: FileLink[] = [{ record: 'monthly_sale', contract: store }];
    expect([admin, chief, otherChief].map((s) => reads(s, links))).toEqual([false, true, false]);
    // like the 'Ventas mensuales' page: the assignments decide, for an administrator too
    expect(reads(tenant('admin', ['manage:Client', 'read:MonthlySales'], toStore), links)).toBe(true);
    // and the permission: a store chief assigned to the store without read:MonthlySales does not
    expect(reads(tenant('chief', ['create:DailySales'], toStore), links)).toBe(false);
  });

  it("a work request's document: its author and those who see its store", () => {
    const links: FileLink[] = [{ record: 'work_request', request: { ...store, created_by: 'author' } }];
    expect(reads(tenant('author', ['manage:Workers']), links)).toBe(true);
    expect([admin, chief, otherChief].map((s) => reads(s, links))).toEqual([true, true, false]);
  });

  it("a ticket's attachment: its author and the company administrators", () => {
    const links: FileLink[] = [{ record: 'ticket', ticket: { user_id: 'chief', client_id: 'C1', country_id: 'CHL' } }];
    expect([admin, chief, otherChief].map((s) => reads(s, links))).toEqual([true, true, false]);
  });

  it("a worker's document and an F30/F31 certificate: those who manage the company's workers", () => {
    for (const record of ['worker', 'compliance'] as const)
      expect([admin, chief, otherChief].map((s) => reads(s, [{ record, client_id: 'C1' }]))).toEqual([true, false, false]);
  });

  it('a file attached to several records: any of them', () => {
    const links: FileLink[] = [
      { record: 'worker', client_id: 'C1' },
      { record: 'work_request', request: { ...store, created_by: 'author' } },
    ];
    expect([admin, chief, otherChief].map((s) => reads(s, links))).toEqual([true, true, false]);
  });
});
