import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormShellProps } from './form-dialog';
import { SidePanel } from './side-panel';

export interface FormPanelProps extends FormShellProps {
  onClose: () => void;
  /** the panel's width from the small breakpoint up (full width on a phone) */
  width?: number;
}

/** A form in the side panel (an edit of a record): its title, fields, the server's error, Cancelar and the submit button. */
export function FormPanel(p: FormPanelProps) {
  const titleId = useId();
  return (
    <SidePanel open={p.open} onClose={p.onClose} titleId={titleId} width={p.width ?? 420}>
      <Box component="form" onSubmit={p.onSubmit} noValidate sx={{ p: 3 }} aria-busy={p.sending}>
        <Typography id={titleId} variant="h2" sx={{ mb: 2 }}>
          {p.title}
        </Typography>
        <Stack spacing={2}>
          {p.children}
          {p.error && <Alert severity="error">{p.error}</Alert>}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button onClick={p.onClose}>{p.cancelLabel ?? 'Cancelar'}</Button>
          <Button type="submit" variant="contained" disabled={p.sending || p.submitDisabled}>
            {p.submitLabel}
          </Button>
        </Stack>
      </Box>
    </SidePanel>
  );
}
