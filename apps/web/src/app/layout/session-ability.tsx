import { useEffect, useMemo, type ReactNode } from 'react';
import type { SessionUser } from '@vitrina/domain/auth/auth.schema';
import { buildAbility } from '@vitrina/domain/auth/abilities';
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
  const { ability, unknownIds } = useMemo(
    () => buildAbility(client?.permissionsIds ?? [], permissions.data ?? []),
    [client, permissions.data],
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
