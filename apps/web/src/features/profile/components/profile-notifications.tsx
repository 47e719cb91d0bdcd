import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { EmptyState } from '../../../components/empty-state';
import { useLatestNotifications } from '../../../lib/api/get-latest-notifications';
import { formatDateTime } from '../../../lib/format';
import { PROFILE_TEXT } from '../messages';
import { QueryRetryAlert } from '../../../components/load-state';
import { PageHeader } from '../../../components/page-header';

/**
 * 'Notificaciones': the spec defines no notification preferences, so the tab shows the user's
 * latest notifications with a way to the notifications page.
 */
export function ProfileNotifications({ userId, countryId, homePath }: { userId: string; countryId: CountryId; homePath: string }) {
  const latest = useLatestNotifications(userId);
  const tz = COUNTRIES[countryId].timeZone;
  const page = `${homePath}/notificaciones`;

  return (
    <Box component="section" aria-labelledby="profile-notifications-title">
      <PageHeader mb={1}>
        <Typography id="profile-notifications-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {PROFILE_TEXT.latestNotifications}
        </Typography>
        <Button component={RouterLink} to={page} variant="outlined">
          {PROFILE_TEXT.seeAllNotifications}
        </Button>
      </PageHeader>
      {latest.isPending && (
        <Stack spacing={1}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      )}
      <QueryRetryAlert query={latest} small text={PROFILE_TEXT.notificationsError} retryLabel={PROFILE_TEXT.retry} />
      {latest.data &&
        (latest.data.length ? (
          <List aria-label={PROFILE_TEXT.latestNotifications}>
            {latest.data.map((n) => (
              <ListItem key={n.id} disablePadding divider>
                <ListItemButton component={RouterLink} to={`${page}?notificationId=${n.id}`}>
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <span>{n.title}</span>
                        {!n.read_at && <Chip size="small" color="secondary" label={PROFILE_TEXT.unread} />}
                      </Stack>
                    }
                    secondary={formatDateTime(n.created_at, tz)}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : (
          <EmptyState text={`${PROFILE_TEXT.noNotifications}. ${PROFILE_TEXT.noNotificationsHint}`} />
        ))}
    </Box>
  );
}
