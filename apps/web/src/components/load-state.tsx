import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Typography, type SxProps, type Theme } from '@mui/material';

/** A page's record loading: a spinner and what is loading, announced as a status. */
export function LoadingStatus({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ py: 8, textAlign: 'center' }}>
      <CircularProgress aria-hidden />
      <Typography sx={{ mt: 2 }}>{text}</Typography>
    </Box>
  );
}

/** A load that failed: its message and the button that tries again ('Reintentar'). */
export function RetryAlert(p: {
  text: string;
  retryLabel: string;
  onRetry: () => unknown;
  small?: boolean;
  sx?: SxProps<Theme>;
  severity?: 'error' | 'warning';
}) {
  return (
    <Alert
      severity={p.severity ?? 'error'}
      sx={p.sx}
      action={
        <Button color="inherit" size={p.small ? 'small' : undefined} onClick={() => void p.onRetry()}>
          {p.retryLabel}
        </Button>
      }
    >
      {p.text}
    </Alert>
  );
}

/** A page that could not show its record: its title, then why (an error, an empty state). */
export function TitledNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A page's record still loading (the spinner) or failed (its title, the error and 'Reintentar').
 * The page shows it while `isPending || isError`.
 */
export function RecordNotice(p: {
  query: { isPending: boolean; refetch: () => unknown };
  title: string;
  loadingText: string;
  errorText: string;
  retryLabel: string;
}) {
  if (p.query.isPending) return <LoadingStatus text={p.loadingText} />;
  return (
    <TitledNotice title={p.title}>
      <RetryAlert text={p.errorText} retryLabel={p.retryLabel} onRetry={p.query.refetch} />
    </TitledNotice>
  );
}
