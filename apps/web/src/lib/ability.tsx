import { useMemo, type ReactNode } from 'react';
import { AbilityProvider, useAbility } from '@casl/react';
import type { AppAbility } from '@vitrina/domain/auth/abilities';
import type { Action, Subject } from '@vitrina/domain/auth/permissions';
import { isInternalRole, staffAbilities, type AbilityCode } from '@vitrina/domain/auth/roles';
import type { SessionUser } from '@vitrina/domain/auth/auth.schema';
import { useSession } from './session';

/** The CASL ability of the signed-in user in the selected company. */
export function AppAbilityProvider({ ability, children }: { ability: AppAbility; children: ReactNode }) {
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}

export const useAppAbility = () => useAbility<AppAbility>();

/** `can(action, subject)` bound to the current ability (what the domain's menu and guard take). */
export function useCan(): (action: Action, subject: Subject) => boolean {
  const ability = useAppAbility();
  return (action, subject) => ability.can(action, subject);
}

/** The role names (nombre) of a session user's enabled roles. */
const enabledRoles = (roles: SessionUser['roles'] | undefined) => (roles ?? []).filter((r) => r.habilitado).map((r) => r.nombre);

/** The staff abilities of a session user's enabled internal roles (roles.ts STAFF_ABILITIES); none for a tenant. */
export function staffAbilitiesOf(roles: SessionUser['roles'] | undefined): ReadonlySet<AbilityCode> {
  return staffAbilities(enabledRoles(roles));
}

/** Whether the signed-in user's enabled internal roles hold a staff ability (the console's menu and guard, staff pages). */
export function useStaffCan(): (code: AbilityCode) => boolean {
  const { user } = useSession();
  const roles = user?.roles;
  const codes = useMemo(() => staffAbilitiesOf(roles), [roles]);
  return (code) => codes.has(code);
}

/** Whether the signed-in user is mall staff (an enabled internal role): a member of no client, turned away from tenants' pages. */
export function useIsStaff(): boolean {
  const { user } = useSession();
  return enabledRoles(user?.roles).some(isInternalRole);
}
