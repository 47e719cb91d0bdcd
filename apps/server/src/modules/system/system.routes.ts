import { execFileSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actuatorInfoSchema, publicConfigSchema } from '@vitrina/domain/auth/auth.schema';
import type { AppConfig } from '../../config';

function git(args: string[]) {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** Branch, commit and commit time of the running back end, from the environment or git. */
export function readGitInfo(cfg: AppConfig['git']) {
  return {
    branch: cfg.branch || git(['rev-parse', '--abbrev-ref', 'HEAD']) || 'desconocido',
    commit: {
      id: cfg.commit || git(['rev-parse', '--short', 'HEAD']) || 'desconocido',
      time: cfg.time || git(['log', '-1', '--format=%cI']) || 'desconocido',
    },
  };
}

export async function systemRoutes(app: FastifyInstance, opts: { config: AppConfig; version: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const info = { git: readGitInfo(opts.config.git), build: { version: opts.version } };
  const { config } = opts;

  r.get(
    '/actuator/info',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: 'Back-end version', response: { 200: actuatorInfoSchema } },
    },
    async () => info,
  );

  r.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: 'Liveness', response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );

  r.get(
    '/fo/config',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: 'Public settings of the portal', response: { 200: publicConfigSchema } },
    },
    async () => ({
      registrationUrl: config.registrationUrl,
      corporateLoginUrl: `${config.apiUrl}/api/fo/auth/corporate`,
      ethicsUrl: config.ethicsUrl,
      supportEmail: config.supportEmail,
      environment: config.env,
    }),
  );
}
