import { z } from 'zod';

/*
 * Console › 'Trabajos en segundo plano' (ADMIN): the job engine's queues with their waiting,
 * running and failed jobs, and a retry for each failed one. Messages in Spanish.
 */

export const JOBS_MSG = {
  title: 'Trabajos en segundo plano',
  retried: 'El trabajo volvió a la cola',
  notFailed: 'No hay un trabajo fallido con ese identificador',
} as const;

const COUNTRY_NAMES: Record<string, string> = { chl: 'Chile', per: 'Perú', arg: 'Argentina', col: 'Colombia' };

/** A queue's name as the console shows it. */
export function jobQueueLabel(name: string): string {
  if (name === 'sales-report') return 'Reportes de ventas';
  if (name === 'mail') return 'Correo saliente';
  const reminder = /^cutoff-reminders-([a-z]{3})$/.exec(name);
  if (reminder) return `Recordatorios de cierre (${COUNTRY_NAMES[reminder[1]!] ?? reminder[1]!.toUpperCase()})`;
  return name;
}

/** A queue name: letters, digits, '-' and '_'. */
export const jobQueueNameSchema = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9_-]+$/);

export const jobRetryParamsSchema = z.object({ queue: jobQueueNameSchema, id: z.uuid() });

export const jobsOverviewSchema = z.object({
  queues: z.array(
    z.object({ name: z.string(), label: z.string(), waiting: z.number().int(), running: z.number().int(), failed: z.number().int() }),
  ),
  failed: z.array(
    z.object({
      id: z.string(),
      queue: z.string(),
      label: z.string(),
      error: z.string(),
      retry_count: z.number().int(),
      created_at: z.string(),
      failed_at: z.string().nullable(),
    }),
  ),
});
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;

export const jobRetryResponseSchema = z.object({ message: z.string() });
