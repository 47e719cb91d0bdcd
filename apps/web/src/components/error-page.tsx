import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FailureLayout } from './failure-layout';
import { MSG } from '@vitrina/domain/common/messages';
import { useSignOut } from '../lib/api/sign-out';
import { useHomePath } from '../lib/session';

/** Texts of the error page. Catalogue texts: domain MSG. */
export const ERROR_PAGE_TEXT = {
  status: (status: number) => `Error ${status}`,
  signOut: 'Cerrar sesión',
  home: 'Volver a inicio',
  redirecting: 'Te llevaremos al inicio en unos segundos.',
} as const;

/** Home after this long. */
const REDIRECT_AFTER_MS = 5000;

interface Props {
  status: number;
  /** outside the app layout the page is its own <main> */
  standalone?: boolean;
}

/** 404 'Página no encontrada.', otherwise 'Error inesperado'; home after 5 s. */
export function ErrorPage({ status, standalone = false }: Props) {
  const navigate = useNavigate();
  const home = useHomePath();
  const signOut = useSignOut();

  useEffect(() => {
    const t = window.setTimeout(() => navigate(home, { replace: true }), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(t);
  }, [home, navigate]);

  return (
    <FailureLayout standalone={standalone}>
      <Typography sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>{status}</Typography>
      <Typography variant="h1">{status === 404 ? MSG.notFoundPage : MSG.unexpectedError}</Typography>
      <Typography color="text.secondary">{ERROR_PAGE_TEXT.redirecting}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="outlined" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          {ERROR_PAGE_TEXT.signOut}
        </Button>
        <Button variant="contained" onClick={() => navigate(home)}>
          {ERROR_PAGE_TEXT.home}
        </Button>
      </Stack>
    </FailureLayout>
  );
}
