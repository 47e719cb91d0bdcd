import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useSnackbar } from '../../../lib/toast';
import type { Contact } from '@vitrina/domain/companies/companies.schema';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { useAssignBrandAdmin, useBrandAdminCandidates } from '../../../lib/api/companies';
import { QueryRetryAlert } from '../../../components/load-state';

/**
 * 'Agregar administrador de marca': search the eligible contacts, choose one;
 * 'Asignar' stays disabled until one is chosen.
 */
export function AssignAdminDialog({
  brandId,
  brandName,
  open,
  onClose,
}: {
  brandId: string;
  brandName: string;
  open: boolean;
  onClose: () => void;
}) {
  const candidates = useBrandAdminCandidates(brandId, open);
  const assign = useAssignBrandAdmin(brandId);
  const [chosen, setChosen] = useState<Contact | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const close = () => {
    setChosen(null);
    onClose();
  };
  const submit = () => {
    if (!chosen) return;
    assign.mutate(chosen.id, {
      onSuccess: () => {
        enqueueSnackbar(COMPANY_MSG.roleAssigned, { variant: 'success' });
        close();
      },
    });
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="assign-admin-title">
      <DialogTitle id="assign-admin-title">{`${COMPANY_MSG.addBrandAdmin}: ${brandName}`}</DialogTitle>
      <DialogContent>
        <QueryRetryAlert query={candidates} text={COMPANY_MSG.brandDataError} retryLabel={COMPANY_MSG.retry} />
        {candidates.data && candidates.data.length === 0 && <Alert severity="info">{COMPANY_MSG.noAdmins}</Alert>}
        {(candidates.isPending || (candidates.data?.length ?? 0) > 0) && (
          <Autocomplete
            sx={{ mt: 1 }}
            options={candidates.data ?? []}
            loading={candidates.isPending}
            value={chosen}
            onChange={(_, v) => setChosen(v)}
            getOptionLabel={(o) => `${o.nombres} ${o.apellidos} (${o.email})`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={COMPANY_MSG.noResults}
            renderInput={(params) => (
              <TextField
                {...params}
                label={COMPANY_MSG.searchContact}
                slotProps={{
                  ...params.slotProps,
                  input: {
                    ...params.slotProps.input,
                    endAdornment: (
                      <>
                        {candidates.isPending ? <CircularProgress size={18} /> : null}
                        {params.slotProps.input.endAdornment}
                      </>
                    ),
                  },
                }}
              />
            )}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{COMPANY_MSG.cancel}</Button>
        <Button variant="contained" onClick={submit} disabled={!chosen || assign.isPending}>
          {COMPANY_MSG.assign}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
