import type { ModulePlugin } from '../../plugins/deps';
import { createDiscountsRepo } from './discounts.repo';
import { createDiscountsService } from './discounts.service';
import { discountsRoutes } from './discounts.routes';

/** Discounts (/api/fo/discounts): the tenants' proposals, their review, the catalogue; verdicts told in the bell. */
export const discountsModule: ModulePlugin = async (app, { config, database, clock, access, storage, links, mailer }) => {
  await app.register(discountsRoutes, {
    prefix: '/api/fo/discounts',
    service: createDiscountsService({
      repo: createDiscountsRepo(database.db),
      access,
      clock,
      files: app.files,
      storage,
      links,
      mailer,
      publicUrl: config.publicUrl,
      notify: app.notify,
    }),
  });
};
