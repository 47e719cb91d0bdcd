import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../lib/toast';
import { isCountryId } from '@vitrina/domain/countries/countries';
import { approvalNeedsStock, DISCOUNT_LIMITS } from '@vitrina/domain/discounts/discounts.rules';
import { approveSchema, type Discount } from '@vitrina/domain/discounts/discounts.schema';
import { ApprovalQueue } from '../../../components/approval-queue';
import { useStaffCan } from '../../../lib/ability';
import { useReviewQueue } from '../api/get-review-queue';
import { useReviewDiscount } from '../api/review-discount';
import { DiscountPreview } from '../components/discount-preview';
import { DISCOUNTS_TEXT as T } from '../messages';
import { DISCOUNT_MSG } from '@vitrina/domain/discounts/discounts.messages';

/** revision-descuentos — mall marketing's review queue: approve, or reject with a comment (role MARKETING). */
export default function ReviewPage() {
  const mayReview = useStaffCan()('review:Discount');
  const queue = useReviewQueue(mayReview);
  const review = useReviewDiscount();
  const { enqueueSnackbar } = useSnackbar();
  const items = queue.data?.content ?? [];
  // a campaign published without a stock (0) is given one when approved
  const [stocks, setStocks] = useState<Record<number, string>>({});
  // the stock's problem, under the field of the campaign it is about
  const [stockErrors, setStockErrors] = useState<Record<number, boolean>>({});
  const act = async (d: Discount, verdict: 'approve' | 'reject', c?: string) => {
    // the approval's own rules (the domain's): a whole stock from 1, given when the campaign has none
    const approval = approveSchema.safeParse({ stock: stocks[d.id]?.trim() ? Number(stocks[d.id]) : undefined });
    if (verdict === 'approve' && (!approval.success || approvalNeedsStock(d.stock, approval.data.stock))) {
      setStockErrors((e) => ({ ...e, [d.id]: true }));
      return;
    }
    const stock = verdict === 'approve' && approval.success ? approval.data.stock : undefined;
    const r = await review.mutateAsync({ id: d.id, verdict, comment: c, stock });
    enqueueSnackbar(r.message, { variant: 'success' });
  };
  return (
    <ApprovalQueue
      title={T.reviewTitle}
      subtitle={T.reviewSubtitle}
      loading={false}
      empty={!mayReview || (!queue.isPending && items.length === 0)}
      emptyText={T.noPending}
      items={items}
      cardLabel={(d) => d.name}
      renderCard={(d) => (
        <>
          <DiscountPreview d={d} countryId={isCountryId(d.country_id) ? d.country_id : 'CHL'} />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {d.buildings.map((b) => b.name).join(', ')}
          </Typography>
          {d.stock === 0 && (
            <TextField
              sx={{ mt: 2 }}
              size="small"
              fullWidth
              type="number"
              required
              label={T.approveStock}
              value={stocks[d.id] ?? ''}
              onChange={(e) => {
                setStocks((s) => ({ ...s, [d.id]: e.target.value }));
                setStockErrors((x) => ({ ...x, [d.id]: false }));
              }}
              error={!!stockErrors[d.id]}
              helperText={stockErrors[d.id] ? DISCOUNT_MSG.stock : undefined}
              slotProps={{ htmlInput: { min: 1, max: DISCOUNT_LIMITS.stockMax, step: 1 } }}
            />
          )}
        </>
      )}
      approveLabel={T.approve}
      reasoned={[{ action: 'reject', label: T.reject, color: 'error' }]}
      busy={review.isPending}
      onAct={act}
      dialog={{
        title: () => T.rejectTitle,
        commentLabel: T.rejectComment,
        commentRequired: true,
        commentMax: DISCOUNT_LIMITS.reason,
        confirmLabel: () => T.reject,
        confirmColor: () => 'error',
      }}
      cancelLabel={T.cancel}
    />
  );
}
