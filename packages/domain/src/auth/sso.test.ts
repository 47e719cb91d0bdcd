import { describe, expect, it } from 'vitest';
import { claimValues, parseRoleMap, rolesFromClaim } from './sso';

describe('corporate sign-on: groups to internal roles', () => {
  it('parses group=ROLE pairs; a group may give several roles', () => {
    const map = parseRoleMap('vitrina-auditoria=AUDITOR, vitrina-finanzas=finanzas ,vitrina-auditoria=FINANZAS');
    expect(map.get('vitrina-auditoria')).toEqual(['AUDITOR', 'FINANZAS']);
    expect(map.get('vitrina-finanzas')).toEqual(['FINANZAS']);
    // with semicolons, commas belong to the group's name (LDAP DNs)
    expect(parseRoleMap('cn=Ops,ou=Grupos=OPERADOR; b=SOPORTE').get('cn=Ops,ou=Grupos')).toEqual(['OPERADOR']);
  });

  it('refuses an unknown role or a pair without "="', () => {
    expect(() => parseRoleMap('g=EXT_EMPRESA')).toThrow(/not an internal role/);
    expect(() => parseRoleMap('g')).toThrow(/group=ROLE/);
  });

  it('reads the claim as a list or a string, and maps only known groups', () => {
    const map = parseRoleMap('a=AUDITOR,b=FINANZAS');
    expect(claimValues('a b,c')).toEqual(['a', 'b', 'c']);
    expect(claimValues(undefined)).toEqual([]);
    expect(rolesFromClaim(['b', 'a', 'z', 7], map)).toEqual(['AUDITOR', 'FINANZAS']);
    expect(rolesFromClaim(['z'], map)).toEqual([]);
    expect(rolesFromClaim(null, map)).toEqual([]);
  });
});
