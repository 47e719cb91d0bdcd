import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Grid,
  MenuItem,
  Step,
  StepLabel,
  Stepper,
  Switch,
  TextField,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { todayIn } from '@vitrina/domain/discounts/discounts.rules';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { WORKER_MSG as M } from '@vitrina/domain/workers/workers.messages';
import {
  GENDERS,
  MUTUALS,
  STAFFING_TYPES,
  formatRut,
  workerFilesProblem,
  type Gender,
  type Mutual,
  type StaffingType,
  type WorkerDocType,
} from '@vitrina/domain/workers/workers.rules';
import { communesOf, regionOfCommune, workerFormSchema, type Worker, type WorkerForm } from '@vitrina/domain/workers/workers.schema';
import { FileUploader, type StoredFileItem } from '../../../components/file-uploader';
import { errorMessage } from '../../../lib/api-client';
import { useFileUploads } from '../../../lib/use-file-uploads';
import { muiRegister } from '../../../lib/form';
import { useDivisions } from '../api/get-divisions';
import { useNations } from '../api/get-nations';
import { useSaveWorker } from '../api/save-worker';
import { WORKERS_TEXT } from '../messages';

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
}

const EMPTY: WorkerForm = {
  document_number: '',
  names: '',
  parental_surname: '',
  maternal_surname: '',
  gender: '',
  date_of_birth: '',
  nationality: 'CHL',
  region: '',
  address_division_id: '',
  address: '',
  mutual: '',
  skills: [],
  disability: false,
};

const STEP_FIELDS: (keyof WorkerForm)[] = Object.keys(EMPTY) as (keyof WorkerForm)[];

/**
 * The two-step worker dialog: 'Datos del trabajador' then 'Documentos del
 * trabajador'. 'Siguiente' validates the first step; 'Guardar' validates everything, uploads have
 * already gone to the file service (kind work-document) as each file was chosen, then the worker
 * is sent (POST /fo/workers, or PATCH when editing), the form resets and the dialog closes.
 * Reused by the work-request wizard's 'Crear trabajador'.
 */
