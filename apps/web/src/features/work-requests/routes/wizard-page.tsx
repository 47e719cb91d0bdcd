import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../lib/toast';
import { WORK_REQUEST_TYPE_NAMES, dailyHours, slotsFor, type WorkRequestTypeId } from '@vitrina/domain/work-requests/work-requests.rules';
import {
  workRequestDetailsSchema,
  workRequestSubmitSchema,
  type WorkRequestDetails,
} from '@vitrina/domain/work-requests/work-requests.schema';
import { WORK_REQUEST_MSG as M } from '@vitrina/domain/work-requests/work-requests.messages';
import { isCountryId } from '@vitrina/domain/countries/countries';
import { workerClassFor } from '@vitrina/domain/workers/worker-classes';
import { errorMessage } from '../../../lib/api-client';
import { useHomePath } from '../../../lib/session';
import { useZodForm } from '../../../lib/use-zod-form';
import type { WorkerRow } from '../api/get-client-workers';
import { useRequestBuildings } from '../api/get-request-buildings';
import { useWorkRequest } from '../api/get-work-request';
import { useSaveWorkRequest } from '../api/save-work-request';
import type { SlotFile } from '../components/slot-uploader';
import { WizardDocumentsStep } from '../components/wizard-documents-step';
import type { WorkerDialog } from '../components/worker-creator';
import { WizardDetailsStep } from '../components/wizard-details-step';
import { WizardWorkersStep } from '../components/wizard-workers-step';
import { WizardSummary } from '../components/wizard-summary';
import { WR_TEXT as T } from '../messages';

/** what the later steps need (the first step's fields are checked by their own schema) */
const LATER_STEP_FIELDS: string[][] = [[], ['workers'], ['files', 'accept_conditions']];

const EMPTY = {
  clase: '',
  place: '',
  description: '',
  start_date: '',
  end_date: '',
  start_time: '',
  end_time: '',
  contact_name: '',
  contact_phone: '',
};

