import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CouponValidator } from '../components/coupon-validator';
import { DISCOUNTS_TEXT as T } from '../messages';

/** validar-descuentos — the coupon validator for mall staff and the campaign's brand users. */
export default function ValidatorPage() {
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{T.validatorTitle}</Typography>
      <Card variant="outlined">
        <CardContent>
          <CouponValidator />
        </CardContent>
      </Card>
    </Stack>
  );
}
