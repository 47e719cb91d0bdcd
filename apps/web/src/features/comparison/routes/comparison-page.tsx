import { Box, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { BRAND_CATEGORY_LABELS } from '@vitrina/domain/comparison/categories';
import { defaultComparisonMonth } from '@vitrina/domain/comparison/comparison.rules';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { businessToday } from '@vitrina/domain/sales/calendar';
import { EmptyState } from '../../../components/empty-state';
import { RetryAlert } from '../../../components/load-state';
import { errorMessage } from '../../../lib/api-client';
import { selectedClientOf, useSession } from '../../../lib/session';
import { useUrlParams } from '../../../lib/url-state';
import { useStoreComparisons } from '../api/get-store-comparisons';
import { GroupFigures } from '../components/group-figures';
import { MonthSelect } from '../components/month-select';
import { COMPARISON_TEXT as T } from '../messages';

/** comparativo — 'Comparativo': each of the user's stores against its category's other stores (read:Sales). */
export default function ComparisonPage() {
  const { user, selectedClientId } = useSession();
  const client = user ? selectedClientOf(user, selectedClientId) : undefined;
  const country = (user?.countryId ?? 'CHL') as CountryId;
  const latest = defaultComparisonMonth(businessToday(new Date(), COUNTRIES[country].timeZone));
  const [params, set] = useUrlParams();
  const month = params.get('mes') ?? latest;
  const q = useStoreComparisons({ month, company_id: client?.id });
  const data = q.data;

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {T.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.intro}
      </Typography>
      <MonthSelect value={month} latest={latest} onChange={(m) => set({ mes: m })} />
      {q.isFetching && <LinearProgress aria-label={T.loading} sx={{ mb: 1 }} />}
      {q.isError && <RetryAlert sx={{ mb: 2 }} text={errorMessage(q.error, T.loadError)} retryLabel={T.retry} onRetry={q.refetch} />}
      {data && data.stores.length === 0 && (
        <Card>
          <EmptyState text={T.empty} />
        </Card>
      )}
      <Stack spacing={2}>
        {data?.stores.map((s) => (
          <Card key={s.contract_id} component="article" aria-label={`${s.brand_name} · ${s.space_code}`}>
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
                {s.brand_name} · {s.space_code}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography variant="body2" color="text.secondary">
                  {s.building_name}
                </Typography>
                {s.category && <Chip size="small" label={BRAND_CATEGORY_LABELS[s.category]} />}
                {!s.declared && <Chip size="small" variant="outlined" label={T.notDeclared} />}
              </Stack>
              <GroupFigures title={T.inCentre(s.building_name)} group={s.centre} figures={s.figures} currency={data.currency} />
              <GroupFigures title={T.inCountry} group={s.country} figures={s.figures} currency={data.currency} />
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
