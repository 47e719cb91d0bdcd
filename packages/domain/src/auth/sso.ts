import { z } from 'zod';
import { isInternalRole, type InternalRole } from './roles';

/*
 * Corporate single sign-on ('Ingreso colaboradores'): the operator's staff sign in
 * at the company's identity provider (OpenID Connect). The texts they may see and the pure rules
 * of mapping the provider's groups to internal roles live here.
 */

export const SSO_MSG = {
  notEnabled: 'El ingreso corporativo aún no está habilitado',
  failed: 'No se pudo completar el ingreso corporativo, inténtalo nuevamente',
  noRole: 'Tu cuenta corporativa no tiene un rol asignado en Vitrina. Solicita acceso a tu administrador.',
  emailNotVerified: 'Tu cuenta corporativa no tiene un correo verificado',
  disabled: 'Tu cuenta está deshabilitada. Contacta a tu administrador.',
  tenantAccount: 'Este correo pertenece a una cuenta de empresa: ingresa con tu correo y contraseña.',
  codeInvalid: 'El ingreso corporativo expiró, inténtalo nuevamente',
  usePasswordless: 'Las cuentas de colaboradores ingresan con «Ingreso colaboradores».',
} as const;

/** The one-time code the web app exchanges for the session after the provider's callback. */
export const ssoExchangeRequestSchema = z.object({ code: z.string().min(1).max(200) });
export type SsoExchangeRequest = z.input<typeof ssoExchangeRequestSchema>;

/** The sign-out answer of a corporate session when the provider ends its own session too. */
export const signoutResponseSchema = z.object({ logoutUrl: z.string().max(4000) });

/**
 * Parses OIDC_ROLE_MAP: `group=ROLE` pairs separated by commas, or by semicolons when the text
 * has any (group names with commas, such as LDAP DNs); a group maps to several roles when repeated. Unknown roles are an error: a typo must not silently drop
 * a role. Returns the map from the claim value to its internal roles.
 */
export function parseRoleMap(text: string): Map<string, InternalRole[]> {
  const map = new Map<string, InternalRole[]>();
  for (const pair of text.split(text.includes(';') ? ';' : ',')) {
    const p = pair.trim();
    if (!p) continue;
    const at = p.lastIndexOf('=');
    if (at <= 0) throw new Error(`OIDC_ROLE_MAP: "${p}" is not group=ROLE`);
    const group = p.slice(0, at).trim();
    const role = p
      .slice(at + 1)
      .trim()
      .toUpperCase();
    if (!isInternalRole(role)) throw new Error(`OIDC_ROLE_MAP: "${role}" is not an internal role`);
    map.set(group, [...new Set([...(map.get(group) ?? []), role])]);
  }
  return map;
}

/** The claim's values: a list, a single string, or a space/comma separated string. */
export function claimValues(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.filter((v): v is string => typeof v === 'string');
  if (typeof claim === 'string') return claim.split(/[\s,]+/).filter(Boolean);
  return [];
}

/** The internal roles the provider's groups give, sorted (none when no group is mapped). */
export function rolesFromClaim(claim: unknown, map: Map<string, InternalRole[]>): InternalRole[] {
  const roles = new Set<InternalRole>();
  for (const v of claimValues(claim)) for (const r of map.get(v) ?? []) roles.add(r);
  return [...roles].sort();
}
