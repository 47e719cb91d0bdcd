import type { ModulePlugin } from '../../plugins/deps';
import { accessLogRoutes } from './access-log.routes';
import { createAccessLogService } from './access-log.service';
import { createAccessLogRepo } from './access-log.repo';

/** A company's record of sign-ins and outside reads (/api/fo/companies/...). */
export const accessLogModule: ModulePlugin = async (app, { database, access }) => {
  await app.register(accessLogRoutes, {
    prefix: '/api/fo/companies',
    service: createAccessLogService({ repo: createAccessLogRepo(database.db), access }),
  });
};
