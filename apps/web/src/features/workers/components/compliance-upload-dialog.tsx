import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { COMPLIANCE_MSG as C } from '@vitrina/domain/workers/workers.messages';
import { WORKER_FILE_ACCEPT, compliancePeriodProblem } from '@vitrina/domain/workers/workers.rules';
import { errorMessage } from '../../../lib/api-client';
import { useFileUploads } from '../../../lib/use-file-uploads';
import { enqueueSnackbar } from '../../../lib/toast';
import { useUploadCompliance } from '../api/upload-compliance';
import { COMPLIANCE_TEXT as T } from '../messages';
import { DateField } from '../../../components/date-field';

export interface UploadTarget {
  kind: 'F30' | 'F31';
  mode: 'create' | 'update';
}

/**
 * The F30/F31 upload modal: start and end dates, one file
 * (uploaded to the file service as soon as it is chosen) and the declaration; submit is enabled
 * only with a stored file and the declaration ticked; the dates are checked with the spec's
 * messages here and again on the server.
 */
export function ComplianceUploadDialog(p: { target: UploadTarget | null; client: { id: string; key: string }; onClose: () => void }) {
  const files = useFileUploads('work-document', p.client.id);
  const save = useUploadCompliance();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [declaration, setDeclaration] = useState(false);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string>();

  const reset = () => {
    setStart('');
    setEnd('');
    setDeclaration(false);
    setTried(false);
    setError(undefined);
    save.reset();
  };
  const cancel = () => {
    files.discard();
    reset();
    p.onClose();
  };

  const problem = compliancePeriodProblem(start, end);
  const startError = tried && problem === C.startRequired ? problem : undefined;
  const endError = tried && problem && problem !== C.startRequired ? problem : undefined;
  const token = files.tokens[0];
  const canSubmit = !!token && declaration && !files.uploading && !save.isPending;

  function submit() {
    setTried(true);
    setError(undefined);
    if (problem || !token || !p.target) return;
    save.mutate(
      { client: p.client.key, kind: p.target.kind, start_date: start, end_date: end, file_id: token, declaration: true },
      {
        onSuccess: (r) => {
          files.clear();
          reset();
          enqueueSnackbar(r.message, { variant: 'success' });
          p.onClose();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  }

  const kind = p.target?.kind ?? 'F30';
  return (
    <Dialog open={!!p.target} onClose={cancel} aria-labelledby="compliance-upload-title" fullWidth maxWidth="sm">
      <DialogTitle id="compliance-upload-title">
        {p.target?.mode === 'update' ? T.modalTitle.update(kind) : T.modalTitle.create(kind)}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateField
              label={T.startDate}
              value={start}
              onChange={setStart}
              error={!!startError}
              helperText={startError}
              required
              fullWidth
            />
            <DateField label={T.endDate} value={end} onChange={setEnd} error={!!endError} helperText={endError} required fullWidth />
          </Stack>
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {T.file}
            </Typography>
            {files.items.length === 0 ? (
              <Button variant="outlined" component="label">
                {T.attach}
                <input
                  hidden
                  type="file"
                  accept={WORKER_FILE_ACCEPT}
                  aria-label={T.attach}
                  onChange={(e) => {
                    files.add([...(e.target.files ?? [])].slice(0, 1));
                    e.target.value = '';
                  }}
                />
              </Button>
            ) : (
              files.items.map((f) => (
                <Box key={f.key}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                      {f.name}
                    </Typography>
                    <IconButton aria-label={`Quitar ${f.name}`} onClick={() => files.remove(f.key)} size="small">
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                  {f.status === 'uploading' && <LinearProgress variant="determinate" value={f.progress} aria-label={T.uploading} />}
                  {f.error && <FormHelperText error>{f.error}</FormHelperText>}
                </Box>
              ))
            )}
            {tried && !token && !files.uploading && <FormHelperText error>{C.fileRequired}</FormHelperText>}
          </Box>
          <Box>
            <FormControlLabel
              control={<Checkbox checked={declaration} onChange={(e) => setDeclaration(e.target.checked)} />}
              label={T.declaration}
            />
            {tried && !declaration && <FormHelperText error>{C.declaration}</FormHelperText>}
          </Box>
          {save.isPending && (
            <Alert severity="info" role="status">
              {C.processing}
            </Alert>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{T.cancel}</Button>
        <Button variant="contained" disabled={!canSubmit} onClick={submit}>
          {T.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
