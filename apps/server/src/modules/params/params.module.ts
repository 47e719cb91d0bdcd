import type { ModulePlugin } from '../../plugins/deps';
import { paramsRoutes } from './params.routes';

/** The portal's parameters (/api/fo/params). */
export const paramsModule: ModulePlugin = async (app, { database }) => {
  await app.register(paramsRoutes, { prefix: '/api/fo/params', db: database.db });
};
