import LinearProgress from '@mui/material/LinearProgress';
import { MonthSelect } from '../../../components/month-select';
import { defaultComparisonMonth } from '@vitrina/domain/comparison/comparison.rules';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { businessToday } from '@vitrina/domain/sales/calendar';
import { QueryRetryAlert } from '../../../components/load-state';

import { useSession } from '../../../lib/session';
import { useUrlParams } from '../../../lib/url-state';
import { COMPARISON_TEXT } from '../messages';

/** The month 'Comparativo' shows (the URL's 'mes', else the latest closed month of the user's country), and the latest one. */
export function useComparisonMonth() {
  const { user } = useSession();
  const country = (user?.countryId ?? 'CHL') as CountryId;
  const latest = defaultComparisonMonth(businessToday(new Date(), COUNTRIES[country].timeZone));
  const [params, set] = useUrlParams();
  return { country, latest, month: params.get('mes') ?? latest, setMonth: (m: string) => set({ mes: m }) };
}

/**
 * The month picker of 'Comparativo' (the last 24 months up to `latest`), with the query's
 * progress and its error with a retry.
 */
export function MonthBar(p: {
  month: string;
  latest: string;
  setMonth: (month: string) => void;
  query: { isFetching: boolean; isError: boolean; error: unknown; refetch: () => unknown };
}) {
  const { query } = p;
  return (
    <>
      <MonthSelect label={COMPARISON_TEXT.month} value={p.month} latest={p.latest} onChange={p.setMonth} sx={{ mb: 2 }} />
      {query.isFetching && <LinearProgress aria-label={COMPARISON_TEXT.loading} sx={{ mb: 1 }} />}
      <QueryRetryAlert query={query} sx={{ mb: 2 }} serverText text={COMPARISON_TEXT.loadError} retryLabel={COMPARISON_TEXT.retry} />
    </>
  );
}
