import type { ModulePlugin } from '../../plugins/deps';
import { createRentRepo } from './rent.repo';
import { rentRoutes } from './rent.routes';
import { createRentService } from './rent.service';

/** 'Renta variable' (/api/fo/rent): the tenant's and the staff's figures, and the import API of rent terms and unit values. */
export const rentModule: ModulePlugin = async (app, { database, clock, access }) => {
  const service = createRentService({ repo: createRentRepo(database.db), access, clock });
  await app.register(rentRoutes, { prefix: '/api/fo/rent', service });
};
