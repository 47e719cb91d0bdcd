import { useLocation, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { matchRoute } from '@vitrina/domain/auth/routes';
import { MSG } from '@vitrina/domain/common/messages';
import { useHomePath } from '../../../lib/session';
import { ERRORS_TEXT } from '../messages';

/** Every route of the route table not built yet: its title and a way back home. */
export default function UnderConstructionPage() {
  const { pathname } = useLocation();
  const { country = '' } = useParams();
  const navigate = useNavigate();
  const home = useHomePath();
  const prefix = `/${country}/shopping`;
  const relative = pathname.startsWith(prefix) ? pathname.slice(prefix.length).replace(/^\/+|\/+$/g, '') : '';
  const title = matchRoute(decodeURIComponent(relative))?.title;

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, sm: 6 } }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, width: '100%', textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <ConstructionIcon sx={{ fontSize: 56, color: 'secondary.main' }} aria-hidden />
          <Typography variant="h1">{MSG.underConstruction}</Typography>
          {title && (
            <Typography variant="h2" component="p" color="primary">
              {title}
            </Typography>
          )}
          <Typography color="text.secondary">{ERRORS_TEXT.constructionText(title ?? ERRORS_TEXT.constructionFallbackTitle)}</Typography>
          <Button variant="contained" onClick={() => navigate(home)}>
            {ERRORS_TEXT.home}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
