import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { TenantRole } from '@vitrina/domain/auth/permissions';
import { COMPANY_MSG, WIZARD_MSG } from '@vitrina/domain/companies/companies.messages';
import type { Contact } from '@vitrina/domain/companies/companies.schema';
import { userStatusLabel } from '@vitrina/domain/users/users.rules';
import { ContactWizard } from '../../../components/contact-wizard';
import { DataTable, type Column } from '../../../components/data-table';
import { useCan } from '../../../lib/ability';
import { useBrand, useBrandContacts } from '../../../lib/api/companies';
import { useHomePath } from '../../../lib/session';
import { RetryAlert } from '../../../components/load-state';
import { CompanyRecordNotice } from '../../../components/company-record-notice';
import { PageHeader } from '../../../components/page-header';

const roleName = (r: string) => WIZARD_MSG.roleNames[r as TenantRole] ?? r;

/** marca/:marcaId/contactos — the brand's contacts and the wizard to add a brand contact. */
export default function BrandContactsPage() {
  const { marcaId = '' } = useParams();
  const home = useHomePath();
  const can = useCan();
  const brand = useBrand(marcaId);
  const contacts = useBrandContacts(marcaId);
  const [wizard, setWizard] = useState(false);

  if (brand.isPending || brand.isError) {
    return <CompanyRecordNotice query={brand} title={COMPANY_MSG.brandContacts} errorText={COMPANY_MSG.brandLoadError} />;
  }
  const b = brand.data;
  const columns: Column<Contact>[] = [
    { key: 'name', header: COMPANY_MSG.colName, rowHeader: true, render: (c) => `${c.nombres} ${c.apellidos}` },
    { key: 'email', header: COMPANY_MSG.colEmail, render: (c) => c.email },
    { key: 'role', header: COMPANY_MSG.colRole, render: (c) => [...new Set(c.roles)].map(roleName).join(', ') },
    { key: 'phone', header: COMPANY_MSG.colPhone, render: (c) => c.telefono || COMPANY_MSG.noPhone },
    { key: 'position', header: COMPANY_MSG.colPosition, render: (c) => c.position || COMPANY_MSG.noPosition },
    {
      key: 'state',
      header: COMPANY_MSG.colState,
      render: (c) =>
        c.estado === 'Pendiente' ? <Chip size="small" color="warning" label={COMPANY_MSG.pendingContact} /> : userStatusLabel(c.estado),
    },
  ];

  return (
    <Box>
      <Button component={RouterLink} to={`${home}/marca/${b.id}`} sx={{ mb: 1 }}>
        {COMPANY_MSG.backToBrand}
      </Button>
      <PageHeader>
        <Box>
          <Typography variant="h1">{COMPANY_MSG.brandContacts}</Typography>
          <Typography color="text.secondary">{b.name}</Typography>
        </Box>
        {can('create', 'User') && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setWizard(true)}>
            {COMPANY_MSG.addBrandContact}
          </Button>
        )}
      </PageHeader>
      {contacts.isError ? (
        <RetryAlert text={COMPANY_MSG.brandDataError} retryLabel={COMPANY_MSG.retry} onRetry={contacts.refetch} />
      ) : (
        <DataTable
          caption={`${COMPANY_MSG.brandContacts} ${b.name}`}
          columns={columns}
          rows={contacts.data ?? []}
          rowKey={(c) => c.id}
          loading={contacts.isPending}
          emptyText={COMPANY_MSG.noContacts}
          cards={{}}
        />
      )}
      {wizard && (
        <ContactWizard
          open
          onClose={() => setWizard(false)}
          target={{ rol: 'EXT_MARCA', empresaId: b.empresaId, marcaId: b.id, label: b.name }}
        />
      )}
    </Box>
  );
}
