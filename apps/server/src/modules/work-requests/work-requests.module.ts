import type { ModulePlugin } from '../../plugins/deps';
import { createWorkRequestsSwitch } from '../../lib/country-features';
import { createWorkRequestsRepo } from './work-requests.repo';
import { createWorkRequestsService } from './work-requests.service';
import { workRequestsRoutes } from './work-requests.routes';

/** Work requests (/api/fo/work-requests): behind the per-country switch; steps told in the bell and by mail. */
export const workRequestsModule: ModulePlugin = async (app, { config, database, clock, access, mailer }) => {
  await app.register(workRequestsRoutes, {
    prefix: '/api/fo/work-requests',
    service: createWorkRequestsService({
      repo: createWorkRequestsRepo(database.db),
      access,
      clock,
      files: { signedUrls: (caller, ids) => app.files.signedUrls(caller, ids) },
      feature: createWorkRequestsSwitch(database.db),
      mailer,
      publicUrl: config.publicUrl,
      notify: app.notify,
    }),
  });
};
