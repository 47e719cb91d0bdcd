import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type SxProps, type Theme } from '@mui/material/styles';
import { errorMessage } from '../lib/api-client';

/** A page's record loading: a spinner and what is loading, announced as a status. */
export function LoadingStatus({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ py: 8, textAlign: 'center' }}>
      <CircularProgress aria-hidden />
      <Typography sx={{ mt: 2 }}>{text}</Typography>
    </Box>
  );
}

interface RetryLook {
  small?: boolean;
  sx?: SxProps<Theme>;
  severity?: 'error' | 'warning';
  /** the button's colour: the alert's own ('inherit', the default) or the theme's primary */
  buttonColor?: 'inherit' | 'primary';
}

/** A load that failed: its message and the button that tries again ('Reintentar'). */
export function RetryAlert(
  p: RetryLook & {
    text: string;
    retryLabel: string;
    onRetry: () => unknown;
  },
) {
  return (
    <Alert
      severity={p.severity ?? 'error'}
      sx={p.sx}
      action={
        <Button color={p.buttonColor ?? 'inherit'} size={p.small ? 'small' : undefined} onClick={() => void p.onRetry()}>
          {p.retryLabel}
        </Button>
      }
    >
      {p.text}
    </Alert>
  );
}

/**
 * A query's `RetryAlert`, shown only while the query has failed; 'Reintentar' fetches it again.
 * With `serverText` the server's own message is shown when it gave one, `text` otherwise.
 */
export function QueryRetryAlert({
  query,
  text,
  serverText,
  ...rest
}: RetryLook & {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  text: string;
  serverText?: boolean;
  retryLabel: string;
}) {
  if (!query.isError) return null;
  return <RetryAlert {...rest} text={serverText ? errorMessage(query.error, text) : text} onRetry={query.refetch} />;
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
