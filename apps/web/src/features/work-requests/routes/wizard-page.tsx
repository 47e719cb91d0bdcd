import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Grid,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useSnackbar } from '../../../lib/toast';
import {
  CLASES,
  WORK_REQUEST_TYPE_NAMES,
  dailyHours,
  slotsFor,
  type WorkRequestTypeId,
} from '@vitrina/domain/work-requests/work-requests.rules';
import { workRequestSubmitSchema } from '@vitrina/domain/work-requests/work-requests.schema';
import { WORK_REQUEST_MSG as M } from '@vitrina/domain/work-requests/work-requests.messages';
import { errorMessage } from '../../../lib/api-client';
import { useHomePath } from '../../../lib/session';
import { useClientWorkers, useRequestBuildings, useSaveWorkRequest, useWorkRequest, type WorkerRow } from '../api/work-requests-api';
import { SlotUploader, type SlotFile } from '../components/slot-uploader';
import { WorkerCreator, type WorkerDialog } from '../components/worker-creator';
import { isCountryId } from '@vitrina/domain/countries/countries';
import { WR_TEXT as T } from '../messages';

const STEP_FIELDS: string[][] = [
  ['clase', 'place', 'description', 'start_date', 'end_date', 'start_time', 'end_time', 'contact_name', 'contact_phone'],
  ['workers'],
  ['files', 'accept_conditions'],
];

