import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { canEditBrand, contractStatusLabel } from '@vitrina/domain/companies/companies.rules';
import { ContactWizard, type WizardTarget } from '../../../components/contact-wizard';
import { ContractDetailPanel } from '../../../components/contract-detail';
import { EmptyState } from '../../../components/empty-state';
import { LogoAvatar } from '../../../components/logo-avatar';
import { useCan } from '../../../lib/ability';
import { useBrand, useBrandSpaces } from '../../../lib/api/companies';
import { useHomePath, useSession } from '../../../lib/session';
import { AssignAdminDialog } from '../components/assign-admin-dialog';
import { BrandEditDrawer } from '../components/brand-edit-drawer';
import { RetryAlert, QueryRetryAlert } from '../../../components/load-state';

/** marca/:marcaId — a brand: logo, name, administrators, users, edit, contracts and spaces. */
export default function BrandPage() {
  const { marcaId = '' } = useParams();
  const location = useLocation();
  const brand = useBrand(marcaId);
  const spaces = useBrandSpaces(marcaId);
  const can = useCan();
  const home = useHomePath();
  const { user } = useSession();
  const [assigning, setAssigning] = useState(Boolean((location.state as { assign?: boolean } | null)?.assign));
  const [editing, setEditing] = useState(false);
  const [contract, setContract] = useState<string | null>(null);
  const [wizard, setWizard] = useState<WizardTarget | null>(null);

  if (brand.isPending)
    return (
      <Stack spacing={2} aria-busy>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  if (brand.isError) {
    return <RetryAlert text={COMPANY_MSG.brandLoadError} retryLabel={COMPANY_MSG.retry} onRetry={brand.refetch} />;
  }
  const b = brand.data;
  const canCreate = can('create', 'User');
  // the company administrator or this brand's administrator (the server refuses others with 403)
  const canEdit =
    !!user &&
    canEditBrand(
      user.clients.find((c) => c.id === b.empresaId)?.permissionsIds ?? [],
      user.roles.map((r) => ({ role_id: r.nombre, enabled: r.habilitado, client_id: r.empresaId, brand_id: r.marcaId })),
      { id: b.id, client_id: b.empresaId },
    );

  return (
    <Box>
      <Card sx={{ mb: 2 }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <LogoAvatar url={b.logo_url} name={b.name} />
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="h1">{b.name}</Typography>
            <Typography color="text.secondary">{[b.web, b.email, b.telefono].filter(Boolean).join(' · ')}</Typography>
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" component={RouterLink} to={`${home}/marca/${b.id}/contactos`}>
              {COMPANY_MSG.seeBrandContacts}
            </Button>
            {canCreate && (
              <Button variant="outlined" onClick={() => setAssigning(true)}>
                {COMPANY_MSG.addBrandAdmin}
              </Button>
            )}
            {canCreate && (
              <Button
                variant="outlined"
                onClick={() => setWizard({ rol: 'EXT_MARCA', empresaId: b.empresaId, marcaId: b.id, label: b.name })}
              >
                {COMPANY_MSG.addUser}
              </Button>
            )}
            {canEdit && (
              <Button variant="contained" onClick={() => setEditing(true)}>
                {COMPANY_MSG.editBrand}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="brand-admins" sx={{ mb: 2 }}>
        <CardHeader id="brand-admins" title={COMPANY_MSG.brandAdmin} slotProps={{ title: { component: 'h2', variant: 'h2' } }} />
        <CardContent>
          {b.administradores.length === 0 ? (
            <Typography color="text.secondary">{COMPANY_MSG.noAdmins}</Typography>
          ) : (
            <List aria-label={COMPANY_MSG.brandAdmin}>
              {b.administradores.map((a) => (
                <ListItem key={a.id}>
                  <ListItemText primary={`${a.nombres} ${a.apellidos}`} secondary={a.email} />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="brand-spaces">
        <CardHeader id="brand-spaces" title={COMPANY_MSG.spaces} slotProps={{ title: { component: 'h2', variant: 'h2' } }} />
        <CardContent>
          {spaces.isPending && <Skeleton variant="rounded" height={80} />}
          <QueryRetryAlert query={spaces} text={COMPANY_MSG.spacesLoadError} retryLabel={COMPANY_MSG.retry} />
          {spaces.data?.length === 0 && <EmptyState text={COMPANY_MSG.noSpaces} />}
          {spaces.data && spaces.data.length > 0 && (
            <List aria-label={COMPANY_MSG.spaces}>
              {spaces.data.map((s) => (
                <ListItem key={s.space_id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <ListItemText
                    primary={
                      <Link
                        component={RouterLink}
                        to={`${home}/marca/espacio/${s.space_id}`}
                        aria-label={`${COMPANY_MSG.seeStore} ${s.building_name} · ${s.space_num}`}
                      >{`${s.building_name} · ${s.space_num}`}</Link>
                    }
                  />
                  {s.contracts.map((k) => (
                    <Stack key={k.contract_id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Chip
                        size="small"
                        label={contractStatusLabel(k.contract_status)}
                        color={k.contract_status === 0 ? 'success' : 'default'}
                      />
                      <Button
                        size="small"
                        onClick={() => setContract(k.contract_id)}
                        aria-label={`${COMPANY_MSG.seeDetail} ${k.contract_num}`}
                      >
                        {k.contract_num}
                      </Button>
                      {canCreate && k.contract_status === 0 && (
                        <Button
                          size="small"
                          onClick={() =>
                            setWizard({
                              rol: 'EXT_LOCAL',
                              empresaId: b.empresaId,
                              contratoId: k.contract_id,
                              espacioId: s.space_id,
                              label: `${s.building_name} · ${s.space_num}`,
                            })
                          }
                        >
                          {COMPANY_MSG.addStoreChief}
                        </Button>
                      )}
                    </Stack>
                  ))}
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>

      <AssignAdminDialog brandId={b.id} brandName={b.name} open={assigning && canCreate} onClose={() => setAssigning(false)} />
      {canEdit && <BrandEditDrawer brand={b} open={editing} onClose={() => setEditing(false)} />}
      <ContractDetailPanel contractId={contract} onClose={() => setContract(null)} titleId="contract-drawer-title" />
      {wizard && <ContactWizard open onClose={() => setWizard(null)} target={wizard} />}
    </Box>
  );
}
