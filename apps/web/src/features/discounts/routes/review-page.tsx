import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from '../../../lib/toast';
import { isCountryId } from '@vitrina/domain/countries/countries';
import { DISCOUNT_LIMITS } from '@vitrina/domain/discounts/discounts.rules';
import type { Discount } from '@vitrina/domain/discounts/discounts.schema';
import { EmptyState } from '../../../components/empty-state';
import { useStaffCan } from '../../../lib/ability';
import { useReviewQueue } from '../api/get-review-queue';
import { useReviewDiscount } from '../api/review-discount';
import { DiscountPreview } from '../components/discount-preview';
import { DISCOUNTS_TEXT as T } from '../messages';

/** revision-descuentos — mall marketing's review queue: approve, or reject with a comment (role MARKETING). */
export default function ReviewPage() {
  const mayReview = useStaffCan()('review:Discount');
  const queue = useReviewQueue(mayReview);
  const review = useReviewDiscount();
  const { enqueueSnackbar } = useSnackbar();
  const [rejecting, setRejecting] = useState<Discount | null>(null);
  const [comment, setComment] = useState('');
  const items = queue.data?.content ?? [];
  const act = async (d: Discount, verdict: 'approve' | 'reject', c?: string) => {
    const r = await review.mutateAsync({ id: d.id, verdict, comment: c });
    enqueueSnackbar(r.message, { variant: 'success' });
    setRejecting(null);
  };
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">{T.reviewTitle}</Typography>
        <Typography color="text.secondary">{T.reviewSubtitle}</Typography>
      </div>
      {!mayReview || (!queue.isPending && items.length === 0) ? (
        <EmptyState text={T.noPending} />
      ) : (
        <Grid container spacing={2}>
          {items.map((d) => (
            <Grid key={d.id} size={{ xs: 12, md: 6, lg: 4 }}>
              <Card variant="outlined" component="article" aria-label={d.name}>
                <CardContent>
                  <DiscountPreview d={d} countryId={isCountryId(d.country_id) ? d.country_id : 'CHL'} />
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {d.buildings.map((b) => b.name).join(', ')}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                    <Button variant="contained" disabled={review.isPending} onClick={() => void act(d, 'approve')}>
                      {T.approve}
                    </Button>
                    <Button
                      color="error"
                      disabled={review.isPending}
                      onClick={() => {
                        setComment('');
                        setRejecting(d);
                      }}
                    >
                      {T.reject}
                    </Button>
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      <Dialog open={!!rejecting} onClose={() => setRejecting(null)} aria-labelledby="reject-title" fullWidth maxWidth="sm">
        <DialogTitle id="reject-title">{T.rejectTitle}</DialogTitle>
        <DialogContent>
          <TextField
            sx={{ mt: 1 }}
            fullWidth
            multiline
            minRows={3}
            required
            label={T.rejectComment}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            slotProps={{ htmlInput: { maxLength: DISCOUNT_LIMITS.reason } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(null)}>{T.cancel}</Button>
          <Button
            variant="contained"
            color="error"
            disabled={!comment.trim() || review.isPending}
            onClick={() => rejecting && void act(rejecting, 'reject', comment.trim())}
          >
            {T.reject}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
