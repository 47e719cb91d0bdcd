import { useState, type ReactNode } from 'react';
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
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { MAX_STORE_CHIEFS } from '@vitrina/domain/sales/daily.rules';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { ContactWizard } from '../../../components/contact-wizard';
import { ContractDetailPanel } from '../../../components/contract-detail';
import { EmptyState } from '../../../components/empty-state';
import { useCan } from '../../../lib/ability';
import { isApiError } from '../../../lib/api-client';
import { useHomePath } from '../../../lib/session';
import { useStore } from '../api/get-store';
import { useStoreChiefs } from '../api/get-store-chiefs';
import { LoadingStatus, RetryAlert, TitledNotice, QueryRetryAlert } from '../../../components/load-state';

/**
 * marca/espacio/:espacioId — a store: brand, building, local number and current contract (detail
 * in a drawer), its 'Jefes de Local' (at most two) and the create-contact wizard with the
 * store-chief role.
 */
export default function StorePage() {
  const { espacioId = '' } = useParams();
  const home = useHomePath();
  const can = useCan();
  const store = useStore(espacioId);
  const readsStoreChiefs = can('read', 'DailySales');
  const chiefs = useStoreChiefs(espacioId, readsStoreChiefs && store.isSuccess);
  const [contract, setContract] = useState<string | null>(null);
  const [wizard, setWizard] = useState(false);

  if (store.isPending) {
    return <LoadingStatus text={COMPANY_MSG.storeLoading} />;
  }
  if (store.isError) {
    const missing = isApiError(store.error) && store.error.status === 404;
    return (
      <TitledNotice title={COMPANY_MSG.storeSpace}>
        {missing ? (
          <EmptyState
            text={COMPANY_MSG.storeNotFound}
            action={
              <Button component={RouterLink} to={`${home}/marca`}>
                {COMPANY_MSG.brandsTitle}
              </Button>
            }
          />
        ) : (
          <RetryAlert text={COMPANY_MSG.storeLoadError} retryLabel={COMPANY_MSG.retry} onRetry={store.refetch} />
        )}
      </TitledNotice>
    );
  }

  const s = store.data;
  const k = s.contrato;
  const list = chiefs.data?.managers ?? [];
  const full = list.length >= (chiefs.data?.max ?? MAX_STORE_CHIEFS);
  const canAdd = can('create', 'User') && k.status === 0;
  const label = `${s.building_name} · ${s.space_num}`;
  const facts: [string, ReactNode][] = [
    [
      COMPANY_MSG.storeBrand,
      <Link key="b" component={RouterLink} to={`${home}/marca/${s.marcaId}`}>
        {s.marcaNombre}
      </Link>,
    ],
    [COMPANY_MSG.storeBuilding, s.building_name],
    [COMPANY_MSG.colSpace, s.space_num],
    [COMPANY_MSG.storeArea, s.area_m2.toLocaleString('es-CL')],
    [
      COMPANY_MSG.storeContract,
      <Stack key="k" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          sx={{ p: 0, minWidth: 0 }}
          onClick={() => setContract(k.id)}
          aria-label={`${COMPANY_MSG.seeDetail} ${k.codigo}`}
        >
          {k.codigo}
        </Button>
        <Chip size="small" label={k.estatus} color={k.status === 0 ? 'success' : 'default'} />
      </Stack>,
    ],
  ];

  return (
    <Box>
      <Button component={RouterLink} to={`${home}/marca/${s.marcaId}`} sx={{ mb: 1 }}>
        {COMPANY_MSG.backToBrand}
      </Button>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h1">{`${s.marcaNombre} · ${COMPANY_MSG.storeSpace} ${s.space_num}`}</Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {s.building_name}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, rowGap: 1 }}>
            {facts.map(([name, value]) => (
              <Box key={name} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {name}
                </Typography>
                <Box component="dd" sx={{ m: 0 }}>
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="store-chiefs">
        <CardHeader
          id="store-chiefs"
          title={COMPANY_MSG.storeChiefs}
          slotProps={{ title: { component: 'h2', variant: 'h2' } }}
          action={
            canAdd && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                disabled={readsStoreChiefs && (!chiefs.isSuccess || full)}
                onClick={() => setWizard(true)}
              >
                {COMPANY_MSG.addStoreChief}
              </Button>
            )
          }
        />
        <CardContent>
          {readsStoreChiefs && chiefs.isPending && <CircularProgress size={24} aria-label={COMPANY_MSG.storeLoading} />}
          <QueryRetryAlert query={chiefs} text={COMPANY_MSG.storeChiefsLoadError} retryLabel={COMPANY_MSG.retry} />
          {chiefs.isSuccess && list.length === 0 && <EmptyState text={COMPANY_MSG.noStoreChiefs} />}
          {list.length > 0 && (
            <List aria-label={COMPANY_MSG.storeChiefs}>
              {list.map((m) => (
                <ListItem
                  key={m.id}
                  divider
                  secondaryAction={
                    m.estado === 'Pendiente' ? <Chip size="small" color="warning" label={COMPANY_MSG.pendingContact} /> : undefined
                  }
                >
                  <ListItemText
                    primary={`${m.nombres} ${m.apellidos}`}
                    secondary={[m.email, m.telefono || COMPANY_MSG.noPhone].join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {chiefs.isSuccess && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ mt: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Typography variant="body2" color="text.secondary">{`${list.length}/${chiefs.data.max}`}</Typography>
              {full && canAdd && (
                <Alert severity="info" sx={{ flex: 1 }}>
                  {SALES_MSG.storeChiefsMax}
                </Alert>
              )}
              {can('manage', 'User') && (
                <Button component={RouterLink} to={`${home}/espacio/${s.space_id}/encargados`}>
                  {COMPANY_MSG.manageStoreChiefs}
                </Button>
              )}
            </Stack>
          )}
        </CardContent>
      </Card>

      <ContractDetailPanel contractId={contract} onClose={() => setContract(null)} titleId="store-contract-title" />
      {wizard && (
        <ContactWizard
          open
          onClose={() => setWizard(false)}
          target={{ rol: 'EXT_LOCAL', empresaId: s.empresaId, contratoId: k.id, espacioId: s.space_id, label }}
        />
      )}
    </Box>
  );
}
