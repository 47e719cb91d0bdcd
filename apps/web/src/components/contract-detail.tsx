import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { useContract } from '../lib/api/companies';
import { RetryAlert } from './load-state';
import { SidePanel } from './side-panel';

/** 'yyyy-MM-dd' as dd/MM/yyyy, without a time-zone shift. */
const day = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/** The contract's number, start, end of validity and total area; used in a dialog and a drawer. */
export function ContractDetail({ contractId }: { contractId: string | null }) {
  const q = useContract(contractId);
  if (q.isPending)
    return (
      <Stack spacing={1} aria-busy>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    );
  if (q.isError) {
    return <RetryAlert small text={COMPANY_MSG.contractDetailError} retryLabel={COMPANY_MSG.retry} onRetry={q.refetch} />;
  }
  const c = q.data;
  const rows: [string, string][] = [
    [COMPANY_MSG.contractNumber, c.numero],
    [COMPANY_MSG.contractStart, day(c.fechaInicio)],
    [COMPANY_MSG.contractEnd, day(c.fechaFinVigencia)],
    [COMPANY_MSG.contractArea, c.superficieTotal.toLocaleString('es-CL')],
    [COMPANY_MSG.colBuilding, c.edificioNombre],
    [COMPANY_MSG.colSpace, c.espacioCodigo],
    [COMPANY_MSG.colStatus, c.estatus],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
      {rows.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {k}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
            {v}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The side panel of a contract's detail: its title 'Detalle del contrato', a close button and the detail. */
export function ContractDetailPanel({ contractId, onClose, titleId }: { contractId: string | null; onClose: () => void; titleId: string }) {
  return (
    <SidePanel open={!!contractId} onClose={onClose} titleId={titleId} width={420} padded>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography id={titleId} variant="h2">
          {COMPANY_MSG.contractDetail}
        </Typography>
        <IconButton onClick={onClose} aria-label={COMPANY_MSG.close}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {contractId && <ContractDetail contractId={contractId} />}
    </SidePanel>
  );
}
