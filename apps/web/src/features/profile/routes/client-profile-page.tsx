import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { COUNTRIES } from '@vitrina/domain/countries/countries';
import { clientProfileAccess, heldPermissionsByCategory } from '@vitrina/domain/profile/client-profile';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { isApiError } from '../../../lib/api-client';
import { useCompany } from '../../../lib/api/companies';
import { usePermissionCategories } from '../../../lib/api/get-permission-categories';
import { selectedClientOf, useHomePath, useSession } from '../../../lib/session';
import { PROFILE_TEXT } from '../messages';
import { CountryName } from '../../../components/country-name';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { RetryAlert, QueryRetryAlert } from '../../../components/load-state';

const h2 = { title: { component: 'h2', variant: 'h2' } } as const;

function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, rowGap: 1, columnGap: 2 }}>
      {rows.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {k}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {v || '--'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The permissions the user holds in the client, grouped by the server's categories. */
function MyPermissions({ heldIds }: { heldIds: number[] }) {
  const categories = usePermissionCategories();
  const groups = categories.data ? heldPermissionsByCategory(categories.data, heldIds) : [];
  return (
    <Card component="section" aria-labelledby="client-permissions">
      <CardHeader id="client-permissions" title={PROFILE_TEXT.myPermissions} slotProps={h2} />
      <CardContent sx={{ pt: 0 }}>
        {categories.isPending && (
          <Stack spacing={1} role="status" aria-label={PROFILE_TEXT.myPermissions}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={28} />
            ))}
          </Stack>
        )}
        <QueryRetryAlert query={categories} severity="warning" small text={PROFILE_TEXT.permissionsError} retryLabel={PROFILE_TEXT.retry} />
        {categories.data && groups.length === 0 && <EmptyState text={PROFILE_TEXT.noPermissions} />}
        {groups.length > 0 && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {groups.map((g) => (
              <Box key={g.id} component="section" aria-labelledby={`client-permissions-${g.id}`}>
                <Typography id={`client-permissions-${g.id}`} component="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
                  {g.name}
                </Typography>
                <List dense disablePadding>
                  {g.permissions.map((p) => (
                    <ListItem key={p.id} disableGutters>
                      <ListItemText primary={p.name} secondary={p.description} />
                    </ListItem>
                  ))}
                </List>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * perfil/ver_cliente/{clienteId} — read-only page of a company the user belongs to: its data
 * (GET /fo/companies/empresas/{id} for its administrators, which refuses other clients with
 * 404; what the session holds for other members) and the user's permissions there. A client
 * the user does not belong to is not found.
 */
export default function ClientProfilePage() {
  const { clienteId = '' } = useParams();
  const { user, selectedClientId } = useSession();
  const home = useHomePath();
  const access = user ? clientProfileAccess(user.clients, clienteId) : 'not-found';
  const company = useCompany(access === 'full' ? clienteId : '');
  if (!user) return <PageLoader />;

  const back = (
    <Button component={RouterLink} to={`${home}/perfil/mi_perfil`} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {PROFILE_TEXT.back}
    </Button>
  );
  const client = user.clients.find((c) => c.id === clienteId);
  const missing = company.isError && isApiError(company.error) && company.error.status === 404;
  if (!client || missing) {
    return (
      <Box>
        {back}
        <Typography variant="h1" sx={{ mb: 2 }}>
          {PROFILE_TEXT.companyNotFoundTitle}
        </Typography>
        <EmptyState text={COMPANY_MSG.companyNotFound} icon={<BusinessIcon fontSize="inherit" />} />
      </Box>
    );
  }

  const country = COUNTRIES[client.countryId];
  // 'Actual' only means something to a user of several companies
  const isCurrent = user.clients.length > 1 && selectedClientOf(user, selectedClientId)?.id === client.id;
  const base: [string, ReactNode][] = [
    [COMPANY_MSG.legalName, client.name],
    [COMPANY_MSG.taxId, `${country.taxIdLabel} ${client.taxId}`],
    [PROFILE_TEXT.country, <CountryName id={country.id} />],
  ];
  const c = company.data;
  const contact: [string, ReactNode][] = c
    ? [
        [
          COMPANY_MSG.website,
          c.website &&
            (!/^https?:\/\//i.test(c.website) ? (
              c.website
            ) : (
              <Link href={c.website} target="_blank" rel="noopener noreferrer">
                {c.website}
                <Box component="span" sx={visuallyHidden}>{` ${PROFILE_TEXT.opensInNewTab}`}</Box>
              </Link>
            )),
        ],
        [COMPANY_MSG.email, c.email && <Link href={`mailto:${c.email}`}>{c.email}</Link>],
        [COMPANY_MSG.phone, c.phone && <Link href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</Link>],
        [COMPANY_MSG.address, c.address],
      ]
    : [];

  return (
    <Box>
      {back}
      <Typography variant="overline" component="p" color="text.secondary">
        {PROFILE_TEXT.companyTitle}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">{client.name}</Typography>
        {isCurrent && <Chip label={PROFILE_TEXT.currentCompany} color="primary" size="small" />}
      </Stack>
      <Stack spacing={2}>
        <Card component="section" aria-labelledby="client-data">
          <CardHeader id="client-data" title={PROFILE_TEXT.companyData} slotProps={h2} />
          <CardContent sx={{ pt: 0 }}>
            {access === 'full' && company.isPending && (
              <Box role="status" sx={{ py: 4, textAlign: 'center' }}>
                <CircularProgress aria-hidden />
                <Typography sx={{ mt: 2 }}>{COMPANY_MSG.companyLoading}</Typography>
              </Box>
            )}
            {access === 'full' && company.isError && (
              <RetryAlert text={COMPANY_MSG.companyLoadError} retryLabel={COMPANY_MSG.retry} onRetry={company.refetch} />
            )}
            {(access === 'summary' || c) && <Fields rows={[...base, ...contact]} />}
            {access === 'summary' && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {PROFILE_TEXT.summaryOnly}
              </Alert>
            )}
          </CardContent>
        </Card>
        <MyPermissions heldIds={client.permissionsIds} />
      </Stack>
    </Box>
  );
}
