import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePublicConfig } from '../../../lib/api/get-public-config';
import { AuthShell } from '../components/auth-shell';

/** Its texts live here, not in AUTH_TEXT: the login page's JavaScript stays as small as it can. */
const TEXT = {
  title: 'Registro de empresas',
  intro: 'El acceso a Vitrina se entrega a las empresas con contrato en nuestros centros comerciales.',
  steps:
    'Para registrar tu empresa escríbenos indicando su razón social, su identificador tributario, el país y el centro comercial donde opera. Te enviaremos un correo para crear tu contraseña.',
  write: 'Escribir a',
  back: 'Volver al inicio de sesión',
};

/**
 * '/registro': where 'Registrarse' leads while REGISTRATION_URL is not set to the operator's own
 * registration site: how a company asks for access, with the support address.
 */
export default function RegistrationPage() {
  const navigate = useNavigate();
  const email = usePublicConfig().data?.supportEmail;
  return (
    <AuthShell title={TEXT.title}>
      <Stack spacing={2}>
        <Typography variant="body2">{TEXT.intro}</Typography>
        <Typography variant="body2" color="text.secondary">
          {TEXT.steps}
        </Typography>
        {email ? (
          <Typography variant="body2">
            {`${TEXT.write} `}
            <Link href={`mailto:${email}?subject=${encodeURIComponent(TEXT.title)}`} sx={{ fontWeight: 600 }}>
              {email}
            </Link>
          </Typography>
        ) : (
          <Skeleton width="60%" />
        )}
        <Button variant="contained" fullWidth onClick={() => navigate('/')}>
          {TEXT.back}
        </Button>
      </Stack>
    </AuthShell>
  );
}
