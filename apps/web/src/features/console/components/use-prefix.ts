import { countryRoutePrefix } from '@vitrina/domain/countries/countries';
import { useSession } from '../../../lib/session';

/** '/{country}/shopping' of the signed-in staff user. */
export function useShoppingPrefix() {
  const { user } = useSession();
  return countryRoutePrefix(user?.paisId ?? 'CHL');
}
