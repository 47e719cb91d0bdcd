import { Link as RouterLink } from 'react-router';
import { Alert, Avatar, Box, Button, Chip, Divider, Skeleton, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { SessionUser } from '@vitrina/domain/auth/auth.schema';
import { COUNTRIES } from '@vitrina/domain/countries/countries';
import { useUserBuildings } from '../api/get-user-buildings';
import { PROFILE_TEXT } from '../messages';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>{value}</Typography>
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
        <Avatar aria-hidden sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: '1.5rem' }}>{initials}</Avatar>
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
        <Field label={PROFILE_TEXT.country} value={`${country.emoji} ${country.name}`} />
        <Field label={PROFILE_TEXT.companies} value={user.clients.map((c) => c.name).join(', ') || '--'} />
      </Box>
      <Divider />
      <Box component="section" aria-labelledby="profile-buildings">
        <Typography id="profile-buildings" variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>{PROFILE_TEXT.buildings}</Typography>
        {buildings.isPending && <Skeleton variant="rounded" height={32} width={320} />}
        {buildings.isError && (
          <Alert severity="warning" action={<Button color="inherit" size="small" onClick={() => buildings.refetch()}>{PROFILE_TEXT.retry}</Button>}>
            {PROFILE_TEXT.buildingsError}
          </Alert>
        )}
        {buildings.data && (buildings.data.length ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} component="ul" aria-label={PROFILE_TEXT.buildings} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {buildings.data.map((b) => (
              <li key={b.id}><Chip label={`${b.name} · ${b.city}`} variant="outlined" /></li>
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{PROFILE_TEXT.noBuildings}</Typography>
        ))}
      </Box>
    </Stack>
  );
}
