import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '@vitrina/domain/common/clock';
import {
  JOBS_MSG,
  jobQueueLabel,
  jobRetryParamsSchema,
  jobRetryResponseSchema,
  jobsOverviewSchema,
  type JobsOverview,
} from '@vitrina/domain/console/jobs.schema';
import type { Jobs } from '../../lib/jobs';
import type { MailOutbox } from '../../lib/mail-outbox';
import { errorResponses } from '../../lib/http';
import { requireAuth } from '../../plugins/auth';
import type { Access } from '../access/scope';
import { requireStaff } from '../access/require';
import { notFound } from '../access/errors';
import type { ConsoleRepo } from './console.repo';
import { readAnswers } from '../../lib/route-options';

/** The e-mails' queue: its counts and failures are the outbox's (each e-mail keeps its own attempts). */
const MAIL_QUEUE = 'mail';

/**
 * Console › 'Trabajos en segundo plano' (manage:Jobs, ADMIN): the job engine's queues with their
 * waiting, running and failed jobs, and the outgoing e-mails ('mail': waiting, being sent, failed
 * for good, from the mail outbox); a failed job or e-mail can be tried once more, recorded in the
 * audit log.
 */
export function createConsoleJobsService(d: {
  jobs: Pick<Jobs, 'counts' | 'failed' | 'retry'>;
  mail: Pick<MailOutbox, 'stats' | 'failed' | 'retry'>;
  access: Access;
  clock: Clock;
  repo: Pick<ConsoleRepo, 'audit'>;
}) {
  return {
    async overview(caller: { userId: string }): Promise<JobsOverview> {
      requireStaff(await d.access.loadScope(caller), 'manage:Jobs');
      const [queues, failed, mail, failedMail] = await Promise.all([
        d.jobs.counts(),
        d.jobs.failed(100),
        d.mail.stats(),
        d.mail.failed(100),
      ]);
      const mailCounts = { name: MAIL_QUEUE, waiting: mail.pending, running: mail.sending, failed: mail.failed };
      return {
        queues: [...queues.filter((q) => q.name !== MAIL_QUEUE), mailCounts].map((q) => ({ ...q, label: jobQueueLabel(q.name) })),
        failed: [
          ...failed
            .filter((f) => f.queue !== MAIL_QUEUE)
            .map((f) => ({
              ...f,
              label: jobQueueLabel(f.queue),
              created_at: f.created_at.toISOString(),
              failed_at: f.failed_at?.toISOString() ?? null,
            })),
          ...failedMail.map((m) => ({
            id: m.id,
            queue: MAIL_QUEUE,
            label: jobQueueLabel(MAIL_QUEUE),
            error: `${m.subject} → ${m.to}: ${m.last_error ?? ''}`,
            retry_count: Math.max(0, m.attempts - 1),
            created_at: m.created_at.toISOString(),
            failed_at: null,
          })),
        ],
      };
    },

    async retry(caller: { userId: string }, queue: string, id: string, meta: { ip?: string }) {
      requireStaff(await d.access.loadScope(caller), 'manage:Jobs');
      const retried = queue === MAIL_QUEUE ? await d.mail.retry(id) : await d.jobs.retry(queue, id);
      if (!retried) throw notFound(JOBS_MSG.notFailed);
      await d.repo.audit({
        at: d.clock.now(),
        actor_user_id: caller.userId,
        action: 'job_retried',
        entity: 'job',
        entity_id: id,
        client_id: null,
        ip: meta.ip ?? null,
        details: { queue },
      });
      return { message: JOBS_MSG.retried };
    },
  };
}
export type ConsoleJobsService = ReturnType<typeof createConsoleJobsService>;

const security = [{ bearer: [] }];
const tags = ['console'];
const config = { access: 'session' as const, ability: 'manage:Jobs' as const };

/** /api/fo/console/jobs: the background jobs (ADMIN). */
export async function consoleJobsRoutes(app: FastifyInstance, opts: { service: ConsoleJobsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/jobs',
    {
      config,
      schema: {
        tags,
        security,
        summary: "The job engine's queues (waiting, running, failed) and the latest failed jobs with their error (ADMIN)",
        response: { 200: jobsOverviewSchema, ...errorResponses(401, 403, 440) },
      },
    },
    async (req) => opts.service.overview(requireAuth(req)),
  );
  r.post(
    '/jobs/:queue/:id/retry',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Run a failed job once more (ADMIN); recorded in the audit log',
        params: jobRetryParamsSchema,
        response: readAnswers(jobRetryResponseSchema),
      },
    },
    async (req) => opts.service.retry(requireAuth(req), req.params.queue, req.params.id, { ip: req.ip }),
  );
}