/** crear-solicitud-trabajo / crear-solicitud-corte-y-soldadura: the 4-step wizard. */
export default function WizardPage({ workerDialog }: { workerDialog?: WorkerDialog }) {
  const base = useHomePath();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const type: WorkRequestTypeId = pathname.endsWith('corte-y-soldadura') ? 'corte_y_soldadura' : 'trabajo_normal';
  const [params] = useSearchParams();
  const draftId = Number(params.get('borrador')) || undefined;
  const buildings = useRequestBuildings();
  const draft = useWorkRequest(draftId);
  const building = buildings.data?.find((b) => b.id === params.get('edificio'));
  const store = building?.spaces.find((s) => s.contract_id === params.get('contrato'));
  const slots = slotsFor(type);

  const [step, setStep] = useState(0);
  const form = useZodForm(workRequestDetailsSchema, { defaultValues: { type_id: type, ...EMPTY } as WorkRequestDetails });
  const { type_id: _type, ...d } = { ...EMPTY, ...form.watch() };
  const [workers, setWorkers] = useState<Map<string, WorkerRow>>(new Map());
  const [stored, setStored] = useState<Record<string, SlotFile[]>>({});
  const [uploaded, setUploaded] = useState<Record<string, { files: SlotFile[]; uploading: boolean }>>({});
  const [accept, setAccept] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const clearers = useRef(new Map<string, () => void>());
  const save = useSaveWorkRequest();
  const countryId = building && isCountryId(building.country_id) ? building.country_id : 'CHL';
  const workerClient = store ? { id: store.client_id, countryId, taxId: store.client_tax_id } : undefined;

  // a draft being resumed fills the form once
  const filled = useRef(false);
  const { reset } = form;
  useEffect(() => {
    const w = draft.data;
    if (!w || filled.current) return;
    filled.current = true;
    reset({
      type_id: type,
      clase: w.clase ?? '',
      place: w.place,
      description: w.description,
      start_date: w.start_date ?? '',
      end_date: w.end_date ?? '',
      start_time: w.start_time ?? '',
      end_time: w.end_time ?? '',
      contact_name: w.contact_name,
      contact_phone: w.contact_phone,
    } as WorkRequestDetails);
    setWorkers(new Map(w.workers.map((x) => [x.uuid, x])));
    const s: Record<string, SlotFile[]> = {};
    for (const f of w.files) (s[f.doc_type] ??= []).push({ uuid: f.uuid, filename: f.filename });
    setStored(s);
  }, [draft.data, reset, type]);

  const files = slots.flatMap((s) =>
    [...(stored[s.doc_type] ?? []), ...(uploaded[s.doc_type]?.files ?? [])].map((f) => ({
      doc_type: s.doc_type,
      uuid: f.uuid,
      filename: f.filename,
    })),
  );
  const uploading = Object.values(uploaded).some((u) => u.uploading);
  const hours = dailyHours(d.start_time, d.end_time);
  const body = {
    type_id: type,
    country_id: building?.country_id,
    tax_id: store?.client_tax_id,
    contract_id: store?.contract_id ?? '',
    space_id: store?.space_id,
    ...d,
    clase: d.clase || undefined,
    hours,
    files: files.map(({ doc_type, uuid }) => ({ doc_type, uuid })),
    workers: [...workers.keys()],
    accept_conditions: accept,
  };
  const issues = useMemo(() => {
    const r = workRequestSubmitSchema.safeParse({ ...body, status: 'pending' });
    return new Set((r.success ? [] : r.error.issues).map((i) => String(i.path[0])));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(body)]);
  const detailsValid = form.formState.isValid;
  const stepValid = (n: number): boolean =>
    n === 0
      ? detailsValid
      : n === 3
        ? [0, 1, 2].every(stepValid)
        : !LATER_STEP_FIELDS[n]!.some((k) => issues.has(k)) && (n !== 2 || !uploading);
  /** leaving a step checks its own fields: the first step's messages show under them */
  async function next() {
    if (step === 0 && !(await form.trigger())) return;
    setStep(step + 1);
  }
  // one stable function per slot, so a slot registers its 'clear' once (not on every render)
  const registers = useRef(new Map<string, (clear: () => void) => void>());
  const register = useCallback((doc: string) => {
    let r = registers.current.get(doc);
    if (!r) {
      r = (clear) => {
        clearers.current.set(doc, clear);
      };
      registers.current.set(doc, r);
    }
    return r;
  }, []);

  const afterSave = () => clearers.current.forEach((c) => c());
  async function saveDraft() {
    try {
      const r = await save.mutateAsync({
        id: draftId,
        body: {
          ...body,
          status: 'draft',
          clase: d.clase || null,
          start_date: d.start_date || null,
          end_date: d.end_date || null,
          start_time: d.start_time || null,
          end_time: d.end_time || null,
        },
      });
      afterSave();
      enqueueSnackbar(`${T.draftSaved} (N° ${r.data.number})`, { variant: 'success' });
      navigate(`${base}/mis-solicitudes`);
    } catch (e) {
      enqueueSnackbar(errorMessage(e), { variant: 'error' });
    }
  }
  async function send() {
    setSendError(null);
    try {
      const r = await save.mutateAsync({ id: draftId, body: { ...body, status: 'pending' } });
      afterSave();
      navigate(`${base}/mis-solicitudes/solicitud-trabajo-creada`, { state: { number: r.data.number } });
    } catch (e) {
      setSendError(errorMessage(e, M.createFailed));
    }
  }

  if (buildings.isSuccess && !store)
    return (
      <Box sx={{ p: 3 }}>
        <Alert
          severity="warning"
          action={<Button onClick={() => navigate(`${base}/mis-solicitudes`, { state: { openType: true } })}>{T.back}</Button>}
        >
          {M.storeNotFound}
        </Alert>
      </Box>
    );

  const selected = [...workers.values()];
  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack sx={{ justifyContent: 'space-between' }} direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <div>
          <Typography variant="h1">{WORK_REQUEST_TYPE_NAMES[type]}</Typography>
          <Typography color="text.secondary">{store ? `${building?.name} · ${store.space_num} ${store.brand_name}` : ''}</Typography>
        </div>
        <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1}>
          <Button variant="outlined" disabled={save.isPending || uploading || !store} onClick={() => void saveDraft()}>
            {T.saveDraft}
          </Button>
          <Button onClick={() => (step === 0 ? navigate(`${base}/mis-solicitudes`, { state: { openType: true } }) : setStep(step - 1))}>
            {T.back}
          </Button>
          {step < 3 ? (
            <Button variant="contained" disabled={!stepValid(step)} onClick={() => void next()}>
              {T.next}
            </Button>
          ) : (
            <Button variant="contained" disabled={!stepValid(3) || save.isPending} onClick={() => void send()}>
              {T.send}
            </Button>
          )}
        </Stack>
      </Stack>
      <Stepper activeStep={step} alternativeLabel sx={{ display: { xs: 'none', sm: 'flex' } }}>
        {T.steps.map((s) => (
          <Step key={s}>
            <StepLabel>{s}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="h2" sx={{ display: { sm: 'none' } }}>{`${step + 1}/4 · ${T.steps[step]}`}</Typography>

      <WizardDetailsStep form={form} shown={step === 0} />
      <WizardWorkersStep
        shown={step === 1}
        workerClass={workerClassFor(type)}
        clientKey={store ? `${countryId}-${store.client_tax_id}` : undefined}
        client={workerClient}
        dialog={workerDialog}
        workers={workers}
        setWorkers={setWorkers}
      />

      <WizardDocumentsStep
        shown={step === 2}
        slots={slots}
        clientId={store?.client_id}
        stored={stored}
        setStored={setStored}
        setUploaded={setUploaded}
        register={register}
        accept={accept}
        setAccept={setAccept}
      />

      <Box sx={{ display: step === 3 ? 'block' : 'none' }} role="region" aria-label={T.steps[3]}>
        {sendError && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" disabled={save.isPending} onClick={() => void send()}>
                {T.retry}
              </Button>
            }
          >
            <AlertTitle>{T.sendError}</AlertTitle>
            {sendError}. {T.sendErrorDetail}
          </Alert>
        )}
        <WizardSummary
          onEdit={setStep}
          type={type}
          mall={building?.name ?? ''}
          local={store ? `${store.space_num} · ${store.brand_name}` : ''}
          details={d}
          hours={hours}
          workers={selected}
          files={files.map((f) => [slots.find((s) => s.doc_type === f.doc_type)?.label ?? f.doc_type, f.filename])}
        />
      </Box>
    </Stack>
  );
}
