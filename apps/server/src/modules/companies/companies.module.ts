import type { ModulePlugin } from '../../plugins/deps';
import { createCompaniesRepo } from './companies.repo';
import { createCompaniesService } from './companies.service';
import { companiesRoutes } from './companies.routes';

/** Companies (/api/fo/companies): 'Mi empresa', the clients directory and their logos. */
export const companiesModule: ModulePlugin = async (app, { config, database, clock, access, mailer }) => {
  await app.register(companiesRoutes, {
    prefix: '/api/fo/companies',
    files: app.files,
    service: createCompaniesService({
      repo: createCompaniesRepo(database.db),
      clock,
      mailer,
      files: app.files,
      publicUrl: config.publicUrl,
      access,
    }),
  });
};
