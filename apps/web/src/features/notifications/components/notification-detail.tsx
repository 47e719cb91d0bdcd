import { Alert, Box, Button, Chip, Drawer, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { NotificationDto } from '@vitrina/domain/notifications/notifications.schema';
import { SafeHtml } from '../../../components/safe-html';
import { formatDateTime } from '../../../lib/format';
import { NOTIF_TEXT } from '../messages';

interface Props {
  open: boolean;
  notification: NotificationDto | undefined;
  error: string | null;
  timeZone: string;
  onClose: () => void;
}

/** The detail side panel: title, date, importance, the (sanitised) body and its action. */
export function NotificationDetail({ open, notification: n, error, timeZone, onClose }: Props) {
  return (
    <Drawer
      anchor="right"
      sx={{ zIndex: (t) => t.zIndex.modal }}
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'notification-detail-title', sx: { width: { xs: '100%', sm: 440 }, p: 3 } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography id="notification-detail-title" variant="h2" component="h2">
          {n?.title ?? NOTIF_TEXT.detail}
        </Typography>
        <IconButton aria-label={NOTIF_TEXT.close} onClick={onClose} edge="end"><CloseIcon /></IconButton>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {!error && !n && <Stack spacing={1}><Skeleton /><Skeleton /><Skeleton height={120} /></Stack>}
      {!error && n && (
        <Box>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2, rowGap: 1 }}>
            <Chip size="small" label={NOTIF_TEXT.importance[n.importance] ?? n.importance} color={n.importance === 'alta' ? 'error' : 'default'} />
            <Chip size="small" variant="outlined" label={n.read_at ? NOTIF_TEXT.read : NOTIF_TEXT.unread} />
          </Stack>
          <Typography variant="body2" color="text.secondary">{`${NOTIF_TEXT.received} ${formatDateTime(n.created_at, timeZone)}`}</Typography>
          {n.read_at && (
            <Typography variant="body2" color="text.secondary">{`${NOTIF_TEXT.readOn} ${formatDateTime(n.read_at, timeZone)}`}</Typography>
          )}
          <SafeHtml html={n.body} sx={{ mt: 2, typography: 'body1' }} />
          {n.action && /^(https?:\/\/|\/)/.test(n.action.url) && (
            <Button variant="contained" sx={{ mt: 2 }} href={n.action.url} {...(n.action.url.startsWith('/') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
              {n.action.label}
            </Button>
          )}
        </Box>
      )}
      <Box sx={{ mt: 'auto', pt: 3 }}>
        <Button onClick={onClose}>{NOTIF_TEXT.close}</Button>
      </Box>
    </Drawer>
  );
}
