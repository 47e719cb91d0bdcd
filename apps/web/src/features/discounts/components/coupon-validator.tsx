import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../lib/toast';
import { isCountryId } from '@vitrina/domain/countries/countries';
import { DISCOUNT_MSG as M } from '@vitrina/domain/discounts/discounts.messages';
import { DISCOUNT_LIMITS, discountLabel, typedCode } from '@vitrina/domain/discounts/discounts.rules';
import type { Coupon } from '@vitrina/domain/discounts/discounts.schema';
import { errorMessage } from '../../../lib/api-client';
import { lookupCoupon } from '../api/get-coupon';
import { redeemCoupon } from '../api/redeem-coupon';
import { DISCOUNTS_TEXT as T } from '../messages';
import { WeekdayChips, showDay } from './discount-preview';

/**
 * The coupon validator: exactly 6 characters upper-cased as typed, 'Consultar
 * código', Reset; then 'Vuelve a intentarlo', 'Este código ya fue validado' or the dialog
 * 'Información promoción' with 'Validar código' (disabled when it cannot be redeemed today).
 */
export function CouponValidator() {
  const { enqueueSnackbar } = useSnackbar();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const reset = () => {
    setCode('');
    setFailed(false);
    setCoupon(null);
    setOpen(false);
    setDone(false);
  };
  const redeemed = !!coupon && !!coupon.redeemed_at && !!coupon.redeemed_by;
  const lookup = async () => {
    setBusy(true);
    setFailed(false);
    setDone(false);
    try {
      const c = await lookupCoupon(code);
      setCoupon(c);
      setOpen(!(c.redeemed_at && c.redeemed_by));
    } catch {
      setCoupon(null);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const redeem = async () => {
    setBusy(true);
    try {
      const r = await redeemCoupon(code);
      setCoupon(r.data);
      setOpen(false);
      setDone(true);
    } catch (e) {
      enqueueSnackbar(errorMessage(e), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const country = coupon && isCountryId(coupon.discount.country_id) ? coupon.discount.country_id : 'CHL';
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={T.code}
          value={code}
          onChange={(e) => {
            setCode(typedCode(e.target.value));
            setFailed(false);
            setDone(false);
          }}
          slotProps={{
            htmlInput: {
              maxLength: DISCOUNT_LIMITS.couponLength,
              autoCapitalize: 'characters',
              style: { letterSpacing: 4, fontFamily: 'monospace' },
            },
          }}
          helperText={`${code.length}/${DISCOUNT_LIMITS.couponLength}`}
        />
        <Button
          variant="contained"
          disabled={code.length !== DISCOUNT_LIMITS.couponLength || busy}
          onClick={() => void lookup()}
          sx={{ mt: { sm: 1 } }}
        >
          {T.lookup}
        </Button>
        <Button onClick={reset} sx={{ mt: { sm: 1 } }}>
          {T.reset}
        </Button>
      </Stack>
      <Box aria-live="polite">
        {failed && <Alert severity="error">{T.retry}</Alert>}
        {redeemed && !done && <Alert severity="warning">{M.alreadyRedeemed}</Alert>}
        {done && <Alert severity="success">{M.validated}</Alert>}
      </Box>
      <Dialog open={open && !!coupon} onClose={() => setOpen(false)} aria-labelledby="promo-title" fullWidth maxWidth="sm">
        <DialogTitle id="promo-title">{T.promoInfo}</DialogTitle>
        {coupon && (
          <DialogContent>
            <Stack spacing={1.5}>
              <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                {discountLabel(coupon.discount.discount_type, coupon.discount.value, country)} · {coupon.discount.brand}
              </Typography>
              <Typography>{coupon.discount.name}</Typography>
              <Typography color="text.secondary">{T.validity(showDay(coupon.discount.start), showDay(coupon.discount.end))}</Typography>
              <WeekdayChips days={coupon.discount.week_days} />
              {coupon.discount.conditions && <Typography variant="body2">{coupon.discount.conditions}</Typography>}
              <Typography>
                {T.user}: {coupon.user.first_name} {coupon.user.last_name} ({coupon.user.email})
              </Typography>
              {!coupon.redeemable_today && <Alert severity="warning">{M.notToday}</Alert>}
            </Stack>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{T.close}</Button>
          <Button variant="contained" disabled={!coupon?.redeemable_today || busy} onClick={() => void redeem()}>
            {T.validate}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
