import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatRut } from '@vitrina/domain/workers/workers.rules';
import type { StaffingDetail } from '@vitrina/domain/workers/staffing.schema';
import { SearchField } from '../../../components/search-field';
import { errorMessage } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSnackbar } from '../../../lib/toast';
import { useWorkers } from '../api/get-workers';
import { useAssignStaffingWorkers } from '../api/assign-staffing-workers';
import { STAFFING_TEXT } from '../messages';
import { RetryAlert } from '../../../components/load-state';

const T = STAFFING_TEXT.assign;
/** The workers with the skill shown at once (the API's largest page); a RUT search finds the rest. */
const CANDIDATES = 100;

interface Person {
  uuid: string;
  full_name: string;
  document_number: string;
}

/**
 * 'Asignar trabajadores': the client's workers that have the assignment's staffing type,
 * the ones assigned now ticked, a counter against the headcount (no more can be ticked once it is
 * reached); 'Guardar' replaces the assignment's workers. The server checks every rule again and
 * its message is shown here. Mounted while open, so each opening starts from the assignment.
 */
export function AssignWorkersDialog(p: { assignment: StaffingDetail; client: string; onClose: () => void }) {
  const a = p.assignment;
  const { enqueueSnackbar } = useSnackbar();
  const [selected, setSelected] = useState<string[]>(() => a.workers.map((w) => w.uuid));
  const [search, setSearch] = useState('');
  const rut = useDebouncedValue(search, 400);
  const [error, setError] = useState<string>();
  const candidates = useWorkers({ client: p.client, page: 0, size: CANDIDATES, rut, status: '', staffingType: a.type });
  const save = useAssignStaffingWorkers();

  const found: Person[] = (candidates.data?.content ?? []).map((w) => ({
    uuid: w.uuid,
    full_name: [w.names, w.parental_surname, w.maternal_surname].filter(Boolean).join(' '),
    document_number: w.document_number,
  }));
  // the assigned ones first (even one that no longer has the skill, so it can be taken off), then the others
  const people = rut.trim() ? found : [...a.workers, ...found.filter((w) => !a.workers.some((x) => x.uuid === w.uuid))];
  const full = selected.length >= a.headcount;
  const total = candidates.data?.total_elements ?? 0;

  const toggle = (uuid: string, on: boolean) => {
    setError(undefined);
    setSelected((s) => (on ? [...s, uuid] : s.filter((x) => x !== uuid)));
  };

  function submit() {
    setError(undefined);
    save.mutate(
      { id: a.id, workers: selected },
      {
        onSuccess: (r) => {
          enqueueSnackbar(r.message, { variant: 'success' });
          p.onClose();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  }

  return (
    <Dialog open onClose={p.onClose} aria-labelledby="assign-workers-title" fullWidth maxWidth="sm">
      <DialogTitle id="assign-workers-title">{T.title(a.number)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography color="text.secondary">{T.help(a.type_label)}</Typography>
          <SearchField label={T.search} value={search} onChange={setSearch} maxLength={20} />
          <Typography role="status" sx={{ fontWeight: 500 }}>
            {T.counter(selected.length, a.headcount)}
          </Typography>
          {candidates.isError ? (
            <RetryAlert small text={T.loadError} retryLabel={STAFFING_TEXT.retry} onRetry={candidates.refetch} />
          ) : candidates.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
              <CircularProgress aria-label="Cargando" />
            </Box>
          ) : people.length ? (
            <FormGroup role="group" aria-label={T.list}>
              {people.map((w) => {
                const on = selected.includes(w.uuid);
                return (
                  <FormControlLabel
                    key={w.uuid}
                    control={<Checkbox checked={on} disabled={!on && full} onChange={(e) => toggle(w.uuid, e.target.checked)} />}
                    label={`${w.full_name} (${formatRut(w.document_number)})`}
                  />
                );
              })}
            </FormGroup>
          ) : (
            <Typography color="text.secondary">{T.empty}</Typography>
          )}
          {total > found.length && <Typography variant="body2">{T.more(found.length, total)}</Typography>}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>{T.cancel}</Button>
        <Button variant="contained" disabled={save.isPending} onClick={submit}>
          {T.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
