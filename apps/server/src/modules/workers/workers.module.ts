import type { ModulePlugin } from '../../plugins/deps';
import { createWorkRequestsSwitch } from '../../lib/country-features';
import { createWorkersRepo } from './workers.repo';
import { createWorkersService } from './workers.service';
import { workersRoutes } from './workers.routes';
import { createWorkersBulk } from './workers.bulk';
import { createStaffingRepo } from './staffing.repo';
import { createStaffingService } from './staffing.service';
import { staffingRoutes } from './staffing.routes';

/**
 * The worker registry, 'Dotaciones recibidas' and F30/F31 (/api/fo/workers): behind the
 * per-country switch of work requests, with one service base and access.
 */
export const workersModule: ModulePlugin = async (app, { database, clock, access }) => {
  const feature = createWorkRequestsSwitch(database.db);
  const repo = createWorkersRepo(database.db);
  const workers = createWorkersService({ repo, access, clock, feature, files: app.files });
  await app.register(workersRoutes, {
    prefix: '/api/fo/workers',
    service: workers,
    bulk: createWorkersBulk({ repo, clock, workers }),
  });
  await app.register(staffingRoutes, {
    prefix: '/api/fo/workers',
    service: createStaffingService({ repo: createStaffingRepo(database.db), workers, clock, feature, files: app.files }),
  });
};
