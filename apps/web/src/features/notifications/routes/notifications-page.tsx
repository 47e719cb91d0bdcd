import { useEffect, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { COUNTRIES } from '@vitrina/domain/countries/countries';
import { zonedDateString } from '@vitrina/domain/common/clock';
import {
  NOTIFICATION_LIMITS,
  groupByDay,
  notificationPageSize,
  notificationPreview,
  pageNumber,
  relativeDay,
} from '@vitrina/domain/notifications/notifications.rules';
import type { NotificationDto } from '@vitrina/domain/notifications/notifications.schema';
import { EmptyState } from '../../../components/empty-state';
import { SearchField } from '../../../components/search-field';
import { useUrlParams, useUrlSearch } from '../../../lib/url-state';
import { errorMessage } from '../../../lib/api-client';
import { useMarkNotificationRead } from '../../../lib/api/mark-notification';
import { formatDate } from '../../../lib/format';
import { useHomePath, useSession } from '../../../lib/session';
import { useNotifications, type NotificationQuery } from '../api/get-notifications';
import { NotificationDetail } from '../components/notification-detail';
import { NOTIF_TEXT } from '../messages';
import { Pager } from '../../../components/paged-table';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { QueryRetryAlert } from '../../../components/load-state';

const STATUSES = ['all', 'unread', 'read'] as const;
type Status = (typeof STATUSES)[number];
const statusOf = (v: string | null): Status => ((STATUSES as readonly string[]).includes(v ?? '') ? (v as Status) : 'all');
const SEARCH_DEBOUNCE_MS = 300;

/**
 * 'notificaciones': tabs Todas / Nuevas / Leídas with counts, search, the page
 * grouped by day, paging 5/10/25/50, and the detail side panel (?notificationId=) that marks the
 * notification read. Tab, search, page, size and the open notification live in the URL.
 */
export default function NotificationsPage() {
  const { user } = useSession();
  const homePath = useHomePath();
  const [params, update] = useUrlParams();
  const status = statusOf(params.get('estado'));
  const page = pageNumber(params.get('pagina'));
  const size = notificationPageSize(params.get('filas') ?? undefined);
  const q = params.get('q') ?? '';
  const openId = Number(params.get('notificationId')) || null;
  const timeZone = COUNTRIES[user?.paisId ?? 'CHL'].timeZone;

  // the search box writes to the URL a moment after the last key
  const { search, setSearch } = useUrlSearch(params, update, SEARCH_DEBOUNCE_MS);

  const query: NotificationQuery = { page, size, status, q };
  const list = useNotifications(user?.id ?? '', query);
  const data = list.data;
  const counts = data?.counts;

  // opening a notification marks it read; the answer is the notification itself
  const read = useMarkNotificationRead();
  const { mutate } = read;
  useEffect(() => {
    if (openId) mutate(openId);
  }, [openId, mutate]);
  const opened: NotificationDto | undefined =
    (read.data?.id === openId ? read.data : undefined) ?? data?.notifications.find((n) => n.id === openId);

  const today = zonedDateString(new Date(), timeZone);
  const groups = useMemo(() => groupByDay(data?.notifications ?? [], timeZone), [data, timeZone]);
  const dayLabel = (day: string) => {
    const rel = relativeDay(day, today);
    return rel === 'today' ? NOTIF_TEXT.today : rel === 'yesterday' ? NOTIF_TEXT.yesterday : formatDate(`${day}T12:00:00`);
  };
  const tabLabel = (s: Status) => `${NOTIF_TEXT.tabs[s]} (${counts?.[s] ?? 0})`;

  return (
    <Stack spacing={2}>
      <Box>
        <Link component={RouterLink} to={homePath} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowBackIcon fontSize="small" aria-hidden />
          {NOTIF_TEXT.back}
        </Link>
      </Box>
      <Typography variant="h1">{NOTIF_TEXT.pageTitle}</Typography>
      <Paper variant="outlined">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ px: 2, pt: 1, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Tabs
            value={status}
            onChange={(_, v: Status) => update({ estado: v === 'all' ? null : v, pagina: null })}
            aria-label={NOTIF_TEXT.tabsLabel}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {STATUSES.map((s) => (
              <Tab key={s} value={s} label={tabLabel(s)} />
            ))}
          </Tabs>
          <Box sx={{ minWidth: { md: 320 }, pb: 1 }}>
            <SearchField label={NOTIF_TEXT.search} value={search} onChange={setSearch} />
          </Box>
        </Stack>

        <Box aria-busy={list.isFetching} sx={{ minHeight: 200 }}>
          {list.isPending && (
            <Stack spacing={1} sx={{ p: 2 }}>
              {[0, 1, 2, 3, 4].map((i) => (
                <Skeleton key={i} height={56} />
              ))}
            </Stack>
          )}
          <QueryRetryAlert query={list} sx={{ m: 2 }} serverText text={NOTIF_TEXT.loadError} retryLabel={NOTIF_TEXT.retry} />
          {data && data.notifications.length === 0 && <EmptyState text={q ? NOTIF_TEXT.notFound : NOTIF_TEXT.noNew} />}
          {data &&
            groups.map((g) => (
              <List
                key={g.day}
                component="section"
                aria-labelledby={`day-${g.day}`}
                subheader={
                  <ListSubheader id={`day-${g.day}`} component="h2" sx={{ typography: 'subtitle2', lineHeight: 2.5 }}>
                    {dayLabel(g.day)}
                  </ListSubheader>
                }
              >
                {g.items.map((n) => (
                  <ListItemButton
                    key={n.id}
                    selected={n.id === openId}
                    onClick={() => update({ notificationId: String(n.id) })}
                    sx={{ alignItems: 'flex-start', gap: 1.5 }}
                  >
                    <Badge variant="dot" color="primary" invisible={!!n.read_at} sx={{ mt: 1.25 }} aria-hidden>
                      <Box sx={{ width: 4 }} />
                    </Badge>
                    <ListItemText
                      primary={
                        <>
                          {n.title}
                          {!n.read_at && <Box component="span" sx={visuallyHidden}>{` (${NOTIF_TEXT.unread})`}</Box>}
                        </>
                      }
                      secondary={notificationPreview(n.body)}
                      slotProps={{ primary: { sx: { fontWeight: n.read_at ? 400 : 700 } } }}
                    />
                    <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap', mt: 0.5 }}>
                      {new Date(n.created_at).toLocaleTimeString('es-CL', {
                        hour: '2-digit',
                        minute: '2-digit',
                        hourCycle: 'h23',
                        timeZone,
                      })}
                    </Typography>
                  </ListItemButton>
                ))}
              </List>
            ))}
        </Box>
        <Pager
          total={data?.total ?? 0}
          page={data && data.total > 0 ? Math.min(page, data.total_pages) - 1 : 0}
          pageSize={size}
          onPageChange={(p) => update({ pagina: p > 0 ? String(p + 1) : null })}
          pageSizes={[...NOTIFICATION_LIMITS.pageSizes]}
          onPageSizeChange={(size) => update({ filas: size === 5 ? null : String(size), pagina: null })}
        />
      </Paper>
      <NotificationDetail
        open={!!openId}
        notification={opened}
        error={read.isError && !opened ? errorMessage(read.error) : null}
        timeZone={timeZone}
        homePath={homePath}
        onClose={() => update({ notificationId: null })}
      />
    </Stack>
  );
}
