import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { notificationActionTarget } from '@vitrina/domain/notifications/notifications.rules';
import type { NotificationDto } from '@vitrina/domain/notifications/notifications.schema';
import { SafeHtml } from '../../../components/safe-html';
import { formatDateTime } from '../../../lib/format';
import { NOTIF_TEXT } from '../messages';
import { SidePanel } from '../../../components/side-panel';

interface Props {
  open: boolean;
  notification: NotificationDto | undefined;
  error: string | null;
  timeZone: string;
  /** '/{country}/shopping': relative action paths are pages under it */
  homePath: string;
  onClose: () => void;
}

/**
 * The notification's action button: a portal page (a path relative to the user's
 * /{country}/shopping) opens in the portal through the router; an http(s) page in a new tab.
 * Any other URL shows no button (the server stores none).
 */
function ActionButton({ action, homePath }: { action: NonNullable<NotificationDto['action']>; homePath: string }) {
  const target = notificationActionTarget(action.url);
  if (!target) return null;
  if (target.kind === 'portal') {
    return (
      <Button variant="contained" sx={{ mt: 2 }} component={RouterLink} to={`${homePath}/${target.path}`}>
        {action.label}
      </Button>
    );
  }
  return (
    <Button
      variant="contained"
      sx={{ mt: 2 }}
      href={target.url}
      target="_blank"
      rel="noopener noreferrer"
      endIcon={<OpenInNewIcon aria-hidden />}
      aria-label={`${action.label} (${NOTIF_TEXT.newTab})`}
    >
      {action.label}
    </Button>
  );
}

/** The detail side panel: title, date, importance, the (sanitised) body and its action. */
export function NotificationDetail({ open, notification: n, error, timeZone, homePath, onClose }: Props) {
  return (
    <SidePanel open={open} onClose={onClose} titleId="notification-detail-title" width={440} padded>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography id="notification-detail-title" variant="h2" component="h2">
          {n?.title ?? NOTIF_TEXT.detail}
        </Typography>
        <IconButton aria-label={NOTIF_TEXT.close} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {!error && !n && (
        <Stack spacing={1}>
          <Skeleton />
          <Skeleton />
          <Skeleton height={120} />
        </Stack>
      )}
      {!error && n && (
        <Box>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2, rowGap: 1 }}>
            <Chip
              size="small"
              label={NOTIF_TEXT.importance[n.importance] ?? n.importance}
              color={n.importance === 'alta' ? 'error' : 'default'}
            />
            <Chip size="small" variant="outlined" label={n.read_at ? NOTIF_TEXT.read : NOTIF_TEXT.unread} />
          </Stack>
          <Typography
            variant="body2"
            color="text.secondary"
          >{`${NOTIF_TEXT.received} ${formatDateTime(n.created_at, timeZone)}`}</Typography>
          {n.read_at && (
            <Typography variant="body2" color="text.secondary">{`${NOTIF_TEXT.readOn} ${formatDateTime(n.read_at, timeZone)}`}</Typography>
          )}
          <SafeHtml html={n.body} sx={{ mt: 2, typography: 'body1' }} />
          {n.action && <ActionButton action={n.action} homePath={homePath} />}
        </Box>
      )}
      <Box sx={{ mt: 'auto', pt: 3 }}>
        <Button onClick={onClose}>{NOTIF_TEXT.close}</Button>
      </Box>
    </SidePanel>
  );
}
