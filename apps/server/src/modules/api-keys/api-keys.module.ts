import type { ModulePlugin } from '../../plugins/deps';
import { apiKeysRoutes } from './api-keys.routes';
import { createApiKeysService } from './api-keys.service';

/** A company's API keys for its point of sale (/api/fo/companies/.../api-keys). */
export const apiKeysModule: ModulePlugin = async (app, { access }) => {
  await app.register(apiKeysRoutes, { prefix: '/api/fo/companies', service: createApiKeysService({ access }) });
};
