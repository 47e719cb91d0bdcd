import { useEffect, useMemo, type ReactNode } from 'react';
import type { SessionUser } from '@vitrina/domain/auth/auth.schema';
import { buildAbility } from '@vitrina/domain/auth/abilities';
import { PERMISSIONS } from '@vitrina/domain/auth/permissions';
import { staffAbilities } from '@vitrina/domain/auth/roles';
import { PageLoader } from '../../components/page-loader';
import { AppAbilityProvider } from '../../lib/ability';
import { selectedClientOf } from '../../lib/session';
import { usePermissions } from '../../features/auth/api/get-permissions';

interface Props {
  user: SessionUser;
  selectedClientId: string | null;
  children: ReactNode;
}

/**
 * The CASL ability of the selected company: its permission ids matched against the server's
 * permission list (spec 1 §6). Changing company rebuilds it; unknown ids are only warned about.
 */
export function SessionAbility({ user, selectedClientId, children }: Props) {
  const permissions = usePermissions();
  const client = selectedClientOf(user, selectedClientId);
  // mall staff are no members of tenant clients: their enabled internal roles give them the
  // tenant abilities the server grants them (roles.ts STAFF_ABILITIES, e.g. read:DailySales)
  const staffIds = useMemo(() => {
    const codes = staffAbilities(user.roles.filter((r) => r.habilitado).map((r) => r.nombre));
    return PERMISSIONS.filter((p) => codes.has(p.code)).map((p) => p.id);
  }, [user.roles]);
  const { ability, unknownIds } = useMemo(
    () => buildAbility([...new Set([...(client?.permissionsIds ?? []), ...staffIds])], permissions.data ?? []),
    [client, staffIds, permissions.data],
  );

  useEffect(() => {
    if (permissions.data && unknownIds.length > 0) console.warn(`Permisos desconocidos en la sesión: ${unknownIds.join(', ')}`);
  }, [permissions.data, unknownIds]);

  useEffect(() => {
    if (permissions.isError) console.warn('No se pudo cargar la lista de permisos', permissions.error);
  }, [permissions.isError, permissions.error]);

  if (permissions.isPending) return <PageLoader fullScreen />;
  return <AppAbilityProvider ability={ability}>{children}</AppAbilityProvider>;
}