export function NewWorkerDialog(props: NewWorkerDialogProps) {
  const { open, client, onClose, onSaved, worker, initialStep = 0 } = props;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const today = todayIn(new Date(), client.countryId);
  const schema = useMemo(() => workerFormSchema(today), [today]);
  const nations = useNations(open);
  const divisions = useDivisions(client.countryId, open);
  const save = useSaveWorker();
  const [step, setStep] = useState<0 | 1>(initialStep);
  const [declared, setDeclared] = useState(false);
  const [docsError, setDocsError] = useState<string>();
  const [saveError, setSaveError] = useState<string>();

  const front = useFileUploads('work-document', client.id);
  const back = useFileUploads('work-document', client.id);
  const contract = useFileUploads('work-document', client.id);
  /** stored documents of the edited worker that are kept */
  const [kept, setKept] = useState<Worker['files']>([]);

  const form = useForm<WorkerForm>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: EMPTY });
  const { register, control, handleSubmit, reset, trigger, watch, setValue, formState } = form;
  const errors = formState.errors;
  const region = watch('region');

  // load the edited worker (its region from the commune) each time the dialog opens
  useEffect(() => {
    if (!open) return;
    setStep(initialStep);
    setDeclared(!!worker);
    setDocsError(undefined);
    setSaveError(undefined);
    setKept(worker?.files ?? []);
    if (!worker) {
      reset(EMPTY);
      return;
    }
    reset({
      document_number: formatRut(worker.document_number),
      names: worker.names,
      parental_surname: worker.parental_surname,
      maternal_surname: worker.maternal_surname ?? '',
      gender: worker.gender,
      date_of_birth: worker.date_of_birth,
      nationality: worker.nationality,
      region: '',
      address_division_id: worker.address_division_id ?? '',
      address: worker.address ?? '',
      mutual: worker.mutual,
      skills: worker.skills.map((s) => s.id),
      disability: worker.disability,
    });
  }, [open, worker, initialStep, reset]);
  useEffect(() => {
    if (!open || !worker?.address_division_id || !divisions.data) return;
    const r = regionOfCommune(divisions.data, worker.address_division_id);
    if (r) setValue('region', r.id);
  }, [open, worker, divisions.data, setValue]);

  const regions = useMemo(() => divisions.data ?? [], [divisions.data]);
  const communes = useMemo(() => {
    const r = regions.find((x) => x.id === region);
    return r ? communesOf(r) : [];
  }, [regions, region]);

  const keptOf = (t: WorkerDocType) => kept.filter((f) => f.doc_type === t);
  const storedOf = (t: WorkerDocType): StoredFileItem[] =>
    keptOf(t).map((f) => ({
      key: f.uuid,
      name: f.filename,
      sizeKb: 0,
      onRemove: () => setKept((k) => k.filter((x) => x.uuid !== f.uuid)),
    }));
  const uploading = front.uploading || back.uploading || contract.uploading;

  /** The documents as the payload lists them, kept first. */
  const files = () => [
    ...kept.map((f) => ({ uuid: f.uuid, doc_type: f.doc_type as WorkerDocType })),
    ...front.tokens.map((uuid) => ({ uuid, doc_type: 'dni_f' as const })),
    ...back.tokens.map((uuid) => ({ uuid, doc_type: 'dni_r' as const })),
    ...contract.tokens.map((uuid) => ({ uuid, doc_type: 'cdt' as const })),
  ];

  function close() {
    front.discard();
    back.discard();
    contract.discard();
    reset(EMPTY);
    setStep(0);
    onClose();
  }

  async function next() {
    if (await trigger(STEP_FIELDS)) setStep(1);
  }

  const submit = handleSubmit(
    async (v) => {
      setSaveError(undefined);
      const docs = files();
      const problem = workerFilesProblem(docs) ?? (declared ? undefined : M.declaration);
      setDocsError(problem);
      if (problem || uploading) return;
      const fields = {
        document_number: v.document_number,
        names: v.names,
        parental_surname: v.parental_surname,
        maternal_surname: v.maternal_surname,
        date_of_birth: v.date_of_birth,
        nationality: v.nationality,
        gender: v.gender as Gender,
        mutual: v.mutual as Mutual,
        address_division_id: v.address_division_id,
        address: v.address,
        skills: v.skills as StaffingType[],
        disability: v.disability,
        files: docs,
      };
      try {
        const res = await save.mutateAsync(
          worker
            ? { id: worker.uuid, body: fields }
            : { body: { ...fields, client_country_id: client.countryId, client_tax_id: client.taxId, document_type: 'rut' as const } },
        );
        front.clear();
        back.clear();
        contract.clear();
        reset(EMPTY);
        setStep(0);
        onSaved?.(res.data);
        onClose();
      } catch (e) {
        setSaveError(errorMessage(e, M.saveError));
      }
    },
    () => setStep(0),
  );

  const selectProps = (loading: boolean, empty: boolean) =>
    loading
      ? { children: <MenuItem disabled>{M.loading}</MenuItem> }
      : empty
        ? { children: <MenuItem disabled>{M.noOptions}</MenuItem> }
        : {};

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="worker-dialog-title">
      <DialogTitle id="worker-dialog-title">{worker ? T.editTitle : T.createTitle}</DialogTitle>
      <DialogContent dividers>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {T.steps.map((s) => (
            <Step key={s}>
              <StepLabel>{s}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Box component="form" noValidate onSubmit={(e) => e.preventDefault()} aria-label={T.steps[step]}>
          {step === 0 && (
            <Grid container spacing={2}>
              {client.name && (
                <Grid size={{ xs: 12 }}>
                  <TextField fullWidth label={T.company} value={client.name} slotProps={{ htmlInput: { readOnly: true } }} />
                </Grid>
              )}
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  required
                  label={T.rut}
                  {...muiRegister(
                    register('document_number', {
                      // validate again after formatting: RHF drops the blur's own result when the value changed under it
                      onBlur: (e) => setValue('document_number', formatRut(e.target.value), { shouldValidate: true }),
                    }),
                  )}
                  error={!!errors.document_number}
                  helperText={errors.document_number?.message ?? T.rutHelper}
                  slotProps={{ htmlInput: { maxLength: 12 } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  required
                  label={T.names}
                  {...muiRegister(register('names'))}
                  error={!!errors.names}
                  helperText={errors.names?.message}
                  slotProps={{ htmlInput: { maxLength: 50 } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  required
                  label={T.parental}
                  {...muiRegister(register('parental_surname'))}
                  error={!!errors.parental_surname}
                  helperText={errors.parental_surname?.message}
                  slotProps={{ htmlInput: { maxLength: 30 } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  required
                  label={T.maternal}
                  {...muiRegister(register('maternal_surname'))}
                  error={!!errors.maternal_surname}
                  helperText={errors.maternal_surname?.message}
                  slotProps={{ htmlInput: { maxLength: 30 } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Controller
                  control={control}
                  name="gender"
                  render={({ field }) => (
                    <TextField
                      select
                      fullWidth
                      required
                      label={T.gender}
                      {...field}
                      error={!!errors.gender}
                      helperText={errors.gender?.message}
                    >
                      {GENDERS.map((g) => (
                        <MenuItem key={g.value} value={g.value}>
                          {g.label}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  required
                  type="date"
                  label={T.birthDate}
                  {...muiRegister(register('date_of_birth'))}
                  error={!!errors.date_of_birth}
                  helperText={errors.date_of_birth?.message}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Controller
                  control={control}
                  name="nationality"
                  render={({ field }) => (
                    <TextField
                      select
                      fullWidth
                      required
                      label={T.nationality}
                      {...field}
                      error={!!errors.nationality || nations.isError}
                      helperText={nations.isError ? M.nationsError : errors.nationality?.message}
                      {...selectProps(nations.isPending, !nations.data?.length)}
                    >
                      {nations.data?.map((n) => (
                        <MenuItem key={n.id} value={n.id}>
                          {`${n.emoji} ${n.name}`}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Controller
                  control={control}
                  name="mutual"
                  render={({ field }) => (
                    <TextField
                      select
                      fullWidth
                      required
                      label={T.mutual}
                      {...field}
                      error={!!errors.mutual}
                      helperText={errors.mutual?.message}
                    >
                      {MUTUALS.map((m) => (
                        <MenuItem key={m.value} value={m.value}>
                          {m.label}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Controller
                  control={control}
                  name="region"
                  render={({ field }) => (
                    <TextField
                      select
                      fullWidth
                      required
                      label={T.region}
                      {...field}
                      onChange={(e) => {
                        field.onChange(e);
                        // choosing a region clears the commune
                        setValue('address_division_id', '');
                      }}
                      error={!!errors.region || divisions.isError}
                      helperText={divisions.isError ? M.regionsError : errors.region?.message}
                      {...selectProps(divisions.isPending, !regions.length)}
                    >
                      {regions.map((r) => (
                        <MenuItem key={r.id} value={r.id}>
                          {r.div_name}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Controller
                  control={control}
                  name="address_division_id"
                  render={({ field }) => (
                    <TextField
                      select
                      fullWidth
                      required
                      label={T.commune}
                      {...field}
                      disabled={!region}
                      error={!!errors.address_division_id}
                      helperText={!region ? M.regionFirst : errors.address_division_id?.message}
                      {...selectProps(false, !communes.length)}
                    >
                      {communes.map((c) => (
                        <MenuItem key={c.id} value={c.id}>
                          {c.div_name}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12 }}>
                <TextField
                  fullWidth
                  required
                  label={T.address}
                  {...muiRegister(register('address'))}
                  error={!!errors.address}
                  helperText={errors.address?.message}
                  slotProps={{ htmlInput: { maxLength: 100 } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 8 }}>
                <Controller
                  control={control}
                  name="skills"
                  render={({ field }) => (
                    <FormControl component="fieldset" error={!!errors.skills} required>
                      <FormLabel component="legend">{T.skills}</FormLabel>
                      <FormGroup row>
                        {STAFFING_TYPES.map((s) => (
                          <FormControlLabel
                            key={s.value}
                            label={s.label}
                            control={
                              <Checkbox
                                checked={field.value.includes(s.value)}
                                onChange={(e) =>
                                  field.onChange(e.target.checked ? [...field.value, s.value] : field.value.filter((x) => x !== s.value))
                                }
                                onBlur={field.onBlur}
                              />
                            }
                          />
                        ))}
                      </FormGroup>
                      {errors.skills && <FormHelperText>{errors.skills.message}</FormHelperText>}
                    </FormControl>
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <Controller
                  control={control}
                  name="disability"
                  render={({ field }) => (
                    <FormControlLabel
                      label={T.disability}
                      control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                    />
                  )}
                />
              </Grid>
            </Grid>
          )}
          {step === 1 && (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FileUploader
                  label={T.idFront}
                  buttonLabel={T.attach}
                  kind="work-document"
                  max={1}
                  stored={storedOf('dni_f')}
                  uploads={front.items}
                  onAdd={front.add}
                  onRemove={front.remove}
                  busy={save.isPending}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FileUploader
                  label={T.idBack}
                  buttonLabel={T.attach}
                  kind="work-document"
                  max={1}
                  stored={storedOf('dni_r')}
                  uploads={back.items}
                  onAdd={back.add}
                  onRemove={back.remove}
                  busy={save.isPending}
                />
              </Grid>
              <Grid size={{ xs: 12 }}>
                <FileUploader
                  label={T.contract}
                  buttonLabel={T.attachContract}
                  kind="work-document"
                  max={10}
                  stored={storedOf('cdt')}
                  uploads={contract.items}
                  onAdd={contract.add}
                  onRemove={contract.remove}
                  busy={save.isPending}
                />
              </Grid>
              <Grid size={{ xs: 12 }}>
                <FormControlLabel
                  control={<Checkbox checked={declared} onChange={(e) => setDeclared(e.target.checked)} />}
                  label={T.declaration}
                />
              </Grid>
              {docsError && (
                <Grid size={{ xs: 12 }}>
                  <Alert severity="error">{docsError}</Alert>
                </Grid>
              )}
              {uploading && (
                <Grid size={{ xs: 12 }}>
                  <Alert severity="info">{T.uploading}</Alert>
                </Grid>
              )}
            </Grid>
          )}
          {saveError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {saveError}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={save.isPending}>
          {T.cancel}
        </Button>
        {step === 1 && (
          <Button onClick={() => setStep(0)} disabled={save.isPending}>
            {T.back}
          </Button>
        )}
        {step === 0 ? (
          <Button variant="contained" onClick={() => void next()}>
            {T.next}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void submit()} disabled={save.isPending || uploading}>
            {save.isPending ? T.saving : T.save}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

export default NewWorkerDialog;
