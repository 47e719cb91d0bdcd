import { useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { QueryRetryAlert } from '../../../components/load-state';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { EmptyState } from '../../../components/empty-state';
import { useCompanyBrands } from '../../../lib/api/companies';
import { selectedClientOf, useHomePath, useSession } from '../../../lib/session';

/** marca — 'Marcas': a card per brand in the user's charge. */
export default function BrandsPage() {
  const { user, selectedClientId } = useSession();
  const client = user ? selectedClientOf(user, selectedClientId) : undefined;
  const brands = useCompanyBrands(client?.id ?? '');
  const navigate = useNavigate();
  const home = useHomePath();
  return (
    <Box>
      <Typography variant="h1">{COMPANY_MSG.brandsTitle}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {COMPANY_MSG.brandsSubtitle}
      </Typography>
      {brands.isPending && (
        <Grid container spacing={2}>
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
              <Skeleton variant="rounded" height={120} />
            </Grid>
          ))}
        </Grid>
      )}
      <QueryRetryAlert query={brands} text={COMPANY_MSG.brandLoadError} retryLabel={COMPANY_MSG.retry} />
      {brands.data?.length === 0 && <EmptyState text={COMPANY_MSG.noResults} />}
      {brands.data && brands.data.length > 0 && (
        <Grid container spacing={2} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {brands.data.map((b) => (
            <Grid key={b.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Card>
                <CardActionArea onClick={() => navigate(`${home}/marca/${b.id}`, { state: { masDeUnLocal: true } })}>
                  <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                    <Avatar src={b.logo_url ?? undefined} alt="" variant="rounded" sx={{ width: 56, height: 56 }}>
                      {b.name[0]}
                    </Avatar>
                    <Box>
                      <Typography variant="h3" component="h2">
                        {b.name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {b.administradores.length
                          ? b.administradores.map((a) => `${a.nombres} ${a.apellidos}`).join(', ')
                          : COMPANY_MSG.noAdmins}
                      </Typography>
                    </Box>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
