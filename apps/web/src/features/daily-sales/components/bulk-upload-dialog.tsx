import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useSnackbar } from '../../../lib/toast';
import { BULK_MAX_BYTES } from '@vitrina/domain/sales/daily.rules';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDownloadBulkTemplate, useUploadBulkFile, type BulkUploadResult } from '../api/bulk-upload';
import { useDownloadBulkReceipt } from '../api/download-bulk-receipt';
import { DS_TEXT } from '../messages';

interface Props {
  open: boolean;
  onClose: () => void;
  taxId: string;
  clientName: string;
}

/**
 * 'Carga Masiva': template, .xlsx upload, row errors; once accepted, the load's
 * summary and its receipt ('Descargar comprobante'), then back to espacio/locales.
 */
export function BulkUploadDialog({ open, onClose, taxId, clientName }: Props) {
  const template = useDownloadBulkTemplate();
  const upload = useUploadBulkFile();
  const receipt = useDownloadBulkReceipt();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[] | null>(null);
  const [done, setDone] = useState<BulkUploadResult['data'] | null>(null);
  const inputId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const { country = '' } = useParams();
  const receiptId = done?.comprobante?.id;

  const close = () => {
    setFile(null);
    setErrors(null);
    setDone(null);
    onClose();
  };

  /** After an accepted load: back to the spaces, which now show the loaded days. */
  const finish = () => {
    close();
    navigate(`/${country}/shopping/espacio/locales`);
  };

  const pick = (f: File | undefined) => {
    setErrors(null);
    if (!f) return setFile(null);
    if (!f.name.toLowerCase().endsWith('.xlsx')) {
      setFile(null);
      setErrors([SALES_MSG.bulkNotXlsx]);
      return;
    }
    if (f.size > BULK_MAX_BYTES) {
      setFile(null);
      setErrors([SALES_MSG.bulkTooLarge]);
      return;
    }
    setFile(f);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (done) return finish();
    if (!file) return;
    setErrors(null);
    upload.mutate(
      { taxId, file },
      {
        onSuccess: (r) => {
          enqueueSnackbar(r.message || SALES_MSG.bulkSuccess, { variant: 'success' });
          setFile(null);
          setDone(r.data);
        },
        onError: (e) => {
          const lines = errorMessage(e, SALES_MSG.bulkGeneric).split('\n').filter(Boolean);
          setErrors(lines);
          enqueueSnackbar(SALES_MSG.bulkFailure, { variant: 'error' });
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      title={DS_TEXT.bulkTitle}
      onClose={upload.isPending ? undefined : done ? finish : close}
      onSubmit={submit}
      submitLabel={done ? DS_TEXT.close : DS_TEXT.bulkLoad}
      cancelLabel={done ? null : DS_TEXT.cancel}
      sending={upload.isPending}
      submitDisabled={!done && !file}
    >
      {done ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {DS_TEXT.bulkDone(done.filas, done.creadas, done.actualizadas)}
          </Alert>
          {receiptId && (
            <>
              <Typography variant="body2">{DS_TEXT.bulkReceiptNote}</Typography>
              <Box>
                <Button
                  variant="outlined"
                  startIcon={<ReceiptLongIcon />}
                  disabled={receipt.isPending}
                  onClick={() => receipt.mutate(receiptId)}
                >
                  {receipt.isPending ? DS_TEXT.receiptDownloading : DS_TEXT.receiptDownload}
                </Button>
              </Box>
            </>
          )}
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography>{DS_TEXT.bulkIntro}</Typography>
          <Typography variant="body2">
            {DS_TEXT.bulkClient}: <strong>{clientName}</strong>
          </Typography>
          <Box>
            <Button variant="outlined" startIcon={<DownloadIcon />} disabled={template.isPending} onClick={() => template.mutate(taxId)}>
              {DS_TEXT.bulkTemplate}
            </Button>
          </Box>
          <Box>
            <input
              id={inputId}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => {
                pick(e.target.files?.[0]);
                e.target.value = '';
              }}
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
              aria-label={DS_TEXT.bulkChoose}
            />
            <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />}>
              {DS_TEXT.bulkChoose}
            </Button>
            <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
              {file ? file.name : DS_TEXT.bulkNoFile}
            </Typography>
          </Box>
          {errors && (
            <Alert severity="error" role="alert">
              {errors.length > 1 ? (
                <>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {errors[0]}
                  </Typography>
                  <List dense disablePadding>
                    {errors.slice(1).map((l) => (
                      <ListItem key={l} disableGutters>
                        {l}
                      </ListItem>
                    ))}
                  </List>
                </>
              ) : (
                errors[0]
              )}
            </Alert>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
