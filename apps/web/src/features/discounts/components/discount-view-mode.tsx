import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { DISCOUNT_STATUS_LABELS } from '@vitrina/domain/discounts/discounts.rules';
import type { Discount } from '@vitrina/domain/discounts/discounts.schema';
import { DISCOUNTS_TEXT as T } from '../messages';
import { DiscountPreview } from './discount-preview';

/** A campaign seen in the drawer: its card, status, centres, counters, the review's comment, and what it allows. */
export function DiscountViewMode(p: {
  d: Discount;
  countryId: CountryId;
  preview: Parameters<typeof DiscountPreview>[0]['d'];
  onEdit: () => void;
  onPublish: () => void;
  onDelete: (d: Discount) => void;
}) {
  const { d } = p;
  return (
    <Stack spacing={2}>
      <DiscountPreview d={p.preview} countryId={p.countryId} headingLevel="h3" />
      <Typography>
        {T.status}: <strong>{DISCOUNT_STATUS_LABELS[d.status]}</strong>
      </Typography>
      <Typography>{d.buildings.map((b) => b.name).join(', ')}</Typography>
      <Typography>{T.counters(d.discount_users_count, d.discount_users_redeemed_count)}</Typography>
      {d.review_comment && (
        <Alert severity={d.status === 'rejected' ? 'warning' : 'info'}>
          {T.reviewComment}: {d.review_comment}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        {d.status === 'draft' && (
          <>
            <Button variant="contained" onClick={p.onEdit}>
              {T.edit}
            </Button>
            <Button variant="outlined" onClick={p.onPublish}>
              {T.publish}
            </Button>
          </>
        )}
        {['draft', 'pending', 'approved'].includes(d.status) && (
          <Button color="error" onClick={() => p.onDelete(d)}>
            {T.remove}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
