import { Link as RouterLink, useNavigate } from 'react-router';
import { useSnackbar } from '../../../lib/toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import CheckIcon from '@mui/icons-material/CheckCircle';
import { COUNTRIES } from '@vitrina/domain/countries/countries';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { selectClient, selectedClientOf, useHomePath, useSession } from '../../../lib/session';
import { COMPANY_SELECTION_TEXT as T } from '../messages';
import { CountryName } from '../../../components/country-name';

/**
 * seleccionEmpresa — the companies the user belongs to (the session's clients, as the top bar's
 * selector lists them). Choosing one switches the active company the same way the selector
 * does (selectClient: the ability and the menu follow) and goes home.
 */
export default function SelectCompanyPage() {
  const { user, selectedClientId } = useSession();
  const home = useHomePath();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  if (!user) return <PageLoader />;

  const current = selectedClientOf(user, selectedClientId);
  const choose = (id: string, name: string) => {
    if (id !== current?.id) {
      selectClient(id);
      enqueueSnackbar(T.switched(name), { variant: 'success' });
    }
    navigate(home);
  };

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {T.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {T.intro}
      </Typography>
      {user.clients.length === 0 ? (
        <EmptyState text={T.none} icon={<BusinessIcon fontSize="inherit" />} />
      ) : (
        <Box
          component="ul"
          aria-label={T.listLabel}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {user.clients.map((c) => {
            const isCurrent = c.id === current?.id;
            const country = COUNTRIES[c.countryId];
            return (
              <li key={c.id}>
                <Card
                  variant="outlined"
                  sx={{
                    height: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    borderColor: isCurrent ? 'primary.main' : undefined,
                    borderWidth: isCurrent ? 2 : 1,
                  }}
                >
                  <CardActionArea onClick={() => choose(c.id, c.name)} aria-current={isCurrent ? 'true' : undefined} sx={{ flex: 1 }}>
                    <CardContent>
                      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                        <BusinessIcon aria-hidden color={isCurrent ? 'primary' : 'action'} sx={{ mt: 0.5 }} />
                        <Box sx={{ flex: 1, minWidth: 0 }}>
                          {/* a button's content is its name: spans, not a heading */}
                          <Typography component="span" sx={{ display: 'block', fontSize: '1.1rem', fontWeight: 600 }}>
                            {c.name}
                          </Typography>
                          <Typography
                            component="span"
                            color="text.secondary"
                            sx={{ display: 'block' }}
                          >{`${country.taxIdLabel} ${c.taxId}`}</Typography>
                          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                            <CountryName id={country.id} />
                          </Typography>
                        </Box>
                        {isCurrent && <Chip icon={<CheckIcon />} label={T.current} color="primary" size="small" />}
                      </Stack>
                    </CardContent>
                  </CardActionArea>
                  <CardActions sx={{ justifyContent: 'flex-end' }}>
                    <Button
                      component={RouterLink}
                      to={`${home}/perfil/ver_cliente/${encodeURIComponent(c.id)}`}
                      size="small"
                      aria-label={T.viewDataOf(c.name)}
                    >
                      {T.viewData}
                    </Button>
                  </CardActions>
                </Card>
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
