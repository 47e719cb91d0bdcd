import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { clampPage } from '@vitrina/domain/common/pagination';
import type { Contract } from '@vitrina/domain/companies/companies.schema';
import { ContractDetail } from '../../../components/contract-detail';
import { type Column } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { useCan } from '../../../lib/ability';
import { useCompanyContracts } from '../../../lib/api/companies';
import { selectedClientOf, useSession } from '../../../lib/session';
import { useUrlParams } from '../../../lib/url-state';
import { QueryRetryAlert } from '../../../components/load-state';

/** Rows per page (contracts 5). */
const PAGE_SIZE = 5;

/** contratos — the contracts table and its 'Detalle de Contrato' dialog. */
export default function ContractsPage() {
  const { user, selectedClientId } = useSession();
  const client = user ? selectedClientOf(user, selectedClientId) : undefined;
  const can = useCan();
  const allowed = can('read', 'Contract');
  const contracts = useCompanyContracts(allowed ? (client?.id ?? '') : '');
  const [params, set] = useUrlParams();
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const detail = params.get('contrato');

  const rows = contracts.data ?? [];
  const statusChip = (r: Contract) => <Chip size="small" label={r.estatus} color={r.status === 0 ? 'success' : 'default'} />;
  // a page past the end (an old link) shows the last page
  const current = clampPage(page, rows.length, PAGE_SIZE);
  const columns: Column<Contract>[] = [
    { key: 'building', header: COMPANY_MSG.colBuilding, render: (r) => r.edificioNombre },
    { key: 'brand', header: COMPANY_MSG.colBrand, render: (r) => r.marcaNombre },
    { key: 'space', header: COMPANY_MSG.colSpace, render: (r) => r.espacioCodigo },
    { key: 'code', header: COMPANY_MSG.colContract, render: (r) => r.codigo, rowHeader: true },
    { key: 'status', header: COMPANY_MSG.colStatus, render: (r) => statusChip(r) },
    {
      key: 'action',
      header: COMPANY_MSG.colAction,
      cardAction: true,
      render: (r) => (
        <Button size="small" onClick={() => set({ contrato: r.id })} aria-label={`${COMPANY_MSG.seeDetail} ${r.codigo}`}>
          {COMPANY_MSG.seeDetail}
        </Button>
      ),
    },
  ];

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {COMPANY_MSG.contractsTitle}
      </Typography>
      <Card>
        <CardContent>
          <QueryRetryAlert query={contracts} sx={{ mb: 2 }} text={COMPANY_MSG.brandDataError} retryLabel={COMPANY_MSG.retry} />
          <PagedTable
            caption={COMPANY_MSG.contractsTitle}
            columns={columns}
            rowKey={(r) => r.id}
            rows={rows.slice(current * PAGE_SIZE, current * PAGE_SIZE + PAGE_SIZE)}
            loading={allowed && contracts.isPending}
            emptyText={COMPANY_MSG.noData}
            cards={{ summary: statusChip }}
            paging={{ total: rows.length, page: current, pageSize: PAGE_SIZE, onPageChange: (p) => set({ page: p ? String(p) : null }) }}
          />
        </CardContent>
      </Card>
      <Dialog open={!!detail} onClose={() => set({ contrato: null })} fullWidth maxWidth="sm" aria-labelledby="contract-detail-title">
        <DialogTitle id="contract-detail-title">{COMPANY_MSG.contractDetail}</DialogTitle>
        <DialogContent>{detail && <ContractDetail contractId={detail} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => set({ contrato: null })}>{COMPANY_MSG.close}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
