import type { Dispatch, SetStateAction } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SlotUploader, type SlotFile } from './slot-uploader';
import { WR_TEXT as T } from '../messages';

/** The wizard's third step, 'Documentación': one uploader per document slot of the type, and the declaration. */
export function WizardDocumentsStep(p: {
  shown: boolean;
  slots: readonly { doc_type: string; label: string }[];
  clientId?: string;
  stored: Record<string, SlotFile[]>;
  setStored: Dispatch<SetStateAction<Record<string, SlotFile[]>>>;
  setUploaded: Dispatch<SetStateAction<Record<string, { files: SlotFile[]; uploading: boolean }>>>;
  register: (doc: string) => (clear: () => void) => void;
  accept: boolean;
  setAccept: (v: boolean) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 3, display: p.shown ? 'block' : 'none' }} role="region" aria-label={T.steps[2]}>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {T.documentsTitle}
      </Typography>
      <Grid container spacing={3}>
        {p.slots.map((s) => (
          <Grid key={s.doc_type} size={{ xs: 12, md: 6 }}>
            <SlotUploader
              label={s.label}
              clientId={p.clientId}
              stored={p.stored[s.doc_type] ?? []}
              onStoredRemove={(uuid) => p.setStored((x) => ({ ...x, [s.doc_type]: (x[s.doc_type] ?? []).filter((f) => f.uuid !== uuid) }))}
              onChange={(f, up) => p.setUploaded((x) => ({ ...x, [s.doc_type]: { files: f, uploading: up } }))}
              register={p.register(s.doc_type)}
            />
          </Grid>
        ))}
      </Grid>
      <FormControlLabel
        sx={{ mt: 2 }}
        control={<Checkbox checked={p.accept} onChange={(e) => p.setAccept(e.target.checked)} />}
        label={T.declaration}
      />
    </Paper>
  );
}
