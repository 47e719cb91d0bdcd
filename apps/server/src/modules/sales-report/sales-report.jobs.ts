import type { QueueDef } from '../../lib/jobs';
import type { SalesReportService } from './sales-report.service';

export const REPORT_QUEUE = 'sales-report';

/**
 * The on-demand reports' queue: a job per request ({ id } of its report_jobs row), tried 3 times
 * (REPORT_JOB_RETRY_SECONDS apart, doubled the second time); a try running past
 * REPORT_JOB_TIMEOUT_SECONDS is taken as lost (its instance died) and run again. Once every try
 * failed, the row says so and the user hears it in the bell.
 */
export const reportQueue = (
  service: SalesReportService,
  o: { reportTimeoutSeconds: number; reportRetrySeconds: number },
): QueueDef<{ id: string }> => ({
  name: REPORT_QUEUE,
  handler: (data) => service.runJob(data.id),
  retryLimit: 2,
  retryDelaySeconds: o.reportRetrySeconds,
  retryBackoff: true,
  expireInSeconds: o.reportTimeoutSeconds,
  onFailed: (data) => service.failJob(data.id),
});
