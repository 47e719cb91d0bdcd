import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { todayIn } from '@vitrina/domain/discounts/discounts.rules';
import { BULK_MSG } from '@vitrina/domain/workers/workers.messages';
import {
  BULK_EXTS,
  BULK_MAX_BYTES,
  BULK_PAGE_SIZE,
  checkBulkRow,
  flagRepeatedRuts,
  normalizeRut,
  type BulkRowInput,
} from '@vitrina/domain/workers/workers.rules';
import { type Column } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { selectedClientOf, useSession } from '../../../lib/session';
import { createBulkWorkers } from '../api/create-bulk-workers';
import { downloadBulkTemplate } from '../api/download-bulk-template';
import { parseBulkWorkers, type BulkRow as Row } from '../api/parse-bulk-workers';
import { workersKeys } from '../api/query-keys';
import { BULK_FIELDS as FIELDS, BulkRowDialog } from '../components/bulk-row-dialog';

/** The RUTs of the rows the server marked 'Ya existe un trabajador con este RUT en la empresa'. */
const existingRuts = (rs: readonly Row[]) =>
  new Set(rs.flatMap((r) => (r.errors.includes(BULK_MSG.rutExists(r.row)) ? [normalizeRut(r.rut) ?? r.rut] : [])));

/**
 * 'Carga masiva de trabajadores': 'Cargar plantilla' (the
 * template plantilla_trabajadores.xlsx, then one XLS/XLSX of at most 5 MB, parsed on the server),
 * then 'Revisión' (10 rows a page, each with its errors, editable and deletable, checked again
 * with the same rules); 'Finalizar' creates every worker in one transaction and says how many.
 */
