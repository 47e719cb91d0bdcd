import { describe, expect, it } from 'vitest';
import { PERMISSIONS, TENANT_ROLES } from './permissions';
import { INTERNAL_ROLES, ROLE_NAMES, STAFF_ABILITIES, STAFF_ACTIONS, isInternalRole, staffAbilities, staffDemoEmail } from './roles';

describe('roles', () => {
  it('every role has a Spanish name, and tenant and internal ids never overlap', () => {
    for (const r of [...TENANT_ROLES, ...INTERNAL_ROLES]) expect(ROLE_NAMES[r]).toMatch(/\S/);
    expect(TENANT_ROLES.some((r) => isInternalRole(r))).toBe(false);
  });

  it('staff abilities are tenant permission codes or staff actions, never a write of a tenant permission for read-only roles', () => {
    const codes = new Set<string>([...PERMISSIONS.map((p) => p.code), ...STAFF_ACTIONS]);
    for (const role of INTERNAL_ROLES) for (const a of STAFF_ABILITIES[role]) expect(codes.has(a), `${role} ${a}`).toBe(true);
    for (const role of ['FINANZAS', 'AUDITOR'] as const) {
      const tenantCodes = STAFF_ABILITIES[role].filter((a) => PERMISSIONS.some((p) => p.code === a));
      expect(tenantCodes.every((a) => a.startsWith('read:'))).toBe(true);
    }
  });

  it('combines the abilities of several roles and ignores tenant roles', () => {
    const s = staffAbilities(['EXT_EMPRESA', 'AUDITOR', 'OPERADOR']);
    expect(s.has('audit:DailySales')).toBe(true);
    expect(s.has('publish:Announcement')).toBe(true);
    expect(s.has('read:Debt')).toBe(false);
    expect(staffAbilities(['EXT_EMPRESA']).size).toBe(0);
  });

  it('demo accounts are the role in lower case at vitrina.test', () => {
    expect(staffDemoEmail('FINANZAS')).toBe('finanzas@vitrina.test');
    expect(staffDemoEmail('INT_SEGURIDAD')).toBe('int_seguridad@vitrina.test');
  });
});
