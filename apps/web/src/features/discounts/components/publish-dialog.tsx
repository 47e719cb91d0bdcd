import { useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  TextField,
} from '@mui/material';
import { isValidEmail } from '@vitrina/domain/auth/email';
import { DISCOUNT_CHANNELS, type DiscountChannel } from '@vitrina/domain/discounts/discounts.rules';
import { DISCOUNT_MSG } from '@vitrina/domain/discounts/discounts.messages';
import { DISCOUNTS_TEXT as T } from '../messages';

/** The publish dialog: optional channels (On tour, App Mi Mall, Office Hub) and a valid e-mail. */
export function PublishDialog(p: {
  open: boolean;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (v: { email: string; channels: DiscountChannel[] }) => void;
}) {
  const [email, setEmail] = useState('');
  const [channels, setChannels] = useState<DiscountChannel[]>([]);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (p.open) {
      setEmail('');
      setChannels([]);
      setTouched(false);
    }
  }, [p.open]);
  const valid = isValidEmail(email);
  return (
    <Dialog open={p.open} onClose={p.onCancel} aria-labelledby="publish-title" fullWidth maxWidth="xs">
      <DialogTitle id="publish-title">{T.publishTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{T.publishText}</DialogContentText>
        <FormLabel component="legend">{T.channels}</FormLabel>
        <FormGroup>
          {DISCOUNT_CHANNELS.map((c) => (
            <FormControlLabel
              key={c}
              label={c}
              control={
                <Checkbox
                  checked={channels.includes(c)}
                  onChange={(e) => setChannels((prev) => (e.target.checked ? [...prev, c] : prev.filter((x) => x !== c)))}
                />
              }
            />
          ))}
        </FormGroup>
        <TextField
          sx={{ mt: 2 }}
          fullWidth
          required
          type="email"
          label={T.email}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && !valid}
          helperText={touched && !valid ? DISCOUNT_MSG.email : ' '}
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onCancel} disabled={p.busy}>
          {T.cancel}
        </Button>
        <Button variant="contained" disabled={!valid || p.busy} onClick={() => p.onConfirm({ email: email.trim(), channels })}>
          {T.publish}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
