import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { formatClock } from '../../../lib/format';
import { HOME_TEXT } from '../messages';

/** Refresh every second. */
const TICK_MS = 1000;

/** The date and time in the user's country time zone, refreshed every second. */
export function LiveClock({ countryId }: { countryId: CountryId }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(t);
  }, []);
  const { date, time, iso } = formatClock(now, countryId);
  return (
    <Box role="group" aria-label={HOME_TEXT.clockLabel(COUNTRIES[countryId].name)} sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
      <Typography
        component="time"
        dateTime={iso}
        sx={{ display: 'block', fontSize: '1.75rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      >
        {time}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
        {date}
      </Typography>
    </Box>
  );
}
