import type { ModulePlugin } from '../../plugins/deps';
import { createProfileRepo } from './profile.repo';
import { createProfileService } from './profile.service';
import { profileRoutes } from './profile.routes';

/** The signed-in user's profile, under /api/fo/auth. */
export const profileModule: ModulePlugin = async (app, { config, database, clock }) => {
  await app.register(profileRoutes, {
    prefix: '/api/fo/auth',
    config,
    service: createProfileService({ repo: createProfileRepo(database.db), clock, sessionIdleMinutes: config.sessionIdleMinutes }),
  });
};
