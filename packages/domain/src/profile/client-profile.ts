import { PERMISSIONS } from '../auth/permissions';

/** The ids of a client the session user belongs to (clients[]). */
export interface MemberClient {
  id: string;
  permissionsIds: number[];
}

/**
 * What perfil/ver_cliente/{clienteId} may show:
 * - 'not-found': the user does not belong to the client (nothing about it is revealed);
 * - 'full': the user administers it (manage:Client), so GET /fo/companies/empresas/{id} answers
 *   its contact data;
 * - 'summary': a member without manage:Client, who sees what the session already holds (name,
 *   tax id, permissions). The company call would answer 403, and a 403 ends the session,
 *   so it is not made.
 */
export type ClientProfileAccess = 'not-found' | 'summary' | 'full';

const MANAGE_CLIENT_ID = PERMISSIONS.find((p) => p.code === 'manage:Client')!.id;

export function clientProfileAccess(clients: readonly MemberClient[], clienteId: string): ClientProfileAccess {
  const client = clients.find((c) => c.id === clienteId);
  if (!client) return 'not-found';
  return client.permissionsIds.includes(MANAGE_CLIENT_ID) ? 'full' : 'summary';
}

interface NamedPermission {
  id: number;
  name: string;
  description: string;
}
interface Category<P extends NamedPermission> {
  id: number;
  name: string;
  permissions: P[];
}

/**
 * The permissions a user holds in one client, grouped by the server's categories
 * (GET /fo/auth/permissions/categories), in the categories' order; categories the user holds
 * nothing in are left out. Ids unknown to the catalogue are ignored.
 */
export function heldPermissionsByCategory<P extends NamedPermission>(
  categories: readonly Category<P>[],
  heldIds: readonly number[],
): Category<P>[] {
  const held = new Set(heldIds);
  return categories
    .map((c) => ({ ...c, permissions: c.permissions.filter((p) => held.has(p.id)) }))
    .filter((c) => c.permissions.length > 0);
}
