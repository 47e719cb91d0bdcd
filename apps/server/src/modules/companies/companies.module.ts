import type { ModulePlugin } from '../../plugins/deps';
import { createCompaniesRepo } from './companies.repo';
import { createCompaniesService } from './companies.service';
import { companiesRoutes } from './companies.routes';
import { companiesCountryRoutes } from './companies.country.routes';

/** Companies (/api/fo/companies): 'Mi empresa', the clients directory and their logos. */
export const companiesModule: ModulePlugin = async (app, { config, database, clock, access, mailer }) => {
  const service = createCompaniesService({
    repo: createCompaniesRepo(database.db),
    clock,
    mailer,
    files: app.files,
    publicUrl: config.publicUrl,
    access,
  });
  await app.register(companiesRoutes, { prefix: '/api/fo/companies', files: app.files, service });
  await app.register(companiesCountryRoutes, { prefix: '/api/fo/countries', service });
};
