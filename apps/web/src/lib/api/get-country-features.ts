import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@vitrina/domain/auth/auth.schema';
import type { CountryFeature } from '@vitrina/domain/auth/routes';
import { isSwitchOn, workRequestsParamId } from '@vitrina/domain/workers/workers.rules';
import { apiRequest, isApiError } from '../api-client';
import { selectedClientOf, useSession } from '../session';

/** GET /fo/params/solicitudes_trabajo_{country}: whether the switch is on (a missing parameter, 404, is off). */
export const countryFeaturesQueryOptions = (countryId: string) =>
  queryOptions({
    queryKey: ['params', workRequestsParamId(countryId)],
    staleTime: 5 * 60_000,
    retry: (n, e) => !(isApiError(e) && e.status === 404) && n < 2,
    queryFn: async ({ signal }) => {
      try {
        const r = await apiRequest<{ data: { valor: string } }>(`/fo/params/${workRequestsParamId(countryId)}`, { signal });
        return isSwitchOn(r.data.valor);
      } catch (e) {
        if (isApiError(e) && e.status === 404) return false;
        throw e;
      }
    },
  });

/** The country whose switches apply: the selected company's, the user's own without one. */
export const featuresCountryOf = (user: SessionUser | null, selectedClientId: string | null) =>
  (user ? selectedClientOf(user, selectedClientId) : undefined)?.countryId ?? user?.paisId ?? 'CHL';

/**
 * GET /fo/params/solicitudes_trabajo_{country}: the per-country switch of work requests, workers
 * and staffing, for the country of the selected company (the user's own without one). A
 * missing parameter (404) is off. `undefined` while it loads.
 */
export function useCountryFeatures(): { featureOn: (f: CountryFeature) => boolean; loading: boolean; countryId: string } {
  const { user, selectedClientId } = useSession();
  const countryId = featuresCountryOf(user, selectedClientId);
  const q = useQuery({ ...countryFeaturesQueryOptions(countryId), enabled: !!user });
  const on = q.data === true;
  return { featureOn: (f) => f === 'workRequests' && on, loading: q.isPending && !!user, countryId };
}
