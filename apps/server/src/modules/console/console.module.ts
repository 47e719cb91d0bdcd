import type { ModulePlugin } from '../../plugins/deps';
import { createConsoleRepo } from './console.repo';
import { createConsoleService } from './console.service';
import { consoleRoutes } from './console.routes';
import { consoleJobsRoutes, createConsoleJobsService } from './console.jobs';

/** The staff console (/api/fo/console). */
export const consoleModule: ModulePlugin = async (app, { config, database, clock, access }) => {
  const repo = createConsoleRepo(database.db);
  await app.register(consoleRoutes, {
    prefix: '/api/fo/console',
    service: createConsoleService({ repo, access, clock, staffRolesFromSso: config.staffRolesFromSso }),
  });
  // 'Trabajos en segundo plano': the job engine's queues and failed jobs, for administrators
  await app.register(consoleJobsRoutes, {
    prefix: '/api/fo/console',
    service: createConsoleJobsService({ jobs: app.jobs, mail: app.mailer, access, clock, repo }),
  });
};
