import type { ModulePlugin } from '../../plugins/deps';
import { createWorkRequestsSwitch } from '../../lib/country-features';
import { createCountriesService } from './countries.service';
import { countriesRoutes } from './countries.routes';

/** What each country has switched on (/api/fo/countries). */
export const countriesModule: ModulePlugin = async (app, { database, access }) => {
  await app.register(countriesRoutes, {
    prefix: '/api/fo/countries',
    service: createCountriesService({ access, feature: createWorkRequestsSwitch(database.db) }),
  });
};
