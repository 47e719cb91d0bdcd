import { lazyPage } from '../../../lib/page-code';
import { Suspense, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { COUNTRIES } from '@vitrina/domain/countries/countries';
import { API_KEY_MSG } from '@vitrina/domain/api-keys/api-keys.messages';
import { ACCESS_LOG_MSG } from '@vitrina/domain/access-log/access-log.messages';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { EmptyState } from '../../../components/empty-state';
import { LogoAvatar } from '../../../components/logo-avatar';
import { ContactWizard } from '../../../components/contact-wizard';
import { SectionChangeDialog } from '../../../components/section-change-dialog';
import { useCan } from '../../../lib/ability';
import { isApiError } from '../../../lib/api-client';
import { useCompany, useCompanyBrands, useCompanyContacts } from '../../../lib/api/companies';
import { selectedClientOf, useHomePath, useSession } from '../../../lib/session';
import { CompanyEditDrawer } from '../components/company-edit-drawer';
import { TitledNotice, QueryRetryAlert } from '../../../components/load-state';
import { CompanyRecordNotice } from '../../../components/company-record-notice';

const ApiKeysTab = lazyPage(() => import('../components/api-keys-tab'));
const AccessLogTab = lazyPage(() => import('../components/access-log-tab'));

/** The tabs of 'Mi empresa' (in the URL: ?tab=...). */
const TABS = [
  { id: 'datos', label: 'Datos de la empresa' },
  { id: 'claves-api', label: API_KEY_MSG.title },
  { id: 'accesos', label: ACCESS_LOG_MSG.title },
] as const;

/** empresa — 'Mi empresa': company data (editable with manage:Client), contacts and brands. */
export default function CompanyPage() {
  const { user, selectedClientId } = useSession();
  const client = user ? selectedClientOf(user, selectedClientId) : undefined;
  const can = useCan();
  const allowed = can('manage', 'Client');
  const id = allowed ? (client?.id ?? '') : '';
  const company = useCompany(id);
  const contacts = useCompanyContacts(id);
  const brands = useCompanyBrands(id, can('read', 'Brand'));
  const home = useHomePath();
  const [wizard, setWizard] = useState(false);
  const [sectionChange, setSectionChange] = useState(false);
  const [editing, setEditing] = useState(false);
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'datos';

  // no company to manage, or the server found none: the empty state, not an error
  if (!id || (company.isError && isApiError(company.error) && company.error.status === 404))
    return (
      <TitledNotice title={COMPANY_MSG.companyTitle}>
        <EmptyState text={COMPANY_MSG.companyNotFound} />
      </TitledNotice>
    );
  if (company.isPending || company.isError) {
    return <CompanyRecordNotice query={company} title={COMPANY_MSG.companyTitle} errorText={COMPANY_MSG.companyLoadError} />;
  }
  const c = company.data;
  const fields: [string, string | null][] = [
    [COMPANY_MSG.legalName, c.name],
    [COMPANY_MSG.taxId, c.taxId],
    [COMPANY_MSG.website, c.website],
    [COMPANY_MSG.email, c.email],
    [COMPANY_MSG.phone, c.phone],
    [COMPANY_MSG.address, c.address],
  ];

  const timeZone = COUNTRIES[client!.countryId].timeZone;

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {COMPANY_MSG.companyTitle}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, v: string) => setParams(v === 'datos' ? {} : { tab: v })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={COMPANY_MSG.companyTitle}
        sx={{ mb: 2 }}
      >
        {TABS.map((t) => (
          <Tab key={t.id} value={t.id} label={t.label} id={`company-tab-${t.id}`} aria-controls={`company-panel-${t.id}`} />
        ))}
      </Tabs>
      {tab !== 'datos' && (
        <Box role="tabpanel" id={`company-panel-${tab}`} aria-labelledby={`company-tab-${tab}`}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {TABS.find((t) => t.id === tab)!.label}
          </Typography>
          <Suspense fallback={<CircularProgress size={24} aria-label={COMPANY_MSG.companyLoading} />}>
            {tab === 'claves-api' && <ApiKeysTab clientId={c.id} timeZone={timeZone} />}
            {tab === 'accesos' && <AccessLogTab clientId={c.id} timeZone={timeZone} />}
          </Suspense>
        </Box>
      )}
      <Stack spacing={2} role="tabpanel" id="company-panel-datos" aria-labelledby="company-tab-datos" hidden={tab !== 'datos'}>
        <Card>
          <CardHeader
            avatar={<LogoAvatar url={c.logo_url} name={c.name} size={56} />}
            title={c.name}
            slotProps={{ title: { component: 'h2', variant: 'h2' } }}
            action={
              allowed && (
                <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                  {COMPANY_MSG.edit}
                </Button>
              )
            }
          />
          <CardContent>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, rowGap: 1 }}>
              {fields.map(([k, v]) => (
                <Box key={k} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {k}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {v || '--'}
                  </Typography>
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>

        <Card component="section" aria-labelledby="company-contacts">
          <CardHeader
            title={COMPANY_MSG.contacts}
            id="company-contacts"
            slotProps={{ title: { component: 'h2', variant: 'h2' } }}
            sx={{ flexWrap: 'wrap', rowGap: 1 }}
            action={
              <Stack direction="row" spacing={1}>
                {can('manage', 'User') && <Button onClick={() => setSectionChange(true)}>Usuarios y roles</Button>}
                {can('create', 'User') && (
                  <Button variant="contained" startIcon={<AddIcon />} onClick={() => setWizard(true)}>
                    {COMPANY_MSG.newContact}
                  </Button>
                )}
              </Stack>
            }
          />
          <CardContent>
            {contacts.isPending && <CircularProgress size={24} aria-label={COMPANY_MSG.companyLoading} />}
            <QueryRetryAlert query={contacts} text={COMPANY_MSG.companyLoadError} retryLabel={COMPANY_MSG.retry} />
            {contacts.data && contacts.data.length === 0 && <EmptyState text={COMPANY_MSG.noContacts} />}
            {contacts.data && contacts.data.length > 0 && (
              <List aria-label={COMPANY_MSG.contacts}>
                {contacts.data.map((p, i) => (
                  <Box key={p.id} component="li" sx={{ listStyle: 'none' }}>
                    {i > 0 && <Divider component="div" />}
                    <ListItem
                      component="div"
                      secondaryAction={
                        p.estado === 'Pendiente' ? <Chip size="small" color="warning" label={COMPANY_MSG.pendingContact} /> : undefined
                      }
                    >
                      <ListItemText
                        primary={`${p.nombres} ${p.apellidos}`}
                        secondary={[p.position, p.email, p.telefono].filter(Boolean).join(' · ')}
                      />
                    </ListItem>
                  </Box>
                ))}
              </List>
            )}
          </CardContent>
        </Card>

        <Card component="section" aria-labelledby="company-brands">
          <CardHeader title={COMPANY_MSG.brands} id="company-brands" slotProps={{ title: { component: 'h2', variant: 'h2' } }} />
          <CardContent>
            {brands.isPending && brands.fetchStatus !== 'idle' && <CircularProgress size={24} aria-label={COMPANY_MSG.companyLoading} />}
            <QueryRetryAlert query={brands} text={COMPANY_MSG.brandLoadError} retryLabel={COMPANY_MSG.retry} />
            {brands.data && brands.data.length === 0 && <EmptyState text={COMPANY_MSG.noResults} />}
            {brands.data && brands.data.length > 0 && (
              <List aria-label={COMPANY_MSG.brands}>
                {brands.data.map((b) => (
                  <ListItem
                    key={b.id}
                    divider
                    secondaryAction={
                      b.administradores.length === 0 && can('create', 'User') ? (
                        <Button
                          component={RouterLink}
                          to={`${home}/marca/${b.id}`}
                          state={{ assign: true }}
                          aria-label={`${COMPANY_MSG.assignPlus} ${b.name}`}
                        >
                          {COMPANY_MSG.assignPlus}
                        </Button>
                      ) : undefined
                    }
                  >
                    <ListItemText
                      primary={
                        <Link component={RouterLink} to={`${home}/marca/${b.id}`}>
                          {b.name}
                        </Link>
                      }
                      secondary={
                        b.administradores.length
                          ? `${COMPANY_MSG.brandAdmin}: ${b.administradores.map((a) => `${a.nombres} ${a.apellidos}`).join(', ')}`
                          : COMPANY_MSG.noAdmins
                      }
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </CardContent>
        </Card>
      </Stack>
      {wizard && (
        <ContactWizard open={wizard} onClose={() => setWizard(false)} target={{ rol: 'EXT_EMPRESA', empresaId: c.id, label: c.name }} />
      )}
      <SectionChangeDialog open={sectionChange} onClose={() => setSectionChange(false)} />
      {allowed && <CompanyEditDrawer company={c} open={editing} onClose={() => setEditing(false)} />}
    </Box>
  );
}
