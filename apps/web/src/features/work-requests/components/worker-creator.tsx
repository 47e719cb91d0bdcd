import { Suspense, useState, type ComponentType } from 'react';
import Button from '@mui/material/Button';
import type { CountryId } from '@vitrina/domain/countries/countries';
import type { WorkerRow } from '../api/get-client-workers';
import { WR_TEXT as T } from '../messages';

/** The worker registry's two-step dialog, as the app's wiring hands it in (features do not import each other). */
export type WorkerDialog = ComponentType<{
  open: boolean;
  client: { id: string; countryId: CountryId; taxId: string; name?: string };
  onClose: () => void;
  onSaved?: (worker: WorkerRow) => void;
  /** the class a new worker starts with (a cutting and welding request's) */
  defaultClass?: string;
}>;

/** 'Crear trabajador' in the workers step: opens the registry's dialog; the created worker is selected. */
export function WorkerCreator(props: {
  dialog?: WorkerDialog;
  client?: { id: string; countryId: CountryId; taxId: string };
  defaultClass?: string;
  onCreated: (w: WorkerRow) => void;
}) {
  const { dialog: Dialog, client, onCreated, defaultClass } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" disabled={!Dialog || !client} onClick={() => setOpen(true)}>
        {T.createWorker}
      </Button>
      {Dialog && client && open && (
        <Suspense fallback={null}>
          <Dialog
            open={open}
            client={client}
            defaultClass={defaultClass}
            onClose={() => setOpen(false)}
            onSaved={(w) => {
              setOpen(false);
              onCreated(w);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
