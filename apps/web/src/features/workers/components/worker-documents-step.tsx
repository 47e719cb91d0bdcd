import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import { FileUploader } from '../../../components/file-uploader';
import { WORKERS_TEXT } from '../messages';
import { WORKER_DOC_TYPES, type WorkerDocSlot, type WorkerDocuments } from './use-worker-documents';

const T = WORKERS_TEXT.dialog;

/** Each slot's uploader: its label, button, how many files and its width. */
const SLOTS: Record<WorkerDocSlot, { label: string; button: string; max: number; wide: boolean }> = {
  dni_f: { label: T.idFront, button: T.attach, max: 1, wide: false },
  dni_r: { label: T.idBack, button: T.attach, max: 1, wide: false },
  cdt: { label: T.contract, button: T.attachContract, max: 10, wide: true },
};

/** 'Documentos del trabajador': the ID's two sides, the contracts, the declaration and the step's problems. */
export function WorkerDocumentsStep(p: {
  docs: WorkerDocuments;
  busy: boolean;
  declared: boolean;
  onDeclared: (v: boolean) => void;
  problem?: string;
}) {
  return (
    <Grid container spacing={2}>
      {WORKER_DOC_TYPES.map((t) => {
        const s = SLOTS[t];
        const u = p.docs.uploads[t];
        return (
          <Grid key={t} size={s.wide ? { xs: 12 } : { xs: 12, sm: 6 }}>
            <FileUploader
              label={s.label}
              buttonLabel={s.button}
              kind="work-document"
              max={s.max}
              stored={p.docs.storedOf(t)}
              uploads={u.items}
              onAdd={u.add}
              onRemove={u.remove}
              busy={p.busy}
            />
          </Grid>
        );
      })}
      <Grid size={{ xs: 12 }}>
        <FormControlLabel
          control={<Checkbox checked={p.declared} onChange={(e) => p.onDeclared(e.target.checked)} />}
          label={T.declaration}
        />
      </Grid>
      {p.problem && (
        <Grid size={{ xs: 12 }}>
          <Alert severity="error">{p.problem}</Alert>
        </Grid>
      )}
      {p.docs.uploading && (
        <Grid size={{ xs: 12 }}>
          <Alert severity="info">{T.uploading}</Alert>
        </Grid>
      )}
    </Grid>
  );
}
