import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { COUNTRIES, getCountry } from '@vitrina/domain/countries/countries';
import { announcementIdOf } from '@vitrina/domain/notifications/notifications.rules';
import type { AnnouncementDto } from '@vitrina/domain/notifications/notifications.schema';
import { SafeHtml } from '../../../components/safe-html';
import { ErrorPage } from '../../../components/error-page';
import { announcementImages } from '../../../lib/announcement-images';
import { formatDate } from '../../../lib/format';
import { useHomePath, useSession } from '../../../lib/session';
import { useAnnouncement } from '../api/get-announcement';
import { AnnouncementCarousel } from '../components/announcement-carousel';
import { Attachments } from '../components/attachments';
import { ANNOUNCEMENTS_TEXT } from '../messages';
import { useMarkAnnouncementRead } from '../api/mark-read';

const countryName = (id: string) => {
  try {
    return getCountry(id).name;
  } catch {
    return id;
  }
};

/**
 * '{announcementId}_{slug}?createdAt=': the announcement from navigation
 * state or loaded by id and createdAt, with its pictures, dates, content, link, attachments, publisher,
 * countries, channel chip and id.
 */
export default function AnnouncementPage() {
  const { user } = useSession();
  const homePath = useHomePath();
  const { publicacionId = '' } = useParams();
  const state = useLocation().state as { announcement?: AnnouncementDto } | null;
  const [params] = useSearchParams();
  const id = announcementIdOf(publicacionId);
  const query = useAnnouncement({ id, country: user?.paisId ?? 'CHL', createdAt: params.get('createdAt') }, state?.announcement);
  const a = query.data;
  useMarkAnnouncementRead(a?.announcementId);
  const timeZone = COUNTRIES[user?.paisId ?? 'CHL'].timeZone;
  // a one-segment path that is not '{id}_{slug}' (a mistyped section) is an unknown page, not a news item
  if (!/^\d+$/.test(id)) return <ErrorPage status={404} />;
  const missing = query.isError;

  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={`${homePath}/noticias`} startIcon={<ArrowBackIcon />}>
          {ANNOUNCEMENTS_TEXT.title}
        </Button>
      </Box>
      {missing && <Alert severity="info">{ANNOUNCEMENTS_TEXT.missing}</Alert>}
      {!missing && !a && (
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={320} />
          <Skeleton height={48} />
          <Skeleton />
          <Skeleton />
        </Stack>
      )}
      {!missing && a && (
        <Paper component="article" variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-labelledby="announcement-title">
          <AnnouncementCarousel images={announcementImages(a, 'carousel')} title={a.title} />
          <Stack direction="row" spacing={1} sx={{ mt: 2, mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Chip color="primary" label={a.category} aria-label={`${ANNOUNCEMENTS_TEXT.channel}: ${a.category}`} />
          </Stack>
          <Typography id="announcement-title" variant="h1" sx={{ mb: 1 }}>
            {a.title}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 3 }} sx={{ mb: 2 }}>
            <Typography
              variant="body2"
              color="text.secondary"
            >{`${ANNOUNCEMENTS_TEXT.publishedOn} ${formatDate(a.startDate, timeZone)}`}</Typography>
            {a.endDate && (
              <Typography
                variant="body2"
                color="text.secondary"
              >{`${ANNOUNCEMENTS_TEXT.validUntil} ${formatDate(a.endDate, timeZone)}`}</Typography>
            )}
          </Stack>
          {a.description && <Typography sx={{ mb: 2, fontWeight: 500 }}>{a.description}</Typography>}
          <SafeHtml html={a.content} sx={{ typography: 'body1' }} />
          {a.enlace && /^(https?:\/\/|\/)/.test(a.enlace) && (
            <Button
              variant="contained"
              sx={{ mt: 2 }}
              href={a.enlace}
              {...(a.enlace.startsWith('/') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {a.enlaceTexto || ANNOUNCEMENTS_TEXT.seeMore}
            </Button>
          )}
          {a.filesDoc.length > 0 && (
            <Box sx={{ mt: 3 }}>
              <Attachments files={a.filesDoc} country={user?.paisId ?? 'CHL'} />
            </Box>
          )}
          <Divider sx={{ my: 3 }} />
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 3,
              rowGap: 1,
              m: 0,
              '& dt': { fontWeight: 600 },
              '& dd': { m: 0 },
            }}
          >
            <dt>{ANNOUNCEMENTS_TEXT.publisher}</dt>
            <dd>{a.publisher}</dd>
            <dt>{ANNOUNCEMENTS_TEXT.countries}</dt>
            <dd>{a.countries.map(countryName).join(', ')}</dd>
            <dt>{ANNOUNCEMENTS_TEXT.id}</dt>
            <dd>{a.announcementId}</dd>
          </Box>
        </Paper>
      )}
    </Stack>
  );
}
