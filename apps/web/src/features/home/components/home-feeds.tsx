import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import NewspaperIcon from '@mui/icons-material/NewspaperOutlined';
import { ANNOUNCEMENT_PAGE_LIMITS, NOTIFICATION_LIMITS, announcementPath } from '@vitrina/domain/notifications/notifications.rules';
import { countryRoutePrefix, isCountryId } from '@vitrina/domain/countries/countries';
import { discountLabel } from '@vitrina/domain/discounts/discounts.rules';
import { useDiscountCatalogue } from '../../../lib/api/get-discount-catalogue';
import { useHomeAnnouncements } from '../../../lib/api/get-home-announcements';
import { useLatestNotifications } from '../../../lib/api/get-latest-notifications';
import { announcementImages } from '../../../lib/announcement-images';
import { useSession } from '../../../lib/session';
import { NotificationLink } from '../../../components/notification-link';
import { AnnouncementCardText } from '../../../components/announcement-card-text';
import { EmptyState, HomeSection } from './home-section';
import { HOME_TEXT } from '../messages';

/** The home's blocks below its greeting and quick actions: the latest notifications, the newest discounts (Chile) and the news. */
export function HomeFeeds() {
  const { user } = useSession();
  const latestQuery = useLatestNotifications(user?.id ?? '');
  const announcementsQuery = useHomeAnnouncements(user?.paisId ?? '');
  const latest = latestQuery.data ?? [];
  const announcements = announcementsQuery.data ?? [];
  const catalogue = useDiscountCatalogue();
  if (!user) return null;
  const prefix = countryRoutePrefix(user.paisId);
  const showDiscounts = user.paisId === 'CHL';

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: showDiscounts ? 6 : 12 }}>
        <HomeSection
          id="home-notifications"
          title={HOME_TEXT.notifications}
          seeAll={{ to: `${prefix}/notificaciones`, label: HOME_TEXT.seeAllNotifications }}
        >
          {latestQuery.isPending ? (
            <Stack spacing={1} aria-hidden>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={48} />
              ))}
            </Stack>
          ) : latest.length === 0 ? (
            <EmptyState icon={<NotificationsIcon />} text={HOME_TEXT.noNotifications} hint={HOME_TEXT.noNotificationsHint} />
          ) : (
            <List component="div" dense disablePadding aria-labelledby="home-notifications">
              {latest.slice(0, NOTIFICATION_LIMITS.home).map((n) => (
                <NotificationLink key={n.id} n={n} homePath={prefix} />
              ))}
            </List>
          )}
        </HomeSection>
      </Grid>
      {showDiscounts && (
        <Grid size={{ xs: 12, md: 6 }}>
          <HomeSection
            id="home-discounts"
            title={HOME_TEXT.discounts}
            seeAll={{ to: `${prefix}/descuentos`, label: HOME_TEXT.seeAllDiscounts }}
          >
            {catalogue.isPending ? (
              <Skeleton height={96} aria-hidden />
            ) : (catalogue.data?.content ?? []).length === 0 ? (
              <EmptyState icon={<LocalOfferIcon />} text={HOME_TEXT.noDiscounts} />
            ) : (
              <List component="div" dense disablePadding aria-labelledby="home-discounts">
                {(catalogue.data?.content ?? []).slice(0, 3).map((d) => (
                  <ListItemButton key={d.id} component={RouterLink} to={`${prefix}/descuentos`}>
                    <ListItemText
                      primary={`${discountLabel(d.discount_type, d.value, isCountryId(d.country_id) ? d.country_id : 'CHL')} · ${d.name}`}
                      secondary={d.brand}
                    />
                  </ListItemButton>
                ))}
              </List>
            )}
          </HomeSection>
        </Grid>
      )}
      <Grid size={12}>
        <HomeSection
          id="home-news"
          title={HOME_TEXT.announcements}
          seeAll={{ to: `${prefix}/noticias`, label: HOME_TEXT.seeAllAnnouncements }}
        >
          {announcementsQuery.isPending ? (
            <Grid container spacing={2} aria-hidden>
              {[0, 1, 2].map((i) => (
                <Grid key={i} size={{ xs: 12, md: 4 }}>
                  <Skeleton variant="rounded" height={220} />
                </Grid>
              ))}
            </Grid>
          ) : announcements.length === 0 ? (
            <EmptyState icon={<NewspaperIcon />} text={HOME_TEXT.noAnnouncements} />
          ) : (
            <Grid container spacing={2}>
              {announcements.slice(0, ANNOUNCEMENT_PAGE_LIMITS.home).map((a) => (
                <Grid key={a.announcementId} size={{ xs: 12, md: 4 }}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardActionArea
                      component={RouterLink}
                      to={announcementPath(prefix, a)}
                      state={{ announcement: a }}
                      sx={{ height: '100%' }}
                    >
                      <CardMedia component="img" height="120" image={announcementImages(a)[0]} alt="" />
                      <CardContent>
                        <Typography variant="overline">{a.category}</Typography>
                        <AnnouncementCardText title={a.title} content={a.content} heading="h3" />
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </Grid>
              ))}
            </Grid>
          )}
        </HomeSection>
      </Grid>
    </Grid>
  );
}
