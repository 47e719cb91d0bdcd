import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRAND_CATEGORY_LABELS } from '@vitrina/domain/comparison/categories';
import type { DistributionResponse, DistributionRow } from '@vitrina/domain/comparison/comparison.schema';
import { COUNTRIES } from '@vitrina/domain/countries/countries';
import { DataTable, type Column } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { useDistribution } from '../api/get-distribution';
import { MonthBar, useComparisonMonth } from '../components/month-select';
import { COMPARISON_TEXT as T } from '../messages';
import { formatMetric } from '../format';

type Row = DistributionRow & { key: string; name: string };

/** comparativoAdmin — staff with read:Sales: the distribution of their country's stores by category and centre. */
export default function ComparisonAdminPage() {
  const { country, latest, month, setMonth } = useComparisonMonth();
  const q = useDistribution(month);
  const data = q.data;
  const currency = data?.currency ?? COUNTRIES[country].currency;
  const columns: Column<Row>[] = [
    { key: 'centre', header: T.colCentre, render: (r) => r.name, rowHeader: true },
    { key: 'stores', header: T.colStores, align: 'right', render: (r) => r.stores },
    { key: 'companies', header: T.colCompanies, align: 'right', render: (r) => r.companies },
    { key: 'per_m2', header: T.colPerM2, align: 'right', render: (r) => formatMetric('per_m2', r.metrics.per_m2?.median, currency) },
    {
      key: 'range',
      header: T.colPerM2Range,
      align: 'right',
      render: (r) =>
        r.metrics.per_m2
          ? `${formatMetric('per_m2', r.metrics.per_m2.min, currency)} – ${formatMetric('per_m2', r.metrics.per_m2.max, currency)}`
          : '--',
    },
    {
      key: 'ticket',
      header: T.colTicket,
      align: 'right',
      render: (r) => formatMetric('avg_ticket', r.metrics.avg_ticket?.median, currency),
    },
    { key: 'yoy', header: T.colYoy, align: 'right', render: (r) => formatMetric('yoy', r.metrics.yoy?.median, currency) },
  ];
  const rowsOf = (c: DistributionResponse['categories'][number]): Row[] => [
    { key: 'country', name: T.wholeCountry, ...c.country },
    ...c.centres.map((b) => ({ key: b.building_id, name: b.building_name, ...b })),
  ];

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {T.adminTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.adminIntro}
      </Typography>
      <MonthBar month={month} latest={latest} setMonth={setMonth} query={q} />
      {data && data.categories.length === 0 && (
        <Card>
          <EmptyState text={T.noCategories} />
        </Card>
      )}
      <Stack spacing={2}>
        {data?.categories.map((c) => (
          <Card key={c.category}>
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
                {BRAND_CATEGORY_LABELS[c.category]}
              </Typography>
              <DataTable<Row>
                scrollable
                caption={BRAND_CATEGORY_LABELS[c.category]}
                columns={columns}
                rows={rowsOf(c)}
                rowKey={(r) => r.key}
                emptyText={T.noCategories}
                cards={{ summary: (r) => formatMetric('per_m2', r.metrics.per_m2?.median, currency) }}
              />
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
