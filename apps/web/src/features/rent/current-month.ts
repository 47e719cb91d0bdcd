import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { businessToday } from '@vitrina/domain/sales/calendar';
import { useSession } from '../../lib/session';

/** The month (yyyy-MM) of today's business day in the user's country: the one rent is declared in. */
export function useCurrentMonth() {
  const { user } = useSession();
  return businessToday(new Date(), COUNTRIES[(user?.countryId ?? 'CHL') as CountryId].timeZone).slice(0, 7);
}