export default function BulkWorkersPage() {
  const { user, selectedClientId } = useSession();
  const client = user ? selectedClientOf(user, selectedClientId) : undefined;
  const qc = useQueryClient();
  const [step, setStep] = useState(0);
  const [rows, setRows] = useState<Row[]>([]);
  const [fileName, setFileName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Row | null>(null);
  const [done, setDone] = useState<string>();
  const [processing, setProcessing] = useState<string>();
  /** RUTs (normalised) the server answered the client already has: 'Ya existe un trabajador con este RUT' */
  const [existing, setExisting] = useState<ReadonlySet<string>>(new Set());
  if (!client) return null;
  const key = `${client.countryId}-${client.taxId}`;
  const today = todayIn(new Date(), client.countryId);
  /**
   * The rows checked again with the domain's rules after an edit or a deletion; the RUTs the server
   * said the client already has (which only it can know) keep their message.
   */
  const recheck = (rs: BulkRowInput[]): Row[] =>
    flagRepeatedRuts(rs.map((r) => checkBulkRow(r, today))).map(({ worker, ...r }) =>
      worker && existing.has(worker.document_number) ? { ...r, errors: [...r.errors, BULK_MSG.rutExists(r.row)] } : r,
    );
  const wrong = rows.filter((r) => r.errors.length).length;
  const lastPage = Math.max(0, Math.ceil(rows.length / BULK_PAGE_SIZE) - 1);
  const shownPage = Math.min(page, lastPage);

  async function choose(files: FileList | null) {
    setError(undefined);
    setDone(undefined);
    const list = [...(files ?? [])];
    if (list.length !== 1) return setError(`Error: ${BULK_MSG.oneFile}`);
    const f = list[0]!;
    const ext = f.name.toLowerCase().split('.').pop() ?? '';
    if (!(BULK_EXTS as readonly string[]).includes(ext)) return setError(`Error: ${BULK_MSG.fileType}`);
    if (f.size > BULK_MAX_BYTES) return setError(`Error: ${BULK_MSG.fileSize}`);
    setBusy(true);
    try {
      const res = await parseBulkWorkers(key, f);
      setRows(res.rows);
      setExisting(existingRuts(res.rows));
      setFileName(f.name);
      setPage(0);
    } catch (e) {
      setRows([]);
      setFileName('');
      setError(`Error: ${errorMessage(e, BULK_MSG.readError)}`);
    } finally {
      setBusy(false);
    }
  }

  async function finish() {
    setError(undefined);
    setProcessing(BULK_MSG.processing(rows.length));
    setBusy(true);
    try {
      const res = await createBulkWorkers(
        key,
        rows.map(({ errors: _e, ...r }) => r),
      );
      await qc.invalidateQueries({ queryKey: workersKeys.all });
      setDone(res.message);
      setRows([]);
      setFileName('');
      setStep(0);
    } catch (e) {
      const details = isApiError(e) ? (e.details as { rows?: { row: number; errors: string[] }[] } | undefined) : undefined;
      if (details?.rows) {
        const marked = rows.map((r) => ({ ...r, errors: details.rows!.find((d) => d.row === r.row)?.errors ?? r.errors }));
        setRows(marked);
        setExisting((known) => new Set([...known, ...existingRuts(marked)]));
      }
      setError(`Error: ${errorMessage(e)}`);
    } finally {
      setProcessing(undefined);
      setBusy(false);
    }
  }

  const columns: Column<Row>[] = [
    { key: 'row', header: 'Fila', render: (r) => r.row },
    ...FIELDS.map((f) => ({ key: f.key, header: f.label, rowHeader: f.key === 'trabajador', render: (r: Row) => String(r[f.key] ?? '') })),
    {
      key: 'errors',
      header: 'Errores',
      render: (r) =>
        r.errors.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }}>
            {r.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </Box>
        ) : (
          'OK'
        ),
    },
    {
      key: 'actions',
      header: 'Acciones',
      align: 'right',
      cardAction: true,
      render: (r) => (
        <Stack direction="row">
          <IconButton aria-label={`Editar fila ${r.row}`} onClick={() => setEditing(r)}>
            <EditIcon />
          </IconButton>
          <IconButton aria-label={`Eliminar fila ${r.row}`} onClick={() => setRows((rs) => recheck(rs.filter((x) => x.row !== r.row)))}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ),
    },
  ];

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Carga masiva de trabajadores
      </Typography>
      <Stepper activeStep={step} sx={{ mb: 3 }}>
        {['Cargar plantilla', 'Revisión'].map((s) => (
          <Step key={s}>
            <StepLabel>{s}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {done && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {done}
        </Alert>
      )}
      {processing && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {processing}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {step === 0 ? (
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <Typography>Descarga la plantilla, completa una fila por trabajador y súbela (XLS o XLSX, hasta 5 MB).</Typography>
          <Box>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void downloadBulkTemplate(key)}>
              Descargar plantilla
            </Button>
          </Box>
          <Box>
            <Button component="label" variant="contained" startIcon={<UploadIcon />} disabled={busy}>
              Cargar archivo
              <input
                hidden
                type="file"
                aria-label="Archivo Excel"
                accept=".xls,.xlsx,.xml"
                onChange={(e) => {
                  void choose(e.target.files);
                  e.target.value = '';
                }}
              />
            </Button>
            {fileName && <Typography sx={{ mt: 1 }}>{`${fileName}: ${rows.length} filas`}</Typography>}
          </Box>
          <Box>
            <Button
              variant="contained"
              onClick={() => {
                if (!rows.length) return setError(BULK_MSG.noValidFile);
                setError(undefined);
                setStep(1);
              }}
            >
              Continuar
            </Button>
          </Box>
        </Stack>
      ) : (
        <>
          {wrong > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {`${wrong} filas con errores. ${BULK_MSG.hasErrors}`}
            </Alert>
          )}
          <PagedTable
            caption="Revisión de trabajadores"
            columns={columns}
            rows={rows.slice(shownPage * BULK_PAGE_SIZE, (shownPage + 1) * BULK_PAGE_SIZE)}
            rowKey={(r) => String(r.row)}
            paging={{ total: rows.length, page: shownPage, pageSize: BULK_PAGE_SIZE, onPageChange: (p) => setPage(p) }}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button onClick={() => setStep(0)} disabled={busy}>
              Volver
            </Button>
            <Button variant="contained" onClick={() => void finish()} disabled={busy || wrong > 0 || !rows.length}>
              Finalizar
            </Button>
          </Stack>
        </>
      )}
      <BulkRowDialog
        row={editing}
        onClose={() => setEditing(null)}
        onSave={(r) => {
          setRows((rs) => recheck(rs.map((x) => (x.row === r.row ? r : x))));
          setEditing(null);
        }}
      />
    </Box>
  );
}
