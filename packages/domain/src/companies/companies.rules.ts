import { buildAbility } from '../auth/abilities';
import { normalizeEmail } from '../auth/email';
import { PERMISSIONS } from '../auth/permissions';

/** 'vigente' when the contract's flag is 0, otherwise 'no vigente'. */
export const contractStatusLabel = (status: number) => (status === 0 ? ('vigente' as const) : ('no vigente' as const));

/** A user's name and contact columns, as the repositories read them. */
export interface UserContactRow {
  id: string;
  email: string;
  nombres: string;
  apellidos: string;
  phone: string | null;
  position: string | null;
}

export interface ContactRow extends UserContactRow {
  status: string;
  permission_ids: number[];
  role_id: string | null;
}

/**
 * The contacts of a company: one entry per e-mail (roles merged), sorted by
 * permission id (the lowest the contact holds; then by name), the current user and disabled
 * users left out.
 */
export function companyContacts(rows: ContactRow[], currentUserId: string) {
  const byEmail = new Map<
    string,
    {
      id: string;
      nombres: string;
      apellidos: string;
      email: string;
      telefono: string | null;
      estado: string;
      permission_id: number;
      roles: string[];
      position: string | null;
    }
  >();
  for (const r of rows) {
    if (r.id === currentUserId || r.status === 'Deshabilitado') continue;
    const key = normalizeEmail(r.email);
    const min = r.permission_ids.length ? Math.min(...r.permission_ids) : Number.MAX_SAFE_INTEGER;
    const prev = byEmail.get(key);
    if (prev) {
      prev.permission_id = Math.min(prev.permission_id, min);
      if (r.role_id && !prev.roles.includes(r.role_id)) prev.roles.push(r.role_id);
      continue;
    }
    byEmail.set(key, {
      id: r.id,
      nombres: r.nombres,
      apellidos: r.apellidos,
      email: r.email,
      telefono: r.phone,
      estado: r.status,
      permission_id: min,
      roles: r.role_id ? [r.role_id] : [],
      position: r.position,
    });
  }
  return [...byEmail.values()].sort(
    (a, b) => a.permission_id - b.permission_id || `${a.nombres} ${a.apellidos}`.localeCompare(`${b.nombres} ${b.apellidos}`, 'es'),
  );
}

export interface RoleRow {
  user_id: string;
  role_id: string;
  enabled: boolean;
  client_id: string | null;
  brand_id: string | null;
}

/** The users who hold an enabled brand-admin role for this brand. */
export const brandAdminIds = (roles: RoleRow[], brandId: string) => [
  ...new Set(roles.filter((r) => r.role_id === 'EXT_MARCA' && r.enabled && r.brand_id === brandId).map((r) => r.user_id)),
];

/**
 * Candidates for a brand's administrator: contacts of the company (memberIds) who
 * hold an enabled brand-admin role in that company and do not already hold it for this brand.
 */
export function brandAdminCandidateIds(memberIds: string[], roles: RoleRow[], clientId: string, brandId: string) {
  const members = new Set(memberIds);
  const admins = new Set(brandAdminIds(roles, brandId));
  const holders = new Set(roles.filter((r) => r.role_id === 'EXT_MARCA' && r.enabled && r.client_id === clientId).map((r) => r.user_id));
  return [...holders].filter((id) => members.has(id) && !admins.has(id));
}

/**
 * Who edits a brand ('Editar marca'): the company administrator (manage:Client
 * in the brand's company) or an administrator of that brand (an enabled EXT_MARCA role on it).
 * Seeing a brand (read:Brand) is not enough. `permissionIds` are those held in the brand's company.
 */
export function canEditBrand(
  permissionIds: readonly number[],
  roles: readonly { role_id: string; enabled: boolean; client_id: string | null; brand_id: string | null }[],
  brand: { id: string; client_id: string },
) {
  const { ability } = buildAbility(
    [...permissionIds],
    PERMISSIONS.map((p) => ({ id: p.id, code: p.code })),
  );
  return (
    ability.can('manage', 'Client') ||
    roles.some((r) => r.role_id === 'EXT_MARCA' && r.enabled && r.client_id === brand.client_id && r.brand_id === brand.id)
  );
}

/** The wizard's progress label of a step (0 and 1 → 1/3, 2 → 2/3, 3 and 4 → 3/3). */
export const wizardProgress = (step: number) => `${step <= 1 ? 1 : step === 2 ? 2 : 3}/3`;
