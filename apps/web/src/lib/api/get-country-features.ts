import { useQuery } from '@tanstack/react-query';
import type { CountryFeature } from '@vitrina/domain/auth/routes';
import { isSwitchOn, workRequestsParamId } from '@vitrina/domain/workers/workers.rules';
import { apiRequest, isApiError } from '../api-client';
import { selectedClientOf, useSession } from '../session';

/**
 * GET /fo/params/solicitudes_trabajo_{country}: the per-country switch of work requests, workers
 * and staffing (#17), for the country of the selected company (the user's own without one). A
 * missing parameter (404) is off. `undefined` while it loads.
 */
export function useCountryFeatures(): { featureOn: (f: CountryFeature) => boolean; loading: boolean; countryId: string } {
  const { user, selectedClientId } = useSession();
  const client = user ? selectedClientOf(user, selectedClientId) : undefined;
  const countryId = client?.countryId ?? user?.paisId ?? 'CHL';
  const q = useQuery({
    queryKey: ['params', workRequestsParamId(countryId)],
    enabled: !!user,
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
  const on = q.data === true;
  return { featureOn: (f) => f === 'workRequests' && on, loading: q.isPending && !!user, countryId };
}
