import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JOBS_MSG, type JobsOverview } from '@vitrina/domain/console/jobs.schema';
import { DataTable } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSnackbar } from '../../../lib/toast';
import { useJobsOverview } from '../api/get-jobs-overview';
import { useRetryJob } from '../api/retry-job';
import { CONSOLE_TEXT as T } from '../messages';

type Queue = JobsOverview['queues'][number];
type Failed = JobsOverview['failed'][number];

/**
 * consola/trabajos (ADMIN): the job engine's queues with their waiting, running and failed jobs,
 * and the failed jobs with their error and 'Reintentar' (recorded in the audit log).
 */
export default function JobsPage() {
  const overview = useJobsOverview();
  const retry = useRetryJob();
  const { enqueueSnackbar } = useSnackbar();
  const when = (f: Failed) => formatDateTime(f.failed_at ?? f.created_at);
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{JOBS_MSG.title}</Typography>
      {overview.isError && <Alert severity="error">{errorMessage(overview.error)}</Alert>}
      <DataTable<Queue>
        caption={T.jobsQueuesCaption}
        rows={overview.data?.queues ?? []}
        rowKey={(q) => q.name}
        loading={overview.isPending}
        cards={{}}
        columns={[
          { key: 'queue', header: T.jobsQueue, rowHeader: true, render: (q) => q.label },
          { key: 'waiting', header: T.jobsWaiting, align: 'right', render: (q) => q.waiting },
          { key: 'running', header: T.jobsRunning, align: 'right', render: (q) => q.running },
          { key: 'failed', header: T.jobsFailed, align: 'right', render: (q) => q.failed },
        ]}
      />
      <DataTable<Failed>
        caption={T.jobsFailedCaption}
        rows={overview.data?.failed ?? []}
        rowKey={(f) => f.id}
        loading={overview.isPending}
        emptyText={T.jobsNoFailed}
        cards={{}}
        columns={[
          { key: 'queue', header: T.jobsQueue, rowHeader: true, render: (f) => f.label },
          { key: 'at', header: T.jobsFailedAt, render: when },
          { key: 'error', header: T.jobsError, render: (f) => f.error },
          { key: 'tries', header: T.jobsTries, align: 'right', render: (f) => f.retry_count },
          {
            key: 'retry',
            header: T.jobsRetry,
            cardAction: true,
            render: (f) => (
              <Button
                size="small"
                variant="outlined"
                disabled={retry.isPending}
                aria-label={T.jobsRetryOf(f.label, when(f))}
                onClick={() => retry.mutate(f, { onSuccess: (r) => enqueueSnackbar(r.message, { variant: 'success' }) })}
              >
                {T.jobsRetry}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
