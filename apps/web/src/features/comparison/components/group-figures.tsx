import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { quartileBand } from '@vitrina/domain/comparison/comparison.rules';
import { COMPARISON_METRICS, type ComparisonGroup, type StoreComparison } from '@vitrina/domain/comparison/comparison.schema';
import { COMPARISON_TEXT as T } from '../messages';
import { formatMetric } from '../format';
import { QuartileRange } from './quartile-range';

/** A store's figures against one of its groups (its centre or its country), or the group's refusal. */
export function GroupFigures(p: { title: string; group: ComparisonGroup; figures: StoreComparison['figures']; currency: string }) {
  const { group, figures, currency } = p;
  return (
    <Box component="section" aria-label={p.title} sx={{ mt: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {p.title}
      </Typography>
      {!group.comparable || !group.quartiles ? (
        <Alert severity="info">
          <strong>{group.message ?? T.notEnough}</strong>
          {group.message === T.notEnough && <Typography variant="body2">{T.notEnoughDetail}</Typography>}
        </Alert>
      ) : (
        <Stack spacing={1.5}>
          {COMPARISON_METRICS.map((k) => {
            const q = group.quartiles?.[k] ?? null;
            const mine = figures[k];
            const band = quartileBand(mine, q);
            return (
              <Box key={k}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {T.metrics[k]}
                </Typography>
                {q ? (
                  <>
                    <Typography variant="body2">
                      {T.yours}: {formatMetric(k, mine, currency, T.noData)}
                      {band && ` (${T.band[band]})`} · {T.median}: {formatMetric(k, q.median, currency)} · {T.quartiles}:{' '}
                      {formatMetric(k, q.q1, currency)} – {formatMetric(k, q.q3, currency)}
                    </Typography>
                    <QuartileRange q={q} value={mine} />
                  </>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {T.yours}: {formatMetric(k, mine, currency, T.noData)} · {T.metricNotEnough}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
