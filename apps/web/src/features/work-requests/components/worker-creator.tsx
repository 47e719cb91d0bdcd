import { Button } from '@mui/material';
import type { WorkerRow } from '../api/work-requests-api';
import { WR_TEXT as T } from '../messages';

/**
 * 'Crear trabajador' in the workers step: the worker registry's dialog (features/workers), shown
 * here once that feature is in; the created worker is selected.
 */
export function WorkerCreator(_props: { clientId?: string; onCreated: (w: WorkerRow) => void }) {
  return (
    <Button variant="outlined" disabled>
      {T.createWorker}
    </Button>
  );
}
