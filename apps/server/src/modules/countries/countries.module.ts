import type { ModulePlugin } from '../../plugins/deps';
import { createCountriesService } from './countries.service';
import { countriesRoutes } from './countries.routes';

/** Reference data by country (/api/fo/countries): nationalities and division trees. */
export const countriesModule: ModulePlugin = async (app) => {
  await app.register(countriesRoutes, { prefix: '/api/fo/countries', service: createCountriesService() });
};
