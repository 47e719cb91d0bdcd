import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { DISCOUNT_LIMITS, WEEKDAY_SHORT, discountLabel, type DiscountType } from '@vitrina/domain/discounts/discounts.rules';
import { formatDate } from '../../../lib/format';
import { DISCOUNTS_TEXT as T } from '../messages';

export interface PreviewData {
  name: string;
  brand: string;
  discount_type: DiscountType;
  value: number | null;
  description: string;
  conditions: string;
  start: string;
  end: string;
  week_days: string;
  image_url: string | null;
}

/** A day yyyy-MM-dd as dd/MM/yyyy (a calendar day: no zone shift). */
export const showDay = (day: string) => (day ? formatDate(`${day}T12:00:00Z`, 'UTC') : '--');

/** The weekday chips of a campaign (Lun … Dom). */
export function WeekdayChips({ days }: { days: string }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {WEEKDAY_SHORT.map((d, i) => (
        <Chip
          key={d}
          size="small"
          label={d}
          color={days.includes(String(i + 1)) ? 'primary' : 'default'}
          variant={days.includes(String(i + 1)) ? 'filled' : 'outlined'}
        />
      ))}
    </Stack>
  );
}

/** The campaign card as shoppers will see it (the drawer's live preview, the review queue, the catalogue). */
export function DiscountPreview({
  d,
  countryId,
  headingLevel = 'h3',
}: {
  d: PreviewData;
  countryId: CountryId;
  headingLevel?: 'h2' | 'h3';
}) {
  const amount = d.value !== null && Number.isFinite(d.value) ? discountLabel(d.discount_type, d.value, countryId) : '--';
  return (
    <Card variant="outlined" aria-label={T.preview}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        {d.image_url ? (
          <Box
            component="img"
            src={d.image_url}
            alt={`Logo ${d.brand}`}
            sx={{ width: 56, height: 56, objectFit: 'contain', bgcolor: 'background.paper', borderRadius: 1 }}
          />
        ) : (
          <LocalOfferIcon sx={{ fontSize: 48 }} />
        )}
        <Box>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {amount}
          </Typography>
          <Typography variant="body2">{d.brand || '--'}</Typography>
        </Box>
      </Box>
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 700 }}>
            {d.name || '--'}
          </Typography>
          <Typography variant="body2">{d.description}</Typography>
          <Typography variant="body2" color="text.secondary">
            {T.validity(showDay(d.start), showDay(d.end))} ({COUNTRIES[countryId].name})
          </Typography>
          <WeekdayChips days={d.week_days} />
          {d.conditions && (
            <Typography variant="caption" color="text.secondary">
              {d.conditions.slice(0, DISCOUNT_LIMITS.conditionsPreview)}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
