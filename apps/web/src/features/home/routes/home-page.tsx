import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import HelpIcon from '@mui/icons-material/HelpOutlined';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import { countryRoutePrefix } from '@vitrina/domain/countries/countries';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import QrIcon from '@mui/icons-material/QrCodeScannerOutlined';
import { useAppAbility, useStaffCan } from '../../../lib/ability';
import { useSession } from '../../../lib/session';
import { LiveClock } from '../components/live-clock';
import { QuickActionCard } from '../components/quick-action-card';
import { HOME_TEXT } from '../messages';
import { HomeFeeds } from '../components/home-feeds';
import { RenderLater } from '../../../components/render-later';

/**
 * '/{country}/shopping' — the home wall ('Mural'): greeting, live clock, quick
 * actions, latest notifications, the newest approved discounts of the catalogue (Chile) and news.
 * The blocks below the quick actions render after the top is on screen (RenderLater).
 */
export default function HomePage() {
  const { user } = useSession();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const staffCan = useStaffCan();
  if (!user) return null;
  const prefix = countryRoutePrefix(user.paisId);

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          justifyContent: 'space-between',
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: 2,
        }}
      >
        <Typography variant="h1">{HOME_TEXT.greeting(user.nombres, user.apellidos)}</Typography>
        <LiveClock countryId={user.paisId} />
      </Box>

      <Box component="section" aria-labelledby="home-quick-actions">
        <Typography id="home-quick-actions" variant="h2" sx={{ mb: 2 }}>
          {HOME_TEXT.quickActions}
        </Typography>
        <Grid container spacing={2}>
          {ability.can('create', 'User') && (
            <Grid size={{ xs: 12, md: 4 }}>
              <QuickActionCard
                icon={<PersonAddIcon />}
                title={HOME_TEXT.createUser}
                text={HOME_TEXT.createUserText}
                onClick={() => navigate(`${prefix}/empresa/usuarios`, { state: { openCreateUserModal: true } })}
              />
            </Grid>
          )}
          {ability.can('create', 'Discounts') && (
            <Grid size={{ xs: 12, md: 4 }}>
              <QuickActionCard
                icon={<LocalOfferIcon />}
                title={HOME_TEXT.createDiscount}
                text={HOME_TEXT.createDiscountText}
                onClick={() => navigate(`${prefix}/mis-descuentos`, { state: { openCreateDrawer: true } })}
              />
            </Grid>
          )}
          {staffCan('review:Discount') && (
            <Grid size={{ xs: 12, md: 4 }}>
              <QuickActionCard
                icon={<FactCheckIcon />}
                title={HOME_TEXT.reviewDiscounts}
                text={HOME_TEXT.reviewDiscountsText}
                onClick={() => navigate(`${prefix}/revision-descuentos`)}
              />
            </Grid>
          )}
          {(staffCan('validate:Coupon') || ability.can('manage', 'UsersDiscounts')) && (
            <Grid size={{ xs: 12, md: 4 }}>
              <QuickActionCard
                icon={<QrIcon />}
                title={HOME_TEXT.validateCoupons}
                text={HOME_TEXT.validateCouponsText}
                onClick={() => navigate(`${prefix}/validar-descuentos`)}
              />
            </Grid>
          )}
          <Grid size={{ xs: 12, md: 4 }}>
            <QuickActionCard
              icon={<HelpIcon />}
              title={HOME_TEXT.helpCenter}
              text={HOME_TEXT.helpCenterText}
              onClick={() => navigate(`${prefix}/centro-de-ayuda`)}
            />
          </Grid>
        </Grid>
      </Box>

      <RenderLater fallback={<Box aria-busy="true" sx={{ minHeight: '100vh' }} />}>
        <HomeFeeds />
      </RenderLater>
    </Stack>
  );
}
