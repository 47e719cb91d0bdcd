import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import NewspaperIcon from '@mui/icons-material/NewspaperOutlined';
import { COUNTRIES } from '@vitrina/domain/countries/countries';
import {
  ANNOUNCEMENT_PAGE_LIMITS,
  ANNOUNCEMENT_TABS,
  filterAnnouncements,
  announcementTabOf,
  pageNumber,
  type AnnouncementTab,
} from '@vitrina/domain/notifications/notifications.rules';
import { EmptyState } from '../../../components/empty-state';
import { SearchField } from '../../../components/search-field';
import { useUrlParams, useUrlSearch } from '../../../lib/url-state';

import { useAnnouncements } from '../../../lib/api/get-announcements';
import { announcementImages } from '../../../lib/announcement-images';
import { formatDate } from '../../../lib/format';
import { useHomePath, useSession } from '../../../lib/session';
import { AnnouncementDetailPanel } from '../components/announcement-detail-panel';
import { AnnouncementImage } from '../components/announcement-image';
import { ANNOUNCEMENTS_TEXT } from '../messages';
import { AnnouncementCardText } from '../../../components/announcement-card-text';
import { QueryRetryAlert } from '../../../components/load-state';

/**
 * 'noticias': category tabs with counts, a search debounced 300 ms, 3 cards per
 * page filtered in the client, and a detail side panel. Tab, search, page and the open item
 * live in the URL.
 */
export default function AnnouncementsPage() {
  const { user } = useSession();
  const homePath = useHomePath();
  const timeZone = COUNTRIES[user?.paisId ?? 'CHL'].timeZone;
  const [params, update] = useUrlParams();
  const tab = announcementTabOf(params.get('categoria'));
  const q = params.get('q') ?? '';
  const page = pageNumber(params.get('pagina'));
  const openId = Number(params.get('noticia')) || null;

  // the search box writes to the URL a moment after the last key
  const { search, setSearch } = useUrlSearch(params, update, ANNOUNCEMENT_PAGE_LIMITS.debounceMs);

  const list = useAnnouncements();
  const all = list.data;
  const view = useMemo(() => filterAnnouncements(all ?? [], { tab, q, page }), [all, tab, q, page]);
  const opened = all?.find((a) => a.announcementId === openId);

  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={homePath} startIcon={<ArrowBackIcon />}>
          {ANNOUNCEMENTS_TEXT.back}
        </Button>
      </Box>
      <Typography variant="h1">{ANNOUNCEMENTS_TEXT.title}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ maxWidth: 420, mb: 1 }}>
          <SearchField label={ANNOUNCEMENTS_TEXT.search} value={search} onChange={setSearch} />
        </Box>
        <Tabs
          value={tab}
          onChange={(_, v: AnnouncementTab) => update({ categoria: v === 'Todas' ? null : v, pagina: null })}
          aria-label={ANNOUNCEMENTS_TEXT.tabsLabel}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {ANNOUNCEMENT_TABS.map((t) => (
            <Tab key={t} value={t} label={`${t === 'Todas' ? ANNOUNCEMENTS_TEXT.all : t} (${view.counts[t]})`} />
          ))}
        </Tabs>

        {list.isPending && (
          <Grid container spacing={2}>
            {[0, 1, 2].map((i) => (
              <Grid key={i} size={{ xs: 12, md: 4 }}>
                <Skeleton variant="rounded" height={300} />
              </Grid>
            ))}
          </Grid>
        )}
        <QueryRetryAlert query={list} serverText text={ANNOUNCEMENTS_TEXT.loadError} retryLabel={ANNOUNCEMENTS_TEXT.retry} />
        {all && view.total === 0 && (
          <EmptyState
            icon={<NewspaperIcon fontSize="inherit" />}
            text={all.length === 0 ? ANNOUNCEMENTS_TEXT.empty : ANNOUNCEMENTS_TEXT.noResults}
          />
        )}
        {all && view.total > 0 && (
          <>
            <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={ANNOUNCEMENTS_TEXT.title}>
              {view.items.map((a) => (
                <Grid key={a.announcementId} size={{ xs: 12, md: 4 }} component="li">
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardActionArea
                      onClick={() => update({ noticia: String(a.announcementId) })}
                      sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
                    >
                      <AnnouncementImage src={announcementImages(a)[0]!} alt="" height={160} />
                      <CardContent>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                          <Chip size="small" label={a.category} />
                          <Typography variant="caption" color="text.secondary">
                            {formatDate(a.startDate, timeZone)}
                          </Typography>
                        </Stack>
                        <AnnouncementCardText title={a.title} content={a.content} heading="h2" />
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </Grid>
              ))}
            </Grid>
            {view.pages > 1 && (
              <Box component="nav" aria-label={ANNOUNCEMENTS_TEXT.page} sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
                <Pagination
                  count={view.pages}
                  page={view.page}
                  onChange={(_, p) => update({ pagina: p > 1 ? String(p) : null })}
                  color="primary"
                />
              </Box>
            )}
          </>
        )}
      </Paper>
      <AnnouncementDetailPanel item={opened} homePath={homePath} timeZone={timeZone} onClose={() => update({ noticia: null })} />
    </Stack>
  );
}