interface Details {
  clase: string;
  place: string;
  description: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  contact_name: string;
  contact_phone: string;
}
const EMPTY: Details = {
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

const workerName = (w: WorkerRow) => `${w.names} ${w.parental_surname}`;

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
  const [d, setD] = useState<Details>(EMPTY);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [workers, setWorkers] = useState<Map<string, WorkerRow>>(new Map());
  const [workersPage, setWorkersPage] = useState(0);
  const [stored, setStored] = useState<Record<string, SlotFile[]>>({});
  const [uploaded, setUploaded] = useState<Record<string, { files: SlotFile[]; uploading: boolean }>>({});
  const [accept, setAccept] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const clearers = useRef(new Map<string, () => void>());
  const save = useSaveWorkRequest();
  const countryId = building && isCountryId(building.country_id) ? building.country_id : 'CHL';
  const workerClient = store ? { id: store.client_id, countryId, taxId: store.client_tax_id } : undefined;
  const list = useClientWorkers(store ? `${countryId}-${store.client_tax_id}` : undefined, workersPage);

  // a draft being resumed fills the form once
  const filled = useRef(false);
  useEffect(() => {
    const w = draft.data;
    if (!w || filled.current) return;
    filled.current = true;
    setD({
      clase: w.clase ?? '',
      place: w.place,
      description: w.description,
      start_date: w.start_date ?? '',
      end_date: w.end_date ?? '',
      start_time: w.start_time ?? '',
      end_time: w.end_time ?? '',
      contact_name: w.contact_name,
      contact_phone: w.contact_phone,
    });
    setWorkers(new Map(w.workers.map((x) => [x.uuid, x])));
    const s: Record<string, SlotFile[]> = {};
    for (const f of w.files) (s[f.doc_type] ??= []).push({ uuid: f.uuid, filename: f.filename });
    setStored(s);
  }, [draft.data]);

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
    const out: Record<string, string> = {};
    for (const i of r.success ? [] : r.error.issues) {
      const k = i.path[0] === 'files' && i.path[1] ? `files.${String(i.path[1])}` : String(i.path[0]);
      out[k] ??= i.message;
    }
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(body)]);
  const stepValid = (n: number) =>
    n === 3
      ? [0, 1, 2].every(stepValid)
      : !Object.keys(issues).some((k) => STEP_FIELDS[n]!.includes(k.split('.')[0]!)) && (n !== 2 || !uploading);
  const show = (k: string) => (touched[k] ? issues[k] : undefined);
  const field = (k: keyof Details) => ({
    value: d[k],
    onChange: (e: { target: { value: string } }) => setD((x) => ({ ...x, [k]: e.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [k]: true })),
    error: !!show(k),
    helperText: show(k),
    fullWidth: true,
  });
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
            <Button variant="contained" disabled={!stepValid(step)} onClick={() => setStep(step + 1)}>
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

      <Paper variant="outlined" sx={{ p: 3, display: step === 0 ? 'block' : 'none' }} role="region" aria-label={T.steps[0]}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField select label={T.clase} {...field('clase')}>
              {Object.entries(CLASES).map(([v, l]) => (
                <MenuItem key={v} value={v}>
                  {l}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={12}>
            <TextField label={T.place} multiline minRows={2} {...field('place')} slotProps={{ htmlInput: { maxLength: 1000 } }} />
          </Grid>
          <Grid size={12}>
            <TextField
              label={T.description}
              multiline
              minRows={3}
              {...field('description')}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          </Grid>
          <Grid size={12}>
            <Typography variant="h3" component="h2">
              {T.shift}
            </Typography>
          </Grid>
          {(
            [
              ['start_date', T.startDate, 'date'],
              ['end_date', T.endDate, 'date'],
              ['start_time', T.startTime, 'time'],
              ['end_time', T.endTime, 'time'],
            ] as const
          ).map(([k, label, kind]) => (
            <Grid key={k} size={{ xs: 12, sm: 6, md: 3 }}>
              <TextField label={label} type={kind} {...field(k)} slotProps={{ inputLabel: { shrink: true } }} />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              label={T.hours}
              value={hours}
              slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
              fullWidth
            />
          </Grid>
          <Grid size={12}>
            <Typography variant="h3" component="h2">
              {T.emergency}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField label={T.contactName} {...field('contact_name')} slotProps={{ htmlInput: { maxLength: 100 } }} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField label={T.phone} {...field('contact_phone')} slotProps={{ htmlInput: { maxLength: 15, inputMode: 'numeric' } }} />
          </Grid>
        </Grid>
      </Paper>

      <Paper variant="outlined" sx={{ p: 3, display: step === 1 ? 'block' : 'none' }} role="region" aria-label={T.steps[1]}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography variant="h3" component="h2">
                {T.workersTitle}
              </Typography>
              <WorkerCreator
                dialog={workerDialog}
                client={workerClient}
                onCreated={(w) => {
                  setWorkers((m) => new Map(m).set(w.uuid, w));
                  void list.refetch();
                }}
              />
            </Stack>
            {list.isError ? (
              <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{T.retry}</Button>}>
                {T.workersUnavailable}
              </Alert>
            ) : !list.data?.content.length ? (
              <Typography color="text.secondary">{list.isPending ? '' : T.noWorkers}</Typography>
            ) : (
              <>
                <Table size="small" aria-label={T.workersTitle}>
                  <TableHead>
                    <TableRow>
                      <TableCell padding="checkbox" />
                      <TableCell>Trabajador</TableCell>
                      <TableCell>RUT</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {list.data.content.map((w) => (
                      <TableRow key={w.uuid}>
                        <TableCell padding="checkbox">
                          <Checkbox
                            checked={workers.has(w.uuid)}
                            slotProps={{ input: { 'aria-label': workerName(w) } }}
                            onChange={(e) =>
                              setWorkers((m) => {
                                const n = new Map(m);
                                if (e.target.checked) n.set(w.uuid, w);
                                else n.delete(w.uuid);
                                return n;
                              })
                            }
                          />
                        </TableCell>
                        <TableCell>{workerName(w)}</TableCell>
                        <TableCell>{w.document_number}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <TablePagination
                  component="div"
                  count={list.data.total_elements}
                  page={workersPage}
                  rowsPerPage={5}
                  rowsPerPageOptions={[5]}
                  onPageChange={(_, p) => setWorkersPage(p)}
                  labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
                />
              </>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h3" component="h2">
              {T.selected}
            </Typography>
            {selected.length ? (
              <List dense aria-label={T.selected}>
                {selected.map((w) => (
                  <ListItem key={w.uuid}>
                    <ListItemText primary={workerName(w)} secondary={w.document_number} />
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography color="text.secondary">{T.noSelectedWorkers}</Typography>
            )}
            {touched.workers && issues.workers && <FormHelperText error>{issues.workers}</FormHelperText>}
          </Grid>
        </Grid>
      </Paper>

      <Paper variant="outlined" sx={{ p: 3, display: step === 2 ? 'block' : 'none' }} role="region" aria-label={T.steps[2]}>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          {T.documentsTitle}
        </Typography>
        <Grid container spacing={3}>
          {slots.map((s) => (
            <Grid key={s.doc_type} size={{ xs: 12, md: 6 }}>
              <SlotUploader
                label={s.label}
                clientId={store?.client_id}
                stored={stored[s.doc_type] ?? []}
                onStoredRemove={(uuid) => setStored((x) => ({ ...x, [s.doc_type]: (x[s.doc_type] ?? []).filter((f) => f.uuid !== uuid) }))}
                onChange={(f, up) => setUploaded((x) => ({ ...x, [s.doc_type]: { files: f, uploading: up } }))}
                register={register(s.doc_type)}
              />
            </Grid>
          ))}
        </Grid>
        <FormControlLabel
          sx={{ mt: 2 }}
          control={<Checkbox checked={accept} onChange={(e) => setAccept(e.target.checked)} />}
          label={T.declaration}
        />
      </Paper>

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
        {(
          [
            [
              T.steps[0],
              0,
              [
                [T.requestType, WORK_REQUEST_TYPE_NAMES[type]],
                [T.mall, building?.name ?? ''],
                [T.local, store ? `${store.space_num} · ${store.brand_name}` : ''],
                [T.clase, d.clase ? CLASES[d.clase as keyof typeof CLASES] : ''],
                [T.place, d.place],
                [T.description, d.description],
                [T.dates, `${d.start_date} – ${d.end_date}`],
                [`${T.startTime} / ${T.endTime}`, `${d.start_time} – ${d.end_time}`],
                [T.hours, hours],
                [T.emergency, `${d.contact_name} · ${d.contact_phone}`],
              ],
            ],
            [T.steps[1], 1, selected.length ? selected.map((w) => [workerName(w), w.document_number]) : [[T.noSelectedWorkers, '']]],
            [
              T.steps[2],
              2,
              files.length
                ? files.map((f) => [slots.find((s) => s.doc_type === f.doc_type)?.label ?? f.doc_type, f.filename])
                : [[T.noDocuments, '']],
            ],
          ] as [string, number, string[][]][]
        ).map(([title, n, rows]) => (
          <Accordion key={title} defaultExpanded disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography variant="h3" component="h2">
                {title}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <List dense>
                {rows.map(([k, v], i) => (
                  <ListItem key={`${k}-${i}`} disableGutters>
                    <ListItemText primary={k} secondary={v || undefined} />
                  </ListItem>
                ))}
              </List>
              <Button size="small" onClick={() => setStep(n)} aria-label={`${T.edit} ${title}`}>
                {T.edit}
              </Button>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Stack>
  );
}
