import Box from '@mui/material/Box';
import type { Quartiles } from '@vitrina/domain/comparison/comparison.schema';

/**
 * A range drawing: the group's first to third quartile as a band, its median as a line and the
 * store's figure as a dot. Decorative: the figures are written beside it.
 */
export function QuartileRange({ q, value }: { q: Quartiles; value: number | null }) {
  const lo = Math.min(q.q1, value ?? q.q1);
  const hi = Math.max(q.q3, value ?? q.q3);
  const pad = (hi - lo) * 0.1 || Math.abs(hi) * 0.1 || 1;
  const at = (v: number) => `${((v - lo + pad) / (hi - lo + 2 * pad)) * 100}%`;
  const width = (a: number, b: number) => `${((b - a) / (hi - lo + 2 * pad)) * 100}%`;
  return (
    <Box aria-hidden sx={{ position: 'relative', height: 18, my: 0.5, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Box
        sx={{ position: 'absolute', top: 3, bottom: 3, left: at(q.q1), width: width(q.q1, q.q3), bgcolor: 'primary.light', opacity: 0.6 }}
      />
      <Box sx={{ position: 'absolute', top: 0, bottom: 0, left: at(q.median), width: 2, bgcolor: 'primary.dark' }} />
      {value !== null && (
        <Box
          sx={{
            position: 'absolute',
            top: 3,
            left: at(value),
            width: 12,
            height: 12,
            ml: '-6px',
            borderRadius: '50%',
            bgcolor: 'secondary.main',
            border: 2,
            borderColor: 'background.paper',
          }}
        />
      )}
    </Box>
  );
}
