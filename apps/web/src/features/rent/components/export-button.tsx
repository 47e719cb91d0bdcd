import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { errorMessage } from '../../../lib/api-client';
import { RENT_TEXT } from '../messages';

/** 'Exportar a Excel': runs the download, says when it failed. */
export function ExportButton({ onExport, disabled }: { onExport: () => Promise<void>; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await onExport();
    } catch (e) {
      setError(errorMessage(e, RENT_TEXT.exportError));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void run()} disabled={busy || disabled}>
        {RENT_TEXT.export}
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
