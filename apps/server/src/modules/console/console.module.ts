import type { ModulePlugin } from '../../plugins/deps';
import { createConsoleRepo } from './console.repo';
import { createConsoleService } from './console.service';
import { consoleRoutes } from './console.routes';

/** The staff console (/api/fo/console). */
export const consoleModule: ModulePlugin = async (app, { config, database, clock, access }) => {
  await app.register(consoleRoutes, {
    prefix: '/api/fo/console',
    service: createConsoleService({
      repo: createConsoleRepo(database.db),
      access,
      clock,
      staffRolesFromSso: config.staffRolesFromSso,
    }),
  });
};
