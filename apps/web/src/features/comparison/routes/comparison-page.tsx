import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRAND_CATEGORY_LABELS } from '@vitrina/domain/comparison/categories';
import { EmptyState } from '../../../components/empty-state';
import { selectedClientOf, useSession } from '../../../lib/session';
import { useStoreComparisons } from '../api/get-store-comparisons';
import { GroupFigures } from '../components/group-figures';
import { MonthBar, useComparisonMonth } from '../components/month-select';
import { COMPARISON_TEXT as T } from '../messages';

/** comparativo — 'Comparativo': each of the user's stores against its category's other stores (read:Sales). */
export default function ComparisonPage() {
  const { user, selectedClientId } = useSession();
  const client = user ? selectedClientOf(user, selectedClientId) : undefined;
  const { latest, month, setMonth } = useComparisonMonth();
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
      <MonthBar month={month} latest={latest} setMonth={setMonth} query={q} />
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
