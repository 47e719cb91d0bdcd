import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { todayIn } from '@vitrina/domain/discounts/discounts.rules';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { WORKER_MSG as M } from '@vitrina/domain/workers/workers.messages';
import { workerFilesProblem, type Gender, type Mutual, type StaffingType } from '@vitrina/domain/workers/workers.rules';
import type { WorkerClass } from '@vitrina/domain/workers/worker-classes';
import { regionOfCommune, type Worker } from '@vitrina/domain/workers/workers.schema';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDivisions } from '../api/get-divisions';
import { useNations } from '../api/get-nations';
import { useSaveWorker } from '../api/save-worker';
import { WORKERS_TEXT } from '../messages';
import { useWorkerDocuments } from './use-worker-documents';
import { WorkerDocumentsStep } from './worker-documents-step';
import { WorkerFieldsStep } from './worker-fields-step';
import { EMPTY_WORKER, WORKER_STEP_FIELDS, useWorkerForm, workerValues } from './worker-form';

const T = WORKERS_TEXT.dialog;

/** The client a worker belongs to (the selected company). */
export interface WorkerClient {
  id: string;
  countryId: CountryId;
  taxId: string;
  name?: string;
}

export interface NewWorkerDialogProps {
  open: boolean;
  client: WorkerClient;
  onClose: () => void;
  /** after a successful save, with the saved worker */
  onSaved?: (worker: Worker) => void;
  /** edit this worker instead of creating one */
  worker?: Worker;
  /** open on the documents step ('Actualizar documentos') */
  initialStep?: 0 | 1;
  /** the class a new worker starts with (the cutting and welding wizard's) */
  defaultClass?: string;
}

/**
 * The two-step worker dialog: 'Datos del trabajador' then 'Documentos del
 * trabajador'. 'Siguiente' validates the first step; 'Guardar' validates everything, uploads have
 * already gone to the file service (kind work-document) as each file was chosen, then the worker
 * is sent (POST /fo/workers, or PATCH when editing), the form resets and the dialog closes.
 * Reused by the work-request wizard's 'Crear trabajador'.
 */
export function NewWorkerDialog(props: NewWorkerDialogProps) {
  const { open, client, onClose, onSaved, worker, initialStep = 0, defaultClass } = props;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const today = todayIn(new Date(), client.countryId);
  const nations = useNations(open);
  const divisions = useDivisions(client.countryId, open);
  const save = useSaveWorker();
  const [step, setStep] = useState<0 | 1>(initialStep);
  const [declared, setDeclared] = useState(false);
  const [docsError, setDocsError] = useState<string>();
  const [saveError, setSaveError] = useState<string>();
  const docs = useWorkerDocuments(client.id);
  const { setKept } = docs;
  const form = useWorkerForm(today);
  const { reset, setValue } = form;

  // load the edited worker (its region from the commune) each time the dialog opens
  useEffect(() => {
    if (!open) return;
    setStep(initialStep);
    setDeclared(!!worker);
    setDocsError(undefined);
    setSaveError(undefined);
    setKept(worker?.files ?? []);
    reset(worker ? workerValues(worker) : { ...EMPTY_WORKER, skills: defaultClass ? [defaultClass] : [] });
  }, [open, worker, initialStep, reset, setKept, defaultClass]);
  useEffect(() => {
    if (!open || !worker?.address_division_id || !divisions.data) return;
    const r = regionOfCommune(divisions.data, worker.address_division_id);
    if (r) setValue('region', r.id);
  }, [open, worker, divisions.data, setValue]);

  /** the dialog closes: `done` keeps the uploads (a saved worker links them), otherwise they are deleted */
  function finish(done: boolean) {
    if (done) docs.clear();
    else docs.discard();
    reset(EMPTY_WORKER);
    setStep(0);
    onClose();
  }

  const save_ = form.handleSubmit(
    async (v) => {
      setSaveError(undefined);
      const files = docs.files();
      const problem = workerFilesProblem(files) ?? (declared ? undefined : M.declaration);
      setDocsError(problem);
      if (problem || docs.uploading) return;
      const { region: _region, ...fields } = v;
      const body = {
        ...fields,
        gender: v.gender as Gender,
        mutual: v.mutual as Mutual,
        skills: v.skills as WorkerClass[],
        staffing_types: v.staffing_types as StaffingType[],
        files,
      };
      try {
        const res = await save.mutateAsync(
          worker
            ? { id: worker.uuid, body }
            : { body: { ...body, client_country_id: client.countryId, client_tax_id: client.taxId, document_type: 'rut' as const } },
        );
        onSaved?.(res.data);
        finish(true);
      } catch (e) {
        setSaveError(errorMessage(e, M.saveError));
      }
    },
    () => setStep(0),
  );
  const submit = async () => {
    if (step === 1) return save_();
    if (await form.trigger(WORKER_STEP_FIELDS)) setStep(1);
  };

  return (
    <FormDialog
      open={open}
      onClose={() => finish(false)}
      title={worker ? T.editTitle : T.createTitle}
      formLabel={T.steps[step]}
      maxWidth="md"
      fullScreen={phone}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      submitLabel={step === 0 ? T.next : save.isPending ? T.saving : T.save}
      cancelLabel={T.cancel}
      sending={save.isPending}
      submitDisabled={step === 1 && docs.uploading}
      error={saveError}
      extraActions={
        step === 1 && (
          <Button onClick={() => setStep(0)} disabled={save.isPending}>
            {T.back}
          </Button>
        )
      }
    >
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {T.steps.map((s) => (
          <Step key={s}>
            <StepLabel>{s}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 ? (
        <WorkerFieldsStep form={form} nations={nations} divisions={divisions} company={client.name} today={today} />
      ) : (
        <WorkerDocumentsStep docs={docs} busy={save.isPending} declared={declared} onDeclared={setDeclared} problem={docsError} />
      )}
    </FormDialog>
  );
}

export default NewWorkerDialog;
