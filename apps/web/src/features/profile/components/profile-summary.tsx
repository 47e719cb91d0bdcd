import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import SwapIcon from '@mui/icons-material/SwapHoriz';
import type { SessionUser } from '@vitrina/domain/auth/auth.schema';
import { COUNTRIES } from '@vitrina/domain/countries/countries';
import { selectedClientOf, useSession } from '../../../lib/session';
import { useUserBuildings } from '../api/get-user-buildings';
import { PROFILE_TEXT } from '../messages';
import { CountryName } from '../../../components/country-name';
import { QueryRetryAlert } from '../../../components/load-state';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** 'Mis empresas': each company links to its page (perfil/ver_cliente/{id}); the active one is marked. */
function MyCompanies({ user, homePath }: { user: SessionUser; homePath: string }) {
  const { selectedClientId } = useSession();
  const current = selectedClientOf(user, selectedClientId);
  return (
    <Box component="section" aria-labelledby="profile-companies">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography id="profile-companies" variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {PROFILE_TEXT.myCompanies}
        </Typography>
        {user.clients.length > 1 && (
          <Button component={RouterLink} to={`${homePath}/seleccionEmpresa`} size="small" startIcon={<SwapIcon />}>
            {PROFILE_TEXT.switchCompany}
          </Button>
        )}
      </Stack>
      {user.clients.length === 0 ? (
        <Typography color="text.secondary">{PROFILE_TEXT.noCompanies}</Typography>
      ) : (
        <Stack component="ul" aria-labelledby="profile-companies" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {user.clients.map((c) => (
            <Stack component="li" key={c.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={`${homePath}/perfil/ver_cliente/${encodeURIComponent(c.id)}`} sx={{ fontWeight: 500 }}>
                {c.name}
              </Link>
              <Typography variant="body2" color="text.secondary">{`${COUNTRIES[c.countryId].taxIdLabel} ${c.taxId}`}</Typography>
              {user.clients.length > 1 && c.id === current?.id && (
                <Chip label={PROFILE_TEXT.currentCompany} color="primary" size="small" variant="outlined" />
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** 'Perfil': who the user is, the companies and the shopping centres of their spaces. */
export function ProfileSummary({ user, homePath }: { user: SessionUser; homePath: string }) {
  const buildings = useUserBuildings(user.id);
  const country = COUNTRIES[user.countryId];
  const initials = `${user.nombres.charAt(0)}${user.apellidos.charAt(0)}`.toUpperCase();

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Avatar aria-hidden sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: '1.5rem' }}>
          {initials}
        </Avatar>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h2">{`${user.nombres} ${user.apellidos}`}</Typography>
          <Typography color="text.secondary">{user.position ?? PROFILE_TEXT.noPosition}</Typography>
        </Box>
        {!user.corporativo && (
          <Button component={RouterLink} to={`${homePath}/perfil/updatePerfil`} variant="outlined" startIcon={<EditIcon />}>
            {PROFILE_TEXT.edit}
          </Button>
        )}
      </Stack>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Field label={PROFILE_TEXT.email} value={user.email} />
        <Field label={PROFILE_TEXT.phone} value={user.phone ?? PROFILE_TEXT.noPhone} />
        <Field label={PROFILE_TEXT.country} value={<CountryName id={country.id} />} />
      </Box>
      <Divider />
      <MyCompanies user={user} homePath={homePath} />
      <Divider />
      <Box component="section" aria-labelledby="profile-buildings">
        <Typography id="profile-buildings" variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
          {PROFILE_TEXT.buildings}
        </Typography>
        {buildings.isPending && <Skeleton variant="rounded" height={32} width={320} />}
        <QueryRetryAlert query={buildings} small severity="warning" text={PROFILE_TEXT.buildingsError} retryLabel={PROFILE_TEXT.retry} />
        {buildings.data &&
          (buildings.data.length ? (
            <Stack
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 1 }}
              component="ul"
              aria-label={PROFILE_TEXT.buildings}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {buildings.data.map((b) => (
                <li key={b.id}>
                  <Chip label={`${b.name} · ${b.city}`} variant="outlined" />
                </li>
              ))}
            </Stack>
          ) : (
            <Typography color="text.secondary">{PROFILE_TEXT.noBuildings}</Typography>
          ))}
      </Box>
    </Stack>
  );
}
