import { useEffect, useMemo, type ReactNode } from 'react';
import type { SessionUser } from '@vitrina/domain/auth/auth.schema';
import { buildAbility } from '@vitrina/domain/auth/abilities';
import { PERMISSIONS } from '@vitrina/domain/auth/permissions';
import { PageLoader } from '../../components/page-loader';
import { AppAbilityProvider, staffAbilitiesOf } from '../../lib/ability';
import { selectedClientOf } from '../../lib/session';
import { usePermissions } from '../../features/auth/api/get-permissions';

interface Props {
  user: SessionUser;
  selectedClientId: string | null;
  children: ReactNode;
}

/**
 * The CASL ability of the selected company: its permission ids matched against the server's
 * permission list. Changing company rebuilds it; unknown ids are only warned about.
 * While the list loads, the session's own permission codes stand in when they cover every id.
 */
export function SessionAbility({ user, selectedClientId, children }: Props) {
  const permissions = usePermissions();
  const client = selectedClientOf(user, selectedClientId);
  // mall staff are no members of tenant clients: their enabled internal roles give them the
  // tenant abilities the server grants them (roles.ts STAFF_ABILITIES, e.g. read:DailySales)
  const staffIds = useMemo(() => {
    const codes = staffAbilitiesOf(user.roles);
    return PERMISSIONS.filter((p) => codes.has(p.code)).map((p) => p.id);
  }, [user.roles]);
  const ids = useMemo(() => [...new Set([...(client?.permissionsIds ?? []), ...staffIds])], [client, staffIds]);
  const { ability, unknownIds } = useMemo(() => buildAbility(ids, permissions.data ?? []), [ids, permissions.data]);
  // Until the catalogue arrives, the session's own codes (the server's, for the first company's
  // ids) build the ability when they name every id held: the shell and the page render while the
  // catalogue loads instead of after it; otherwise (another company selected, staff roles)
  // the shell waits for it as before. When the catalogue gives the same rules, that ability stays
  // (the same object: nothing under it renders again).
  const early = useMemo(() => {
    const built = buildAbility(ids, user.permissions);
    return built.unknownIds.length === 0 ? built.ability : null;
  }, [ids, user.permissions]);
  const keepEarly = !!early && (!permissions.data || JSON.stringify(early.rules) === JSON.stringify(ability.rules));

  useEffect(() => {
    if (permissions.data && unknownIds.length > 0) console.warn(`Permisos desconocidos en la sesión: ${unknownIds.join(', ')}`);
  }, [permissions.data, unknownIds]);

  useEffect(() => {
    if (permissions.isError) console.warn('No se pudo cargar la lista de permisos', permissions.error);
  }, [permissions.isError, permissions.error]);

  if (permissions.isPending && !early) return <PageLoader fullScreen />;
  return <AppAbilityProvider ability={keepEarly && early ? early : ability}>{children}</AppAbilityProvider>;
}
