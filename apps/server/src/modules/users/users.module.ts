import type { ModulePlugin } from '../../plugins/deps';
import { createUsersRepo } from './users.repo';
import { createUsersService } from './users.service';
import { usersRoutes } from './users.routes';
import { createStoreChiefsRepo } from './store-chiefs.repo';
import { createStoreChiefsService } from './store-chiefs.service';
import { storeChiefsRoutes } from './store-chiefs.routes';

/** Users (/api/fo/auth) and the store chiefs of the spaces (/api/fo/sales). */
export const usersModule: ModulePlugin = async (app, { config, database, clock, access, mailer }) => {
  await app.register(storeChiefsRoutes, {
    prefix: '/api/fo/sales',
    service: createStoreChiefsService({ repo: createStoreChiefsRepo(database.db), clock, access }),
  });
  await app.register(usersRoutes, {
    prefix: '/api/fo/auth',
    service: createUsersService({ repo: createUsersRepo(database.db), access, clock, mailer, publicUrl: config.publicUrl }),
  });
};
