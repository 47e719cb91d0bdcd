import { useNavigate } from 'react-router';
import { Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import { usePublicConfig } from '../../../lib/api/get-public-config';
import { AuthShell } from '../components/auth-shell';
import { AUTH_TEXT } from '../messages';

/**
 * '/registro': where 'Registrarse' leads while REGISTRATION_URL is not set to the operator's own
 * registration site (spec 1 §1): how a company asks for access, with the support address.
 */
export default function RegistrationPage() {
  const navigate = useNavigate();
  const email = usePublicConfig().data?.supportEmail;
  return (
    <AuthShell title={AUTH_TEXT.registerTitle}>
      <Stack spacing={2}>
        <Typography variant="body2">{AUTH_TEXT.registerIntro}</Typography>
        <Typography variant="body2" color="text.secondary">{AUTH_TEXT.registerSteps}</Typography>
        {email ? (
          <Typography variant="body2">
            {`${AUTH_TEXT.registerWrite} `}
            <Link href={`mailto:${email}?subject=${encodeURIComponent(AUTH_TEXT.registerTitle)}`} sx={{ fontWeight: 600 }}>{email}</Link>
          </Typography>
        ) : <Skeleton width="60%" />}
        <Button variant="contained" fullWidth onClick={() => navigate('/')}>{AUTH_TEXT.registerBack}</Button>
      </Stack>
    </AuthShell>
  );
}
